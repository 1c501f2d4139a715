import { renderStaticSvg } from './staticSvg'
import { TrendChartFrame } from './TrendChartFrame'
import type { TrendChartLabels, TrendSeries } from './types'

/**
 * The sizes the static chart is drawn at, each shown by CSS alone at its breakpoints: the chart's
 * box is 332 px wide on a 390 px phone, 566-933 px on tablets and 934-1110 px on desktops
 * (1110 px at 1440), and 360 px (phone) or 440 px tall. The SVG scales to its box; drawn near the
 * box's size, its text stays at its size.
 */
const variants = [
  { width: 332, height: 360, className: 'sm:hidden' },
  { width: 760, height: 440, className: 'hidden sm:block lg:hidden' },
  { width: 1110, height: 440, className: 'hidden lg:block' },
]

/**
 * The trend chart (server component): the chart drawn on the server as SVG, so the first paint
 * shows it with no client code, in the frame that swaps in the interactive ECharts on demand.
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
  const staticChart = variants.map((v) => (
    <div
      key={v.width}
      className={`${v.className} h-full w-full [&>svg]:h-full [&>svg]:w-full`}
      // ECharts' SVG output, text escaped by ECharts (staticSvg.test.ts); no script in it.
      dangerouslySetInnerHTML={{
        __html: renderStaticSvg({ series, locale, scoreLabel: labels.score }, v),
      }}
    />
  ))
  return (
    <TrendChartFrame
      series={series}
      description={description}
      locale={locale}
      labels={labels}
      staticChart={staticChart}
    />
  )
}
