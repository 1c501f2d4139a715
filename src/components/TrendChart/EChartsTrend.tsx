'use client'

import { LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { useEffect, useRef, useState } from 'react'
import { chartOption } from './chartOption'
import type { TrendSeries } from './types'

// Only what this chart draws: lines, axes, legend, tooltip, SVG output (crisp on any screen).
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
  /** Legend state to start from: databases switched off on the static chart before this loaded. */
  selected: Record<string, boolean>
  onReady: () => void
}) {
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null)
  // Read once: after the first draw the legend state is ECharts' own.
  const initial = useRef({ selected, onReady })
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
    // Merged, not replaced: the legend keeps the series a visitor switched off.
    instance.setOption({
      ...chartOption({
        series,
        scale,
        locale,
        scoreLabel,
        fontFamily: getComputedStyle(el).fontFamily,
        narrow: window.innerWidth < 640,
        width: width || el.clientWidth,
        selected: first ? initial.current.selected : undefined,
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
  }, [series, scale, locale, scoreLabel, width])

  return <div ref={host} className="h-full w-full" data-chart-ready="" />
}
