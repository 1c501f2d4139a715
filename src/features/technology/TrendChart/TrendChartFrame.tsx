'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useState } from 'react'
import { seriesColours } from './palette'
import type { TrendChartLabels, TrendSeries } from './types'

/** The fixed-size box the chart draws into; the same box for the static and the live chart. */
export const chartBox = 'h-[360px] w-full sm:h-[440px]'

/**
 * ECharts and its chart code: a separate chunk, fetched only when a visitor reaches for the chart
 * (pointer over it, focus inside it, a legend or scale button), so it costs the page's load nothing.
 */
const EChartsTrend = dynamic(() => import('./EChartsTrend'), { ssr: false, loading: () => null })

/**
 * The interactive trend chart: a legend that toggles databases, a tooltip per month and a
 * linear/logarithmic switch (scores differ by two orders of magnitude). It shows the server's
 * static SVG (`staticChart`) until ECharts has drawn the same picture in the same box. For
 * assistive technology it is one image with a description; the table beside it has the numbers.
 * The legend is HTML, not ECharts': its entries wrap onto a second row on a phone instead of
 * paging, and each is a toggle button that a keyboard reaches and a screen reader announces.
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
  // Databases switched off in the legend are false; ECharts draws whatever this says.
  const [selected, setSelected] = useState<Record<string, boolean>>({})
  const wake = () => setLive(true)

  return (
    <figure
      className="rounded-card border border-line bg-white p-3 sm:p-5"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
      data-chart-state={ready ? 'live' : live ? 'loading' : 'static'}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-x-6 gap-y-3 text-sm">
        <div className="flex flex-wrap gap-x-1 gap-y-1" role="group" aria-label={labels.legend}>
          {series.map(({ name }, i) => {
            const shown = selected[name] !== false
            return (
              <button
                key={name}
                type="button"
                aria-pressed={shown}
                onClick={() => {
                  setSelected((prev) => ({ ...prev, [name]: !shown }))
                  wake()
                }}
                className={`inline-flex items-center gap-1.5 rounded-control px-2 py-1 transition-colors duration-150 hover:bg-accent-soft ${
                  shown ? 'text-ink' : 'text-ink-muted line-through'
                }`}
              >
                {/* The line's colour; grey while the database is switched off, as ECharts' legend did. */}
                <span
                  aria-hidden="true"
                  className="h-1 w-3.5 shrink-0 rounded-full"
                  style={{ backgroundColor: shown ? seriesColours[i % seriesColours.length] : '#94a3b8' }}
                />
                {name}
              </button>
            )
          })}
        </div>
        <div className="ml-auto flex items-center gap-2" role="group" aria-label={labels.scale}>
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
          <div className="absolute inset-0 bg-white" data-static-chart="">
            {staticChart}
          </div>
        )}
      </div>
    </figure>
  )
}
