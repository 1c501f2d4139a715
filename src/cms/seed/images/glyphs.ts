/**
 * Text drawn as SVG paths with the bundled Noto Sans SC (the @fontsource package's WOFF subsets), so
 * seeded SVG images read the same on any machine: inside an <img>, SVG text can only use the
 * visitor's system fonts, and a machine without CJK fonts shows boxes.
 *
 * A minimal TrueType reader: WOFF 1 container (zlib), cmap formats 4 and 12, hmtx, loca and glyf
 * (simple and composite glyphs). No kerning or shaping, which CJK titles and short Latin lines
 * do not need.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import { escapeXml, hasNonLatin, n } from './svg'

interface Font {
  unitsPerEm: number
  glyph: (gid: number) => Glyph
  gidOf: (cp: number) => number
  advance: (gid: number) => number
}

interface Glyph {
  /** Contours of points in font units; on-curve flag per point. */
  contours: { x: number; y: number; on: boolean }[][]
}

const PACKAGE_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-sc')

function readWoff(file: string): Map<string, Buffer> {
  const buf = readFileSync(file)
  if (buf.toString('latin1', 0, 4) !== 'wOFF') throw new Error(`not a WOFF file: ${file}`)
  const numTables = buf.readUInt16BE(12)
  const tables = new Map<string, Buffer>()
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20
    const tag = buf.toString('latin1', o, o + 4)
    const offset = buf.readUInt32BE(o + 4)
    const compLength = buf.readUInt32BE(o + 8)
    const origLength = buf.readUInt32BE(o + 12)
    const raw = buf.subarray(offset, offset + compLength)
    tables.set(tag, compLength < origLength ? inflateSync(raw) : raw)
  }
  return tables
}

function parseFont(file: string): Font {
  const t = readWoff(file)
  const need = (tag: string) => {
    const b = t.get(tag)
    if (!b) throw new Error(`${path.basename(file)} has no ${tag} table`)
    return b
  }
  const head = need('head')
  const unitsPerEm = head.readUInt16BE(18)
  const longLoca = head.readInt16BE(50) === 1
  const numGlyphs = need('maxp').readUInt16BE(4)
  const numHMetrics = need('hhea').readUInt16BE(34)
  const hmtx = need('hmtx')
  const loca = need('loca')
  const glyf = need('glyf')
  const cmap = need('cmap')

  // Unicode cmap subtable: prefer format 12 (full range), else format 4.
  let sub4 = -1
  let sub12 = -1
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const platform = cmap.readUInt16BE(4 + i * 8)
    const offset = cmap.readUInt32BE(8 + i * 8)
    const format = cmap.readUInt16BE(offset)
    if (platform !== 0 && platform !== 3) continue
    if (format === 12) sub12 = offset
    else if (format === 4) sub4 = offset
  }

  const gidOf = (cp: number): number => {
    if (sub12 >= 0) {
      const groups = cmap.readUInt32BE(sub12 + 12)
      for (let i = 0; i < groups; i++) {
        const o = sub12 + 16 + i * 12
        const start = cmap.readUInt32BE(o)
        const end = cmap.readUInt32BE(o + 4)
        if (cp >= start && cp <= end) return cmap.readUInt32BE(o + 8) + (cp - start)
      }
      return 0
    }
    if (sub4 < 0 || cp > 0xffff) return 0
    const segX2 = cmap.readUInt16BE(sub4 + 6)
    const ends = sub4 + 14
    const starts = ends + segX2 + 2
    const deltas = starts + segX2
    const rangeOffsets = deltas + segX2
    for (let i = 0; i < segX2 / 2; i++) {
      if (cp > cmap.readUInt16BE(ends + i * 2)) continue
      const start = cmap.readUInt16BE(starts + i * 2)
      if (cp < start) return 0
      const delta = cmap.readInt16BE(deltas + i * 2)
      const ro = cmap.readUInt16BE(rangeOffsets + i * 2)
      if (ro === 0) return (cp + delta) & 0xffff
      const g = cmap.readUInt16BE(rangeOffsets + i * 2 + ro + (cp - start) * 2)
      return g === 0 ? 0 : (g + delta) & 0xffff
    }
    return 0
  }

  const advance = (gid: number) => hmtx.readUInt16BE(Math.min(gid, numHMetrics - 1) * 4)

  const glyphRange = (gid: number): [number, number] =>
    longLoca
      ? [loca.readUInt32BE(gid * 4), loca.readUInt32BE(gid * 4 + 4)]
      : [loca.readUInt16BE(gid * 2) * 2, loca.readUInt16BE(gid * 2 + 2) * 2]

  const glyph = (gid: number, depth = 0): Glyph => {
    if (gid >= numGlyphs || depth > 8) return { contours: [] }
    const [start, end] = glyphRange(gid)
    if (end <= start) return { contours: [] }
    const g = glyf.subarray(start, end)
    const numContours = g.readInt16BE(0)
    if (numContours < 0) return composite(g, depth)
    const endPts: number[] = []
    for (let i = 0; i < numContours; i++) endPts.push(g.readUInt16BE(10 + i * 2))
    const count = numContours ? endPts[numContours - 1]! + 1 : 0
    let p = 10 + numContours * 2
    p += 2 + g.readUInt16BE(p) // skip instructions
    const flags: number[] = []
    while (flags.length < count) {
      const f = g[p++]!
      flags.push(f)
      if (f & 8) {
        let repeat = g[p++]!
        while (repeat-- > 0) flags.push(f)
      }
    }
    const coords = (short: number, same: number): number[] => {
      const out: number[] = []
      let v = 0
      for (const f of flags) {
        if (f & short) {
          const d = g[p++]!
          v += f & same ? d : -d
        } else if (!(f & same)) {
          v += g.readInt16BE(p)
          p += 2
        }
        out.push(v)
      }
      return out
    }
    const xs = coords(2, 16)
    const ys = coords(4, 32)
    const contours: Glyph['contours'] = []
    let first = 0
    for (const last of endPts) {
      const c = []
      for (let i = first; i <= last; i++) c.push({ x: xs[i]!, y: ys[i]!, on: (flags[i]! & 1) === 1 })
      contours.push(c)
      first = last + 1
    }
    return { contours }
  }

  const composite = (g: Buffer, depth: number): Glyph => {
    const contours: Glyph['contours'] = []
    let p = 10
    for (;;) {
      const flags = g.readUInt16BE(p)
      const gid = g.readUInt16BE(p + 2)
      p += 4
      let dx: number
      let dy: number
      if (flags & 1) {
        dx = g.readInt16BE(p)
        dy = g.readInt16BE(p + 2)
        p += 4
      } else {
        dx = g.readInt8(p)
        dy = g.readInt8(p + 1)
        p += 2
      }
      let [a, b, c, d] = [1, 0, 0, 1]
      const f2dot14 = (o: number) => g.readInt16BE(o) / 16384
      if (flags & 8) {
        a = d = f2dot14(p)
        p += 2
      } else if (flags & 0x40) {
        a = f2dot14(p)
        d = f2dot14(p + 2)
        p += 4
      } else if (flags & 0x80) {
        a = f2dot14(p)
        b = f2dot14(p + 2)
        c = f2dot14(p + 4)
        d = f2dot14(p + 6)
        p += 8
      }
      // Point-matching offsets (ARGS_ARE_XY_VALUES unset) are rare in CJK fonts; treat them as zero.
      if (!(flags & 2)) dx = dy = 0
      for (const contour of glyph(gid, depth + 1).contours) {
        contours.push(
          contour.map((pt) => ({ x: a * pt.x + c * pt.y + dx, y: b * pt.x + d * pt.y + dy, on: pt.on })),
        )
      }
      if (!(flags & 0x20)) break
    }
    return { contours }
  }

  return { unitsPerEm, glyph, gidOf, advance }
}

