import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HonorFigure, slideSizes } from './parts'
import { honorSlide } from './slide'
import { HonorWall, wallSizes } from '../HonorWall'
import type { Media } from '@/cms/payload-types'
import { toImage, type Image } from '@/features/content/visitor'

const scan = {
  url: '/cms-api/media/file/cert.webp',
  width: 800,
  height: 560,
  alt: 'Certificate',
  mimeType: 'image/webp',
  srcSet: '/cms-api/media/file/cert-400x280.webp 400w, /cms-api/media/file/cert.webp 800w',
}
// An SVG upload as the pages get it (toImage), even were Payload to list variants for it.
const svgUpload = () =>
  toImage({
    id: 1,
    url: '/cms-api/media/file/cert.svg',
    mimeType: 'image/svg+xml',
    width: 800,
    height: 560,
    alt: 'Certificate',
    sizes: { thumb: { url: '/cms-api/media/file/cert-400x280.svg', width: 400, height: 280 } },
  } as Media)!
const figure = (srcSet?: string) =>
  renderToStaticMarkup(
    <HonorFigure
      item={{ imageUrl: scan.url, title: 'Certificate', srcSet }}
      label="Open"
      onSelect={() => {}}
    />,
  )

describe('honor slides', () => {
  it('keep the original for the viewer and the variants for the slide', () => {
    expect(honorSlide(scan, 'ISO 9001')).toEqual({
      imageUrl: scan.url,
      title: 'ISO 9001',
      width: 800,
      height: 560,
      srcSet: scan.srcSet,
    })
  })

  it('show an SVG upload as it is', () => {
    expect(honorSlide(svgUpload(), 'ISO 9001').srcSet).toBeUndefined()
  })

  it('let the browser pick a variant by the slide width', () => {
    const html = figure(scan.srcSet)
    expect(html).toContain(`srcSet="${scan.srcSet}"`)
    expect(html).toContain(`sizes="${slideSizes}"`)
    expect(figure()).not.toMatch(/srcSet|sizes=/)
  })
})

describe('the honor wall', () => {
  const wall = (image: Image) =>
    renderToStaticMarkup(
      <HonorWall items={[{ id: 1, title: 'ISO 9001', meta: '', image }]} openLabel="Open" />,
    )

  it('shows the variant a column needs, and an SVG as it is', () => {
    const html = wall(scan)
    expect(html).toContain(`srcSet="${scan.srcSet}"`)
    expect(html).toContain(`sizes="${wallSizes}"`)
    expect(wall(svgUpload())).not.toMatch(/srcSet|sizes=/)
  })
})
