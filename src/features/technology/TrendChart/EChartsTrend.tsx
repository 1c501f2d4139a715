'use client'

import { LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { useEffect, useRef, useState } from 'react'
import { chartOption } from './chartOption'
import type { TrendSeries } from './types'

// Only what this chart draws: lines, axes, tooltip, SVG output (crisp on any screen), and the legend
// component for which series are shown (its entries are HTML, in TrendChartFrame).
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

/**
 * The interactive ECharts line chart; loaded in the browser only, when a visitor reaches for the
 * chart (see TrendChartFrame.tsx). Until it has drawn, the server's static SVG stays in view.
 */
export default function EChartsTrend({
  series,
  scale,
  locale,
  scoreLabel,
  selected,
  onReady,
}: {
  series: TrendSeries[]
  scale: 'linear' | 'log'
  locale: string
  scoreLabel: string
  /** Which databases are shown (false: switched off in the legend beside the chart). */
  selected: Record<string, boolean>
  onReady: () => void
}) {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null)
  // Read once: the first draw's signal.
  const initial = useRef({ onReady })
  // The box's width, for how many month labels fit; follows resizes.
  const [width, setWidth] = useState(0)

  useEffect(() => {
    const el = host.current
    if (!el) return
    const instance = echarts.init(el, undefined, { renderer: 'svg' })
    chart.current = instance
    const resize = new ResizeObserver(() => {
      instance.resize()
      setWidth(el.clientWidth)
    })
    resize.observe(el)
    return () => {
      resize.disconnect()
      instance.dispose()
      chart.current = null
    }
  }, [])

  useEffect(() => {
    const instance = chart.current
    const el = host.current
    if (!instance || !el) return
    const first = !instance.getOption()
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    instance.setOption({
      ...chartOption({
        series,
        scale,
        locale,
        scoreLabel,
        fontFamily: getComputedStyle(el).fontFamily,
        narrow: window.innerWidth < 640,
        width: width || el.clientWidth,
        selected,
      }),
      // The first draw replaces the static chart and must look the same: no lines growing in.
      animation: !first && !reduced,
    })
    if (first) {
      const done = () => {
        instance.off('finished', done)
        initial.current.onReady()
      }
      instance.on('finished', done)
    }
  }, [series, scale, locale, scoreLabel, width, selected])

  return <div ref={host} className="h-full w-full" data-chart-ready="" />
}
