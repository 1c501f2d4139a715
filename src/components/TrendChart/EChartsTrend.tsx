'use client'

import { LineChart, type LineSeriesOption } from 'echarts/charts'
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { useEffect, useRef } from 'react'
import { axisColours, seriesColours } from './palette'
import type { TrendSeries } from './types'

// Only what this chart draws: lines, axes, legend, tooltip, SVG output (crisp on any screen).
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

type Option = echarts.ComposeOption<
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

function chartOption(
  series: TrendSeries[],
  scale: 'linear' | 'log',
  locale: string,
  scoreLabel: string,
  fontFamily: string,
): Option {
  const { months, rows } = alignSeries(series)
  const fmt = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const narrow = typeof window !== 'undefined' && window.innerWidth < 640
  return {
    color: seriesColours,
    backgroundColor: '#fff',
    animationDuration: 400,
    // The page's own font, named: ECharts measures text on a canvas, where 'inherit' is not a
    // font, so legend entries were spaced for a different font and ran into each other.
    textStyle: { fontFamily },
    legend: {
      type: 'scroll',
      top: 0,
      left: 0,
      right: 0,
      icon: 'roundRect',
      itemWidth: 14,
      itemHeight: 4,
      textStyle: { color: axisColours.ink, fontSize: narrow ? 12 : 13 },
      pageIconColor: seriesColours[1],
    },
    tooltip: {
      trigger: 'axis',
      confine: true,
      order: 'valueDesc',
      valueFormatter: (v) => (typeof v === 'number' ? fmt.format(v) : '–'),
    },
    grid: { left: 4, right: narrow ? 8 : 16, top: 64, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category',
      data: months,
      boundaryGap: false,
      axisLine: { lineStyle: { color: axisColours.line } },
      axisTick: { show: false },
      axisLabel: { color: axisColours.text, hideOverlap: true },
    },
    yAxis:
      scale === 'log'
        ? {
            type: 'log',
            logBase: 10,
            name: scoreLabel,
            nameTextStyle: { color: axisColours.text, align: 'left' },
            axisLabel: { color: axisColours.text, formatter: (v: number) => fmt.format(v) },
            splitLine: { lineStyle: { color: axisColours.line } },
          }
        : {
            type: 'value',
            name: scoreLabel,
            nameTextStyle: { color: axisColours.text, align: 'left' },
            axisLabel: { color: axisColours.text, formatter: (v: number) => fmt.format(v) },
            splitLine: { lineStyle: { color: axisColours.line } },
          },
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

/** The interactive ECharts line chart; loaded in the browser only (see TrendChart.tsx). */
export default function EChartsTrend({
  series,
  scale,
  locale,
  scoreLabel,
}: {
  series: TrendSeries[]
  scale: 'linear' | 'log'
  locale: string
  scoreLabel: string
}) {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null)

  useEffect(() => {
    const el = host.current
    if (!el) return
    const instance = echarts.init(el, undefined, { renderer: 'svg' })
    chart.current = instance
    const resize = new ResizeObserver(() => instance.resize())
    resize.observe(el)
    return () => {
      resize.disconnect()
      instance.dispose()
      chart.current = null
    }
  }, [])

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // Merged, not replaced: the legend keeps the series a visitor switched off.
    const fontFamily = host.current ? getComputedStyle(host.current).fontFamily : 'sans-serif'
    chart.current?.setOption({
      ...chartOption(series, scale, locale, scoreLabel, fontFamily),
      animation: !reduced,
    })
  }, [series, scale, locale, scoreLabel])

  return <div ref={host} className="h-full w-full" data-chart-ready="" />
}