/** SVG path data of one glyph's contours, scaled and placed with its origin at (ox, oy). */
function contourPath(glyph: Glyph, ox: number, oy: number, scale: number): string {
  const X = (x: number) => n(ox + x * scale)
  const Y = (y: number) => n(oy - y * scale)
  let d = ''
  for (const pts of glyph.contours) {
    if (pts.length === 0) continue
    // Start on an on-curve point (or the midpoint of two off-curve points).
    let startIdx = pts.findIndex((pt) => pt.on)
    let start: { x: number; y: number }
    if (startIdx < 0) {
      start = { x: (pts[0]!.x + pts[1 % pts.length]!.x) / 2, y: (pts[0]!.y + pts[1 % pts.length]!.y) / 2 }
      startIdx = 0
    } else {
      start = pts[startIdx]!
    }
    d += `M${X(start.x)} ${Y(start.y)}`
    let control: { x: number; y: number } | null = null
    for (let k = 1; k <= pts.length; k++) {
      const pt = pts[(startIdx + k) % pts.length]!
      if (pt.on) {
        d += control ? `Q${X(control.x)} ${Y(control.y)} ${X(pt.x)} ${Y(pt.y)}` : `L${X(pt.x)} ${Y(pt.y)}`
        control = null
      } else if (control) {
        const mid = { x: (control.x + pt.x) / 2, y: (control.y + pt.y) / 2 }
        d += `Q${X(control.x)} ${Y(control.y)} ${X(mid.x)} ${Y(mid.y)}`
        control = pt
      } else {
        control = pt
      }
    }
    if (control) d += `Q${X(control.x)} ${Y(control.y)} ${X(start.x)} ${Y(start.y)}`
    d += 'Z'
  }
  return d
}

type Weight = 400 | 700

