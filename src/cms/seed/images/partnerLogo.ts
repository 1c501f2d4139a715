/**
 * Neutral word-marks (SVG, 360 x 120) for the partner and customer logo walls: a simple geometric
 * glyph in grey and ink tones next to the name. Deliberately generic, never imitating a real
 * company's logo.
 */
import {
  escapeXml,
  estimateTextWidth,
  fileStem,
  fonts,
  hasNonLatin,
  n,
  svgDocument,
  svgImage,
  wrapText,
} from './svg'
import type { GeneratedImage } from './types'

const WIDTH = 360
const HEIGHT = 120

const INK = '#334155'
const MID = '#64748B'
const LIGHT = '#94A3B8'
const PALE = '#CBD5E1'

/** Glyphs drawn in a 56 x 56 box at the origin. */
const GLYPHS: Array<() => string> = [
  // nested hexagons
  () => {
    const hex = (r: number) =>
      Array.from({ length: 6 }, (_, i) => {
        const a = Math.PI / 6 + (i * Math.PI) / 3
        return `${n(28 + r * Math.cos(a))},${n(28 + r * Math.sin(a))}`
      }).join(' ')
    return `<polygon points="${hex(27)}" fill="none" stroke="${INK}" stroke-width="4"/><polygon points="${hex(13)}" fill="${MID}"/>`
  },
  // three overlapping circles
  () =>
    `<circle cx="20" cy="22" r="14" fill="${LIGHT}" opacity="0.9"/><circle cx="36" cy="22" r="14" fill="${MID}" opacity="0.85"/>` +
    `<circle cx="28" cy="36" r="14" fill="${INK}" opacity="0.85"/>`,
  // stacked chevrons
  () =>
    `<path d="M6 14 L28 30 L50 14" fill="none" stroke="${LIGHT}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M6 28 L28 44 L50 28" fill="none" stroke="${INK}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
  // ring with an orbiting dot
  () =>
    `<circle cx="28" cy="28" r="20" fill="none" stroke="${INK}" stroke-width="6"/>` +
    `<circle cx="44" cy="12" r="7" fill="${MID}" stroke="#FFFFFF" stroke-width="3"/>`,
  // rising bars in a rounded square
  () =>
    `<rect x="2" y="2" width="52" height="52" rx="12" fill="${INK}"/>` +
    `<rect x="13" y="30" width="7" height="14" rx="2" fill="${PALE}"/><rect x="24.5" y="21" width="7" height="23" rx="2" fill="#FFFFFF"/>` +
    `<rect x="36" y="12" width="7" height="32" rx="2" fill="${PALE}"/>`,
  // split triangle
  () => `<path d="M28 4 L52 50 H28 Z" fill="${INK}"/><path d="M28 4 L4 50 H28 Z" fill="${LIGHT}"/>`,
  // 2 x 2 tiles, one dark
  () =>
    `<rect x="2" y="2" width="24" height="24" rx="6" fill="${INK}"/><rect x="30" y="2" width="24" height="24" rx="6" fill="${PALE}"/>` +
    `<rect x="2" y="30" width="24" height="24" rx="6" fill="${LIGHT}"/><rect x="30" y="30" width="24" height="24" rx="12" fill="${MID}"/>`,
  // quarter circles forming a flower
  () =>
    `<path d="M28 28 V4 A24 24 0 0 1 52 28 Z" fill="${INK}"/><path d="M28 28 H52 A24 24 0 0 1 28 52 Z" fill="${MID}"/>` +
    `<path d="M28 28 V52 A24 24 0 0 1 4 28 Z" fill="${LIGHT}"/><path d="M28 28 H4 A24 24 0 0 1 28 4 Z" fill="${PALE}"/>`,
  // diamond with a notch
  () =>
    `<path d="M28 2 L54 28 L28 54 L2 28 Z" fill="${INK}"/><path d="M28 16 L40 28 L28 40 L16 28 Z" fill="#FFFFFF"/>` +
    `<circle cx="28" cy="28" r="4" fill="${MID}"/>`,
  // waves
  () =>
    `<path d="M4 20 Q16 10 28 20 T52 20" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M4 36 Q16 26 28 36 T52 36" fill="none" stroke="${LIGHT}" stroke-width="6" stroke-linecap="round"/>`,
]

/** The glyph for `index` (any integer), so neighbouring logos on a wall differ. */
function glyphAt(index: number): string {
  return (GLYPHS[((index % GLYPHS.length) + GLYPHS.length) % GLYPHS.length] as () => string)()
}

