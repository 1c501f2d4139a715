import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { videoDurationSeconds } from './duration'

/** A minimal MP4: ftyp, then moov holding an mvhd of the given version, timescale and duration. */
function mp4(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const box = (type: string, payload: Uint8Array) => {
    const out = new Uint8Array(8 + payload.length)
    new DataView(out.buffer).setUint32(0, out.length)
    out.set(new TextEncoder().encode(type), 4)
    out.set(payload, 8)
    return out
  }
  const mvhd = new Uint8Array(version === 1 ? 108 : 96)
  const v = new DataView(mvhd.buffer)
  mvhd[0] = version
  if (version === 1) {
    v.setUint32(20, timescale)
    v.setBigUint64(24, BigInt(duration))
  } else {
    v.setUint32(12, timescale)
    v.setUint32(16, duration)
  }
  const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\0\0isomiso2'))
  const free = box('free', new Uint8Array(5))
  const moov = box('moov', box('mvhd', mvhd))
  return new Uint8Array([...ftyp, ...free, ...moov])
}

describe('a video duration read from the file', () => {
  it('reads the seeded WebM clip (5.97 s) as 5 s, as the player shows it', () => {
    const clip = readFileSync(path.join(process.cwd(), 'src/cms/seed/assets/sample-video.webm'))
    expect(videoDurationSeconds(new Uint8Array(clip))).toBe(5)
  })

  it('reads an MP4 movie header, both versions', () => {
    expect(videoDurationSeconds(mp4(0, 1000, 186_400))).toBe(186)
    expect(videoDurationSeconds(mp4(1, 90_000, 742 * 90_000))).toBe(742)
  })

  it('answers null for a file without a duration, never a made-up number', () => {
    expect(videoDurationSeconds(new Uint8Array([1, 2, 3]))).toBeNull()
    expect(videoDurationSeconds(new TextEncoder().encode('%PDF-1.7 not a video'))).toBeNull()
    expect(videoDurationSeconds(mp4(0, 0, 100))).toBeNull()
  })
})
