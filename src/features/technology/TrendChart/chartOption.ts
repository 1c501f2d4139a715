import type { LineSeriesOption } from 'echarts/charts'
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components'
import type { ComposeOption } from 'echarts/core'
import { axisColours, seriesColours } from './palette'
import type { TrendSeries } from './types'

/**
 * The chart's option, shared by the static SVG drawn on the server (StaticTrendChart.ts) and the
 * interactive chart in the browser (EChartsTrend.tsx), so both draw the same picture and the swap
 * from one to the other changes nothing a visitor sees.
 */
export type TrendOption = ComposeOption<
  LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>

/** The months of all series, oldest first, and each series' score per month (null: no data). */
export function alignSeries(series: TrendSeries[]) {
  const months = [...new Set(series.flatMap((s) => s.points.map((p) => p.month)))].sort()
  return {
    months,
    rows: series.map((s) => {
      const byMonth = new Map(s.points.map((p) => [p.month, p.score]))
      return { name: s.name, data: months.map((m) => byMonth.get(m) ?? null) }
    }),
  }
}

export type TrendOptionInput = {
  series: TrendSeries[]
  scale: 'linear' | 'log'
  /** BCP 47 locale for numbers (zh-CN, en-US). */
  locale: string
  scoreLabel: string
  fontFamily: string
  /** A phone-width chart: less margin. */
  narrow: boolean
  /** The chart's width in px: sets how many month labels fit. */
  width: number
  /** Legend state: series a visitor switched off are false. */
  selected?: Record<string, boolean>
}

export function chartOption({
  series,
  scale,
  locale,
  scoreLabel,
  fontFamily,
  narrow,
  width,
  selected,
}: TrendOptionInput): TrendOption {
  const { months, rows } = alignSeries(series)
  // Every n-th month labelled, n from the width (a label and its gap take ~64 px), not from
  // ECharts' text measuring: the server only estimates text widths, so the static and the live
  // chart would label different months.
  const labelEvery = Math.max(1, Math.ceil(months.length / Math.max(1, Math.floor((width - 60) / 64))))
  const fmt = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const axisLabel = { color: axisColours.text, formatter: (v: number) => fmt.format(v) }
  const common = {
    name: scoreLabel,
    nameTextStyle: { color: axisColours.text, align: 'left' as const },
    axisLabel,
    splitLine: { lineStyle: { color: axisColours.line } },
  }
  return {
    color: seriesColours,
    backgroundColor: '#fff',
    animationDuration: 400,
    // The page's own font, named: ECharts measures text on a canvas, where 'inherit' is not a
    // font, so its labels would be spaced for a different font.
    textStyle: { fontFamily },
    // The legend is HTML beside the chart (TrendChartFrame): it wraps on a phone and its entries
    // are buttons. ECharts' own legend stays hidden and only carries which series are shown.
    legend: { show: false, ...(selected ? { selected } : {}) },
    tooltip: {
      trigger: 'axis',
      className: 'trend-tooltip',
      confine: true,
      order: 'valueDesc',
      valueFormatter: (v) => (typeof v === 'number' ? fmt.format(v) : '–'),
    },
    // ECharts 6 keeps axis labels inside the grid by itself (outerBounds), no containLabel.
    grid: { left: 4, right: narrow ? 8 : 16, top: 32, bottom: 4 },
    xAxis: {
      type: 'category',
      data: months,
      boundaryGap: false,
      axisLine: { lineStyle: { color: axisColours.line } },
      axisTick: { show: false },
      axisLabel: { color: axisColours.text, hideOverlap: true, interval: labelEvery - 1 },
    },
    yAxis: scale === 'log' ? { type: 'log', logBase: 10, ...common } : { type: 'value', ...common },
    series: rows.map((r) => ({
      type: 'line',
      name: r.name,
      data: r.data,
      showSymbol: false,
      symbolSize: 6,
      smooth: 0.2,
      connectNulls: false,
      lineStyle: { width: 2 },
      emphasis: { focus: 'series' },
    })),
  }
}
