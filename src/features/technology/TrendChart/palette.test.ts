import { describe, expect, it } from 'vitest'
import { seriesColours } from './palette'

/** WCAG 2.x relative luminance and contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)
}

/** Hue in degrees (0-360) and chroma (0-1: grey to pure) of a #rrggbb colour. */
function hueAndChroma(hex: string): { hue: number; chroma: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const max = Math.max(r, g, b)
  const chroma = max - Math.min(r, g, b)
  if (chroma === 0) return { hue: 0, chroma }
  const h = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4
  return { hue: (h * 60 + 360) % 360, chroma }
}

describe('trend chart series colours', () => {
  it('keep 3:1 against the white plot (non-text contrast, WCAG 1.4.11)', () => {
    const weak = seriesColours.filter((c) => contrastOnWhite(c) < 3)
    expect(weak).toEqual([])
  })

  it('tell the first six series (the seeded databases) apart by hue or by greyness, not by shade', () => {
    const colours = seriesColours.slice(0, 6).map(hueAndChroma)
    const alike: string[] = []
    for (let i = 0; i < colours.length; i++)
      for (let j = i + 1; j < colours.length; j++) {
        const a = colours[i]
        const b = colours[j]
        const hueApart = Math.min(Math.abs(a.hue - b.hue), 360 - Math.abs(a.hue - b.hue))
        // Slate is a near-grey of the accent's hue: apart by chroma, as a grey line is from a blue one.
        if (hueApart < 20 && Math.abs(a.chroma - b.chroma) < 0.4)
          alike.push(`${seriesColours[i]} ${seriesColours[j]}`)
      }
    expect(alike).toEqual([])
  })
})
