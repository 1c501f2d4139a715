'use client'

import dynamic from 'next/dynamic'

export type LeadChartProps = {
  kind: 'bars' | 'line'
  /** The x axis: each week's label, oldest first. */
  weeks: string[]
  series: { name: string; data: (number | null)[] }[]
  /** The y axis' unit, when it is not a count. */
  unit?: string
}

/** ECharts and the chart code: a chunk of their own, fetched by the browser after the page. */
const EChartsLeadChart = dynamic(() => import('./EChartsLeadChart'), { ssr: false, loading: () => null })

/**
 * A dashboard chart in a fixed box, for assistive technology one image with a description (`label`);
 * the numbers are in the data table beside it.
 */
export function LeadChart({ label, ...chart }: LeadChartProps & { label: string }) {
  return (
    <div role="img" aria-label={label} style={{ height: 300, width: '100%' }}>
      <EChartsLeadChart {...chart} />
    </div>
  )
}
