'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useAfterLoad } from '@/components/runtime/connection'
import type { TrendChartLabels, TrendSeries } from './types'

/** The fixed-size box the chart draws into; the same box while loading, so nothing shifts. */
const box = 'h-[360px] w-full sm:h-[440px]'

function Placeholder({ label }: { label: string }) {
  return (
    <div className={`${box} flex items-center justify-center rounded-card bg-accent-soft/50`}>
      <span className="text-sm text-ink-subtle">{label}</span>
    </div>
  )
}

/**
 * ECharts and its chart code load only on this page and only in the browser, shortly after the
 * load event (a separate chunk, not in any route's first-load JavaScript). Started at hydration,
 * it could finish before the load event, and did on the zh page: 170 KB gzip more in its first load.
 */
const EChartsTrend = dynamic(() => import('./EChartsTrend'), {
  ssr: false,
  loading: () => null,
})

/**
 * The interactive trend chart: a legend that toggles databases, a tooltip per month and a
 * linear/logarithmic switch (scores differ by two orders of magnitude). For assistive technology
 * it is one image with a description; the table beside it carries the numbers.
 */
export function TrendChart({
  series,
  description,
  locale,
  labels,
}: {
  series: TrendSeries[]
  description: string
  locale: string
  labels: TrendChartLabels
}) {
  const [scale, setScale] = useState<'linear' | 'log'>('linear')
  const loaded = useAfterLoad()
  return (
    <figure className="rounded-card border border-line bg-white p-3 sm:p-5">
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
            onClick={() => setScale(s)}
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
      <div className={`${box} relative`} role="img" aria-label={description} data-testid="trend-chart">
        <div className="absolute inset-0">
          <Placeholder label={labels.loading} />
        </div>
        {/* The chart paints a white background over the placeholder once it has drawn. */}
        <div className="absolute inset-0">
          {loaded ? (
            <EChartsTrend series={series} scale={scale} locale={locale} scoreLabel={labels.score} />
          ) : null}
        </div>
      </div>
    </figure>
  )
}
