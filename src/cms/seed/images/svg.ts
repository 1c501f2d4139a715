/**
 * Small helpers shared by the seed's image generators: XML escaping, a seeded PRNG, rough text
 * measurement, SVG document assembly and rasterisation with sharp.
 */
import sharp from 'sharp'

import type { GeneratedImage, LocalizedText } from './types'

/** Design tokens (see /work/shared/DESIGN.md). */
export const palette = {
  accent: '#1E90FF',
  accentStrong: '#0A6CDB',
  accentSoft: '#E8F3FF',
  ink: '#0F172A',
  inkMuted: '#475569',
  inkSubtle: '#64748B',
  border: '#E2E8F0',
  nightFrom: '#0F172A',
  nightTo: '#10243F',
  white: '#FFFFFF',
} as const

/** Font stacks. Raster output must use only generic `sans-serif` (librsvg may lack CJK fonts). */
export const fonts = {
  latin: 'Inter, Helvetica Neue, Arial, sans-serif',
  cjk: 'Noto Sans SC, PingFang SC, Microsoft YaHei, sans-serif',
  raster: 'sans-serif',
} as const

export const SVG_MIME = 'image/svg+xml'

/** Escapes the five XML special characters so any text can be embedded in SVG content or attributes. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** FNV-1a 32-bit hash of a string; used to derive seeds and stable file names. */
export function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Seeded PRNG (mulberry32) returning floats in [0, 1). Same seed, same sequence. */
export function createPrng(seed: number): () => number {
  let a = (Math.floor(seed) ^ 0x9e3779b9) >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A few conveniences over a PRNG. */
export function rng(seed: number) {
  const next = createPrng(seed)
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, maxInclusive: number) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  }
}

/** Rounds a coordinate to 2 decimals so the SVG stays small and byte-stable. */
export function n(value: number): string {
  const r = Math.round(value * 100) / 100
  return Object.is(r, -0) ? '0' : String(r)
}

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/
const NARROW = /[ilIj.,:;'!|`()[\]{}\-/]/
const WIDE = /[MWmw@%&]/

/**
 * Rough rendered width of a text in a neutral sans-serif at `fontSize`: CJK and full-width
 * characters count as 1 em, Latin by classes of letter width.
 */
export function estimateTextWidth(text: string, fontSize: number, bold = false): number {
  let em = 0
  for (const ch of text) {
    if (CJK.test(ch)) em += 1
    else if (ch === ' ') em += 0.28
    else if (NARROW.test(ch)) em += 0.3
    else if (WIDE.test(ch)) em += 0.85
    else if (/[A-Z0-9]/.test(ch)) em += 0.66
    else em += 0.55
  }
  return em * fontSize * (bold ? 1.06 : 1)
}

/** True when the text holds characters outside Latin scripts (e.g. CJK). */
export function hasNonLatin(text: string): boolean {
  return /[^\u0000-\u024f\u2000-\u206f]/.test(text)
}

/** Shortens a text with an ellipsis until its estimated width fits `maxWidth`. */
export function fitText(text: string, fontSize: number, maxWidth: number, bold = false): string {
  if (estimateTextWidth(text, fontSize, bold) <= maxWidth) return text
  const chars = Array.from(text)
  while (chars.length > 1 && estimateTextWidth(chars.join('') + '…', fontSize, bold) > maxWidth) chars.pop()
  return chars.join('').trimEnd() + '…'
}

/**
 * Greedy line wrapping by estimated width. Latin text breaks at spaces, CJK text between any two
 * characters. Lines beyond `maxLines` are dropped and the last kept line gets an ellipsis.
 */
export function wrapText(
  text: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
  bold = false,
): string[] {
  const tokens =
    text.match(
      /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+|\s+/g,
    ) ?? []
  const lines: string[] = []
  let line = ''
  for (const token of tokens) {
    const candidate = line + token
    if (line.trim() !== '' && estimateTextWidth(candidate.trimEnd(), fontSize, bold) > maxWidth) {
      lines.push(line.trim())
      line = /^\s+$/.test(token) ? '' : token
    } else {
      line = candidate
    }
  }
  if (line.trim() !== '') lines.push(line.trim())
  // Closing CJK punctuation never starts a line.
  for (let i = 1; i < lines.length; i++) {
    const m = /^[，。、；：！？）》」』,.;:!?)]+/.exec(lines[i] as string)
    if (m) {
      lines[i - 1] += m[0]
      lines[i] = (lines[i] as string).slice(m[0].length)
    }
  }
  const kept = lines.filter((l) => l !== '')
  if (kept.length <= maxLines) return kept
  const out = kept.slice(0, maxLines)
  out[maxLines - 1] = fitText((out[maxLines - 1] as string) + '…', fontSize, maxWidth, bold).replace(
    /…+$/,
    '…',
  )
  return out
}