/** Subset files of one weight with their unicode ranges, read from the package's CSS. */
const subsetCache = new Map<Weight, { file: string; ranges: [number, number][] }[]>()
const fontCache = new Map<string, Font>()

function subsets(weight: Weight) {
  let list = subsetCache.get(weight)
  if (list) return list
  const css = readFileSync(path.join(PACKAGE_DIR, `${weight}.css`), 'utf8')
  list = []
  for (const block of css.split('@font-face').slice(1)) {
    const file = block.match(/files\/([^)]+?\.woff)\)/)?.[1]
    const range = block.match(/unicode-range:\s*([^;]+);/)?.[1]
    if (!file || !range) continue
    const ranges = range.split(',').map((r): [number, number] => {
      const [a, b] = r.trim().replace(/^U\+/i, '').split('-')
      return [parseInt(a!, 16), parseInt(b ?? a!, 16)]
    })
    list.push({ file, ranges })
  }
  subsetCache.set(weight, list)
  return list
}

function fontFor(cp: number, weight: Weight, latin: boolean): Font | null {
  const covers = (s: { ranges: [number, number][] }) => s.ranges.some(([a, b]) => cp >= a && cp <= b)
  // Punctuation such as curly quotes sits in both the CJK and the Latin subsets: Latin lines take
  // the proportional Latin forms.
  const all = subsets(weight)
  const entry =
    (latin ? all.find((s) => s.file.includes('-latin-') && covers(s)) : undefined) ?? all.find(covers)
  if (!entry) return null
  let font = fontCache.get(entry.file)
  if (!font) {
    font = parseFont(path.join(PACKAGE_DIR, 'files', entry.file))
    fontCache.set(entry.file, font)
  }
  return font
}

/**
 * Where a glyph sits, in font units: its advance and how far its outline is moved right. A CJK font
 * draws quotes and dashes in a full-width cell (the ink at one side of an empty em), which in a
 * Latin line leaves a wide gap beside the mark; there the cell shrinks to the ink plus a Latin
 * side bearing, as a Latin font draws it. (No `pwid` feature here: this reader does no shaping.)
 */
function placement(font: Font, gid: number, latin: boolean): { advance: number; shift: number } {
  const advance = font.advance(gid)
  if (!latin || advance < font.unitsPerEm) return { advance, shift: 0 }
  const xs = font.glyph(gid).contours.flatMap((c) => c.map((p) => p.x))
  if (xs.length === 0) return { advance, shift: 0 }
  const bearing = Math.round(font.unitsPerEm * 0.06)
  const left = Math.min(...xs)
  return { advance: Math.max(...xs) - left + 2 * bearing, shift: bearing - left }
}

/** True when the bundled font is installed (it is a dependency; tests may run without it). */
export function glyphFontAvailable(): boolean {
  return existsSync(path.join(PACKAGE_DIR, '400.css'))
}

export interface GlyphTextOptions {
  x: number
  y: number
  size: number
  weight?: Weight
  fill: string
  anchor?: 'start' | 'middle' | 'end'
  letterSpacing?: number
}

/** Width of a text in the bundled font at `size` (px). */
export function glyphTextWidth(text: string, size: number, weight: Weight = 400, letterSpacing = 0): number {
  const latin = !hasNonLatin(text)
  let w = 0
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    const font = fontFor(cp, weight, latin)
    if (font) w += (placement(font, font.gidOf(cp), latin).advance / font.unitsPerEm) * size
    else w += size * 0.5
    w += letterSpacing
  }
  return Math.max(0, w - letterSpacing)
}

/**
 * The text as one SVG <path> (baseline at y). Falls back to a <text> element when the font package
 * is missing, so the seed still works.
 */
export function glyphText(text: string, o: GlyphTextOptions): string {
  const weight = o.weight ?? 400
  const spacing = o.letterSpacing ?? 0
  if (!glyphFontAvailable()) {
    const anchor = o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : ''
    return (
      `<text x="${n(o.x)}" y="${n(o.y)}"${anchor} font-family="Noto Sans SC, sans-serif" font-size="${o.size}" ` +
      `font-weight="${weight}" fill="${o.fill}">${escapeXml(text)}</text>`
    )
  }
  const width = glyphTextWidth(text, o.size, weight, spacing)
  const latin = !hasNonLatin(text)
  let x = o.anchor === 'middle' ? o.x - width / 2 : o.anchor === 'end' ? o.x - width : o.x
  let d = ''
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    const font = fontFor(cp, weight, latin)
    if (!font) {
      x += o.size * 0.5 + spacing
      continue
    }
    const gid = font.gidOf(cp)
    const scale = o.size / font.unitsPerEm
    const { advance, shift } = placement(font, gid, latin)
    d += contourPath(font.glyph(gid), x + shift * scale, o.y, scale)
    x += advance * scale + spacing
  }
  return `<path d="${d}" fill="${o.fill}"/>`
}
