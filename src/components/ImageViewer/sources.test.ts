import { describe, expect, it } from 'vitest'
import { viewerImage, viewerSources } from './sources'

describe('viewerSources', () => {
  it('turns the variants into sources with the original proportions', () => {
    expect(
      viewerSources({
        src: '/m/cert.webp',
        width: 3000,
        height: 2100,
        srcSet: '/m/cert-400x280.webp 400w, /m/cert-1600x1120.webp 1600w, /m/cert.webp 3000w',
      }),
    ).toEqual([
      { src: '/m/cert-400x280.webp', width: 400, height: 280 },
      { src: '/m/cert-1600x1120.webp', width: 1600, height: 1120 },
      { src: '/m/cert.webp', width: 3000, height: 2100 },
    ])
  })

  it('gives nothing without variants, without the original size, or for junk', () => {
    expect(viewerSources({ src: '/m/a.svg', width: 800, height: 600 })).toBeUndefined()
    expect(viewerSources({ src: '/m/a.webp', srcSet: '/m/a-400.webp 400w' })).toBeUndefined()
    expect(
      viewerSources({ src: '/m/a.webp', width: 800, height: 600, srcSet: 'nonsense, ,' }),
    ).toBeUndefined()
  })

  it('takes an upload with its variants, and another alt when the page gives one', () => {
    const image = {
      url: '/m/cert.webp',
      width: 800,
      height: 560,
      alt: 'Certificate',
      mimeType: 'image/webp',
      srcSet: '/m/cert-400x280.webp 400w, /m/cert.webp 800w',
    }
    expect(viewerImage(image)).toEqual({
      src: '/m/cert.webp',
      alt: 'Certificate',
      width: 800,
      height: 560,
      srcSet: image.srcSet,
    })
    expect(viewerImage(image, 'ISO 9001').alt).toBe('ISO 9001')
  })
})
