import { describe, expect, it } from 'vitest'
import type { Media } from '@/cms/payload-types'
import { toImage } from './visitor'

const upload = (width: number, sizes: Media['sizes']) =>
  ({
    id: 1,
    url: '/m/cert.png',
    alt: 'Certificate',
    mimeType: 'image/png',
    width,
    height: 560,
    sizes,
  }) as Media

const variant = (name: string, width: number) => ({ url: `/m/cert-${name}.webp`, width, height: 280 })

describe('toImage: the srcset', () => {
  it('lists the variants, narrowest first, then the original', () => {
    const image = toImage(upload(1000, { card: variant('card', 800), thumb: variant('thumb', 400) }))
    expect(image?.srcSet).toBe('/m/cert-thumb.webp 400w, /m/cert-card.webp 800w, /m/cert.png 1000w')
  })

  // Payload makes a variant as wide as an original of exactly that width: HTML allows one
  // candidate per width (the Nu Html Checker calls two an error).
  it('gives each width once when the original is as wide as a variant', () => {
    const image = toImage(upload(800, { thumb: variant('thumb', 400), card: variant('card', 800) }))
    expect(image?.srcSet).toBe('/m/cert-thumb.webp 400w, /m/cert-card.webp 800w')
  })
})