/** A URL- and file-safe slug of the Latin part of a text ('' when nothing Latin is left). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '')
}

/** A file-name stem: the slug when there is one, always suffixed with a short stable hash. */
export function fileStem(prefix: string, text: string): string {
  const slug = slugify(text)
  const hash = hashString(text).toString(36).slice(0, 6)
  return [prefix, slug, hash].filter(Boolean).join('-')
}

/** Wraps SVG content into a standalone document with xmlns, width, height and viewBox. */
export function svgDocument(
  width: number,
  height: number,
  body: string,
  options: { title?: string; defs?: string } = {},
): string {
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : ''
  const defs = options.defs ? `<defs>${options.defs}</defs>` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img">${title}${defs}${body}</svg>`
  )
}

/** Packs an SVG string as a GeneratedImage. */
export function svgImage(
  svg: string,
  filename: string,
  width: number,
  height: number,
  alt: LocalizedText,
): GeneratedImage {
  return { data: Buffer.from(svg, 'utf8'), mimetype: SVG_MIME, filename, width, height, alt }
}

export type RasterFormat = 'png' | 'webp'

/**
 * Renders an SVG to PNG (max compression, optional palette) or WebP at exactly width x height.
 * Text in such SVGs must be Latin with font-family sans-serif.
 */
export async function rasterize(
  svg: string,
  width: number,
  height: number,
  format: RasterFormat,
  options: { palette?: boolean; quality?: number; effort?: number } = {},
): Promise<Buffer> {
  const image = sharp(Buffer.from(svg, 'utf8'), { density: 72 }).resize(width, height, { fit: 'fill' })
  if (format === 'webp') {
    return image
      .webp({ quality: options.quality ?? 80, effort: options.effort ?? 6, smartSubsample: true })
      .toBuffer()
  }
  return image
    .png({
      compressionLevel: 9,
      adaptiveFiltering: true,
      palette: options.palette ?? false,
      ...(options.palette ? { quality: options.quality ?? 90, effort: 10, dither: 1 } : {}),
    })
    .toBuffer()
}

/**
 * A database cylinder: body (side + bottom arc) filled with `body`, top ellipse filled with `top`,
 * optional thin stripes on the body. (cx, y) is the centre of the top ellipse.
 */
export function cylinder(
  cx: number,
  y: number,
  width: number,
  height: number,
  colors: { body: string; top: string; stroke?: string; stripe?: string; opacity?: number },
  stripes = 2,
): string {
  const rx = width / 2
  const ry = Math.max(2, width * 0.16)
  const x0 = cx - rx
  const x1 = cx + rx
  const yb = y + height
  const stroke = colors.stroke ? ` stroke="${colors.stroke}" stroke-width="1.5"` : ''
  const op = colors.opacity !== undefined ? ` opacity="${n(colors.opacity)}"` : ''
  let out = `<g${op}>`
  out +=
    `<path d="M${n(x0)} ${n(y)} V${n(yb)} A${n(rx)} ${n(ry)} 0 0 0 ${n(x1)} ${n(yb)} V${n(y)} Z" ` +
    `fill="${colors.body}"${stroke}/>`
  if (colors.stripe) {
    for (let i = 1; i <= stripes; i++) {
      const sy = y + (height * i) / (stripes + 1)
      out +=
        `<path d="M${n(x0)} ${n(sy)} A${n(rx)} ${n(ry)} 0 0 0 ${n(x1)} ${n(sy)}" fill="none" ` +
        `stroke="${colors.stripe}" stroke-width="${n(Math.max(1, width / 40))}"/>`
    }
  }
  out += `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${colors.top}"${stroke}/>`
  out += '</g>'
  return out
}
