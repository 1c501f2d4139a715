'use client'

import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { useEffect, useRef } from 'react'
import { seriesColours } from '@/features/technology/TrendChart/palette'
import type { LeadChartProps } from './LeadChart'

// Only what the dashboard draws: stacked bars, one line, axes, legend, tooltip, as SVG.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

/** The admin theme's colour for a token (light or dark theme), read where the chart is drawn. */
const token = (el: Element, name: string, fallback: string) =>
  getComputedStyle(el).getPropertyValue(name).trim() || fallback

/** One dashboard chart, drawn in the browser only (see LeadChart.tsx). */
export default function EChartsLeadChart({ kind, weeks, series, unit }: LeadChartProps) {
  const host = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = host.current
    if (!el) return
    const chart = echarts.init(el, undefined, { renderer: 'svg' })
    const text = token(el, '--theme-elevation-800', '#333')
    const line = token(el, '--theme-elevation-150', '#ddd')
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    chart.setOption({
      animation: !reduced,
      color: seriesColours,
      textStyle: { color: text, fontFamily: getComputedStyle(el).fontFamily },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0, type: 'scroll', textStyle: { color: text } },
      tooltip: {
        trigger: 'axis',
        valueFormatter: unit ? (v: unknown) => (v == null ? '—' : `${v} ${unit}`) : undefined,
      },
      xAxis: {
        type: 'category',
        data: weeks,
        axisLine: { lineStyle: { color: line } },
        axisLabel: { color: text },
      },
      yAxis: {
        type: 'value',
        minInterval: kind === 'bars' ? 1 : undefined,
        name: unit,
        // Starting at the axis, not centred on it: centred, the name's first letters fell outside
        // the chart on the left ("ours" for "hours"); containLabel leaves the name out.
        nameTextStyle: { color: text, align: 'left' },
        axisLabel: { color: text },
        splitLine: { lineStyle: { color: line } },
      },
      series: series.map((s) =>
        kind === 'bars'
          ? { type: 'bar', name: s.name, stack: 'all', data: s.data, barMaxWidth: 32 }
          : { type: 'line', name: s.name, data: s.data, connectNulls: false, symbolSize: 6 },
      ),
    })
    const resize = new ResizeObserver(() => chart.resize())
    resize.observe(el)
    return () => {
      resize.disconnect()
      chart.dispose()
    }
  }, [kind, weeks, series, unit])

  return <div ref={host} style={{ width: '100%', height: '100%' }} />
}
