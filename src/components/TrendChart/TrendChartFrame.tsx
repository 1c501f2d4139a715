'use client'

import dynamic from 'next/dynamic'
import { type MouseEvent, type ReactNode, useState } from 'react'
import type { TrendChartLabels, TrendSeries } from './types'

/** The fixed-size box the chart draws into; the same box for the static and the live chart. */
export const chartBox = 'h-[360px] w-full sm:h-[440px]'

/**
 * ECharts and its chart code: a separate chunk, fetched only when a visitor reaches for the chart
 * (pointer over it, focus inside it, the scale switch), so it costs the page's load nothing.
 */
const EChartsTrend = dynamic(() => import('./EChartsTrend'), { ssr: false, loading: () => null })

/**
 * The interactive trend chart: a legend that toggles databases, a tooltip per month and a
 * linear/logarithmic switch (scores differ by two orders of magnitude). It shows the server's
 * static SVG (`staticChart`) until ECharts has drawn the same picture in the same box. For
 * assistive technology it is one image with a description; the table beside it has the numbers.
 */
export function TrendChartFrame({
  series,
  description,
  locale,
  labels,
  staticChart,
}: {
  series: TrendSeries[]
  description: string
  locale: string
  labels: TrendChartLabels
  staticChart: ReactNode
}) {
  const [scale, setScale] = useState<'linear' | 'log'>('linear')
  const [live, setLive] = useState(false)
  const [ready, setReady] = useState(false)
  // Legend entries clicked on the static chart while ECharts loads: handed over as its start state.
  const [selected, setSelected] = useState<Record<string, boolean>>({})
  const wake = () => setLive(true)

  const onStaticClick = (e: MouseEvent<HTMLDivElement>) => {
    const name = (e.target as Element).closest('text')?.textContent
    if (!name || !series.some((s) => s.name === name)) return
    setSelected((prev) => ({ ...prev, [name]: prev[name] === false }))
    wake()
  }

  return (
    <figure
      className="rounded-card border border-line bg-white p-3 sm:p-5"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
      data-chart-state={ready ? 'live' : live ? 'loading' : 'static'}
    >
      <div
        className="mb-3 flex items-center justify-end gap-2 text-sm"
        role="group"
        aria-label={labels.scale}
      >
        <span className="text-ink-subtle">{labels.scale}</span>
        {(['linear', 'log'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={scale === s}
            onClick={() => {
              setScale(s)
              wake()
            }}
            className={`rounded-control border px-3 py-1 transition-colors duration-150 ${
              scale === s
                ? 'border-accent-strong bg-accent-strong text-white'
                : 'border-line text-ink-muted hover:border-accent hover:text-accent-strong'
            }`}
          >
            {labels[s]}
          </button>
        ))}
      </div>
      <div className={`${chartBox} relative`} role="img" aria-label={description} data-testid="trend-chart">
        {live ? (
          <div className="absolute inset-0">
            <EChartsTrend
              series={series}
              scale={scale}
              locale={locale}
              scoreLabel={labels.score}
              selected={selected}
              onReady={() => setReady(true)}
            />
          </div>
        ) : null}
        {/* Above the live chart until that has drawn (it draws the same picture, so nothing moves). */}
        {ready ? null : (
          // A pointer shortcut only (legend clicks before ECharts is there); keyboard users wake
          // the live chart by focusing the scale switch.
          <div className="absolute inset-0 bg-white" data-static-chart="" onClick={onStaticClick}>
            {staticChart}
          </div>
        )}
      </div>
    </figure>
  )
}