const TEXT_X = 98
const TEXT_W = WIDTH - TEXT_X - 20

/** A name set in bold, 30 px down to 24 px, then on two lines: the lines and their size. */
function nameLines(name: string): { lines: string[]; size: number } {
  let size = 30
  // Long names wrap to two lines rather than shrinking below a size that reads on a logo wall.
  while (size > 24 && estimateTextWidth(name, size, true) > TEXT_W) size -= 1
  const lines = estimateTextWidth(name, size, true) > TEXT_W ? wrapText(name, size, TEXT_W, 2, true) : [name]
  return { lines, size }
}

function nameText(line: string, y: number, size: number): string {
  const family = hasNonLatin(line) ? fonts.cjk : fonts.latin
  return (
    `<text x="${TEXT_X}" y="${n(y)}" font-family="${family}" font-size="${size}" font-weight="700" ` +
    `letter-spacing="${hasNonLatin(line) ? 1 : -0.3}" fill="${INK}">${escapeXml(line)}</text>`
  )
}

/** Whose logo a word-mark is: its file name and its alt texts say so. */
export type WordmarkKind = 'partner' | 'customer'

const KIND_WORD: Record<WordmarkKind, { zh: string; en: string }> = {
  partner: { zh: '合作伙伴', en: 'partner' },
  customer: { zh: '客户', en: 'customer' },
}

function altFor(kind: WordmarkKind, name: { zh: string; en: string }) {
  return {
    zh: `${KIND_WORD[kind].zh}标志：${name.zh}`,
    en: `Logo of ${KIND_WORD[kind].en} ${name.en}`,
  }
}

/**
 * A word-mark with one name, for the English host (a logo's English override): glyph (varied by
 * `index`) + the name at the size the Chinese name has in the bilingual mark, grey/ink tones.
 */
export function englishWordmark(
  kind: WordmarkKind,
  name: { zh: string; en: string },
  index: number,
): GeneratedImage {
  const { lines, size } = nameLines(name.en)
  const lh = size * 1.15
  const firstY = HEIGHT / 2 + size * 0.36 - ((lines.length - 1) * lh) / 2
  let body = `<g transform="translate(24 32)">${glyphAt(index)}</g>`
  lines.forEach((line, i) => (body += nameText(line, firstY + i * lh, size)))
  const svg = svgDocument(WIDTH, HEIGHT, body, { title: name.en })
  return svgImage(svg, `${fileStem(kind, name.en)}-en.svg`, WIDTH, HEIGHT, altFor(kind, name))
}

/**
 * A word-mark the way a Chinese enterprise signs its name: the Chinese name large, the English
 * name in small capitals under it. The Chinese host shows it; the English host shows the
 * `englishWordmark` (the logo's localized override) when there is one.
 */
export function bilingualWordmark(
  kind: WordmarkKind,
  name: { zh: string; en: string },
  index: number,
): GeneratedImage {
  const { lines, size } = nameLines(name.zh)
  const english = name.en.toUpperCase()
  // Spaced small capitals: the spacing widens the line by this much per character.
  const spacing = 0.6
  const tooWide = (size: number) => estimateTextWidth(english, size) + english.length * spacing > TEXT_W
  // The English line shrinks to fit the text column (11 px down to 8 px), then wraps to two lines.
  let small = 11
  while (small > 8 && tooWide(small)) small -= 0.5
  const subLines = tooWide(small) ? wrapText(english, small, TEXT_W, 2) : [english]
  const lh = size * 1.15
  const subLh = small * 1.3
  const block = lines.length * lh + 6 + subLines.length * subLh
  const top = (HEIGHT - block) / 2
  let body = `<g transform="translate(24 32)">${glyphAt(index)}</g>`
  lines.forEach((line, i) => (body += nameText(line, top + size * 0.88 + i * lh, size)))
  subLines.forEach((line, i) => {
    const y = top + lines.length * lh + 6 + small * 0.9 + i * subLh
    body +=
      `<text x="${TEXT_X}" y="${n(y)}" font-family="${fonts.latin}" font-size="${small}" font-weight="600" ` +
      `letter-spacing="${spacing}" fill="${MID}">${escapeXml(line)}</text>`
  })
  const svg = svgDocument(WIDTH, HEIGHT, body, { title: `${name.zh} ${name.en}` })
  return svgImage(svg, `${fileStem(kind, name.en)}.svg`, WIDTH, HEIGHT, altFor(kind, name))
}
