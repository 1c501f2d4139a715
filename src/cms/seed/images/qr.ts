/**
 * QR codes (PNG, 480 x 480) built with the `qrcode` package: ink modules on white with a quiet zone
 * and the brand mark in the centre (error correction level H keeps it scannable).
 */
import QRCode from 'qrcode'

import { brandMarkSvg } from './logo'
import { fileStem, hasNonLatin, n, palette, rasterize, svgDocument } from './svg'
import type { GeneratedImage, LocalizedText } from './types'

const SIZE = 480
const QUIET = 4 // modules of quiet zone, as the QR spec asks

/** Module matrix of the QR symbol for `text` (true = dark), exported for tests. */
export function qrMatrix(text: string): boolean[][] {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'H' })
  const size = qr.modules.size
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.modules.get(row, col) === 1),
  )
}

/** Geometry shared by the renderer and the tests: module size and offset in pixels. */
export function qrLayout(moduleCount: number): { cell: number; offset: number; logo: number } {
  // Whole-pixel modules keep the edges sharp; the rest of the canvas widens the quiet zone.
  const cell = Math.max(1, Math.floor(SIZE / (moduleCount + 2 * QUIET)))
  const offset = Math.floor((SIZE - cell * moduleCount) / 2)
  // The centre logo covers at most ~20 % of the width (~4 % of the area, well within level H).
  return { cell, offset, logo: Math.floor(moduleCount * 0.2) * cell }
}

/** The QR SVG (no text). */
export function qrSvg(text: string): string {
  const matrix = qrMatrix(text)
  const count = matrix.length
  const { cell, offset, logo } = qrLayout(count)
  let d = ''
  matrix.forEach((row, y) => {
    // One horizontal run per sequence of dark modules keeps the path short.
    let x = 0
    while (x < count) {
      if (!row[x]) {
        x++
        continue
      }
      let end = x
      while (end < count && row[end]) end++
      d += `M${n(offset + x * cell)} ${n(offset + y * cell)}h${n((end - x) * cell)}v${n(cell)}h${n(-(end - x) * cell)}z`
      x = end
    }
  })
  const c = SIZE / 2
  const mark = brandMarkSvg('qr-mark')
  const pad = logo + cell * 1.2
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="#FFFFFF"/>` +
    `<path d="${d}" fill="${palette.ink}" shape-rendering="crispEdges"/>` +
    `<rect x="${n(c - pad / 2)}" y="${n(c - pad / 2)}" width="${n(pad)}" height="${n(pad)}" rx="${n(cell * 1.5)}" fill="#FFFFFF"/>` +
    `<g transform="translate(${n(c - logo / 2)} ${n(c - logo / 2)}) scale(${n(logo / 100)})">${mark.body}</g>`
  return svgDocument(SIZE, SIZE, body, { defs: mark.defs })
}

/**
 * A QR code PNG for `text` (a URL). `label` names what it leads to (e.g. 'Official account' or
 * { zh: '官方公众号', en: 'Official account' }) and goes into the alt texts and file name.
 */
export async function qrCode(text: string, label: string | LocalizedText): Promise<GeneratedImage> {
  const l: LocalizedText =
    typeof label !== 'string'
      ? label
      : hasNonLatin(label)
        ? { zh: label, en: 'the linked page' }
        : { zh: label, en: label }
  const data = await rasterize(qrSvg(text), SIZE, SIZE, 'png', { palette: true })
  return {
    data,
    mimetype: 'image/png',
    filename: `${fileStem('qr', text)}.png`,
    width: SIZE,
    height: SIZE,
    alt: {
      zh: `${l.zh}二维码，扫码访问 ${text}`,
      en: `QR code for ${l.en}: scan to open ${text}`,
    },
  }
}
