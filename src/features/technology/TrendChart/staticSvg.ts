import { LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { chartOption, type TrendOptionInput } from './chartOption'

echarts.use([LineChart, GridComponent, LegendComponent, SVGRenderer])

/**
 * What only an interactive ECharts uses (hover styles and their classes, pointer-events, XML-only
 * attributes): the page carries the SVG twice (HTML and React's payload), so it is left out. Text
 * content is escaped by ECharts, so these patterns only ever meet ECharts' own markup.
 */
function slim(svg: string, id: string): string {
  return (
    svg
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/ class="zr\d+-cls-\d+"/g, '')
      .replace(/ pointer-events="[a-z]+"/g, '')
      .replace(/ ecmeta_[a-z_]+="[^"]*"/g, '')
      // Clip-path ids: ECharts numbers its instances per process, the browser's from 0 again.
      .replace(/\bzr\d+-c(\d+)\b/g, `${id}-c$1`)
      .replace(/ (?:xmlns:xlink|version|baseProfile)="[^"]*"/g, '')
      .replace(/\n/g, '')
  )
}

/**
 * The chart drawn on the server as SVG markup by ECharts' own server-side rendering, from the same
 * option as the interactive chart: the first paint shows the real chart with no client code.
 * ECharts escapes the text it draws (axis labels, the score label); the series names from the CMS
 * are only in the HTML legend beside it. staticSvg.test.ts checks both. The SVG scales to its box (viewBox); `width`/`height` are the box it is drawn for.
 */
export function renderStaticSvg(
  input: Omit<TrendOptionInput, 'fontFamily' | 'narrow' | 'width' | 'scale'>,
  size: { width: number; height: number },
): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size })
  try {
    const option = chartOption({
      ...input,
      scale: 'linear',
      // The page's font, whichever language: the SVG sits inline in the page.
      fontFamily: 'inherit',
      narrow: size.width < 640,
      width: size.width,
    })
    // Nothing to point at in a picture: the tooltip comes with the interactive chart.
    delete option.tooltip
    chart.setOption({ ...option, animation: false })
    return slim(chart.renderToSVGString({ useViewBox: true }), `trend-static-${size.width}`)
  } finally {
    chart.dispose()
  }
}
