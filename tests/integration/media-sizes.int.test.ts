import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toImage } from '@/features/content/visitor'
import { payloadForTests, uploadPng } from './helpers'

/**
 * The widths a browser may choose from are all WebP, up to the original's own width: a phone at
 * two or three device pixels per CSS pixel asks for more than the 800 px variant, and used to be
 * given the uploaded PNG or JPEG itself (features/media/collection.ts, the `wide` size).
 */

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await payloadForTests()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'media', id }).catch(() => undefined)
})

async function upload(name: string, width: number) {
  const media = await uploadPng(payload, name, width, width / 2)
  created.push(media.id)
  return media
}

describe('the variants of an uploaded image', () => {
  it('offer a WebP at the width of an original narrower than 1600 px, and not the original', async () => {
    const media = await upload('sizes-1200', 1200)
    expect(media.sizes?.wide).toMatchObject({ width: 1200, height: 600, mimeType: 'image/webp' })
    const srcSet = toImage(media)?.srcSet ?? ''
    expect(srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['400w', '800w', '1200w'])
    expect(srcSet).not.toContain('.png')
  })

  it('keep the original beside the 1600 px WebP when it is wider', async () => {
    const media = await upload('sizes-2000', 2000)
    expect(media.sizes?.wide).toMatchObject({ width: 1600, mimeType: 'image/webp' })
    expect(toImage(media)?.srcSet).toMatch(/ 1600w, \S+\.png 2000w$/)
  })
})
