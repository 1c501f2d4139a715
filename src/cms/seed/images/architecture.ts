/**
 * Layered architecture diagrams (SVG, 1200 x 700): one row of rounded boxes per layer, connectors
 * between the layers and database cylinders in the bottom (storage) layer.
 */
import {
  cylinder,
  estimateTextWidth,
  fileStem,
  fitText,
  fonts,
  n,
  palette,
  rng,
  svgDocument,
  svgImage,
  escapeXml,
  hashString,
  hasNonLatin,
} from './svg'
import type { GeneratedImage } from './types'

const WIDTH = 1200
const HEIGHT = 700
const MARGIN_X = 48
const BAND_PAD_X = 24
const BOX_GAP = 16
const CYL_W = 22

type Box = { x: number; w: number; label: string }
type Row = { y: number; h: number; boxes: Box[]; fontSize: number; bottom: boolean; top: boolean }

/** Lays out one row: boxes sized to their text, scaled down (font first, then width) to fit. */
function layoutRow(labels: string[], bottom: boolean, maxBoxH: number): { boxes: Box[]; fontSize: number } {
  const inner = WIDTH - 2 * MARGIN_X - 2 * BAND_PAD_X
  const gaps = BOX_GAP * Math.max(0, labels.length - 1)
  const icon = bottom ? CYL_W + 12 : 0
  let fontSize = maxBoxH < 56 ? 15 : 17
  let widths: number[] = []
  for (; fontSize >= 11; fontSize--) {
    const pad = fontSize * 1.6
    widths = labels.map((l) => Math.max(96, estimateTextWidth(l, fontSize, true) + 2 * pad + icon))
    if (widths.reduce((a, b) => a + b, 0) + gaps <= inner) break
  }
  const natural = widths.reduce((a, b) => a + b, 0)
  const scale = natural + gaps > inner ? (inner - gaps) / natural : 1
  widths = widths.map((w) => w * scale)
  const free = inner - gaps - widths.reduce((a, b) => a + b, 0)
  // Spread leftover room over the boxes (up to +70%) so rows look balanced, not hugging the centre.
  const grow = Math.min(free / Math.max(1, labels.length), 0.7 * Math.max(...widths, 0))
  widths = widths.map((w) => w + grow)
  const total = widths.reduce((a, b) => a + b, 0) + gaps
  let x = (WIDTH - total) / 2
  const boxes = labels.map((label, i) => {
    const w = widths[i] as number
    const maxText = w - 2 * fontSize - icon
    const box = { x, w, label: fitText(label, fontSize, maxText, true) }
    x += w + BOX_GAP
    return box
  })
  return { boxes, fontSize }
}

function arrow(x: number, y1: number, y2: number, color: string, both: boolean): string {
  const head = 7
  let out = `<line x1="${n(x)}" y1="${n(y1 + (both ? head : 0))}" x2="${n(x)}" y2="${n(y2 - head)}" stroke="${color}" stroke-width="2"/>`
  out += `<path d="M${n(x - 5)} ${n(y2 - head)} L${n(x)} ${n(y2)} L${n(x + 5)} ${n(y2 - head)} Z" fill="${color}"/>`
  if (both)
    out += `<path d="M${n(x - 5)} ${n(y1 + head)} L${n(x)} ${n(y1)} L${n(x + 5)} ${n(y1 + head)} Z" fill="${color}"/>`
  return out
}

/** A box label's font: the Latin stack, or the CJK one for a Chinese label. */
const labelFont = (label: string) => (hasNonLatin(label) ? fonts.cjk : fonts.latin)

/**
 * A layered architecture diagram. `layers` runs top (access / applications) to bottom (data);
 * labels are short component names, in the diagram's language. `seed` varies minor decoration.
 */
export function architectureDiagram(title: string, layers: string[][], seed = 1): GeneratedImage {
  const r = rng(seed * 7919 + hashString(title))
  const rowsIn = layers.map((l) => l.map((s) => s.trim()).filter(Boolean)).filter((l) => l.length > 0)
  const top = 96
  const bottomPad = 36
  const count = Math.max(1, rowsIn.length)
  const avail = HEIGHT - top - bottomPad
  const connector = count > 1 ? Math.max(30, Math.min(64, 200 / (count - 1))) : 0
  const bandH = Math.min(count === 1 ? 160 : 132, (avail - connector * (count - 1)) / count)
  const boxH = Math.min(64, bandH - 28)
  const contentH = count * bandH + (count - 1) * connector
  const startY = top + (avail - contentH) / 2

  const rows: Row[] = rowsIn.map((labels, i) => {
    const bottom = i === rowsIn.length - 1
    const { boxes, fontSize } = layoutRow(labels, bottom, boxH)
    return { y: startY + i * (bandH + connector), h: bandH, boxes, fontSize, bottom, top: i === 0 }
  })

  const defs =
    `<linearGradient id="arch-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/>` +
    `<stop offset="1" stop-color="#F4F9FF"/></linearGradient>` +
    `<linearGradient id="arch-top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accent}"/>` +
    `<stop offset="1" stop-color="${palette.accentStrong}"/></linearGradient>` +
    `<pattern id="arch-dots" width="24" height="24" patternUnits="userSpaceOnUse" ` +
    `patternTransform="translate(${r.int(0, 23)} ${r.int(0, 23)})"><circle cx="2" cy="2" r="1.2" fill="#D5E6FA"/></pattern>` +
    `<filter id="arch-shadow" x="-10%" y="-20%" width="120%" height="160%">` +
    `<feDropShadow dx="0" dy="2" stdDeviation="3" flood-color="#0F172A" flood-opacity="0.08"/></filter>`

  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#arch-bg)"/>`
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#arch-dots)" opacity="0.7"/>`
  // Title with an accent tick.
  body += `<rect x="${MARGIN_X}" y="38" width="6" height="30" rx="3" fill="${palette.accent}"/>`
  body +=
    `<text x="${MARGIN_X + 20}" y="63" font-family="${fonts.cjk}" font-size="28" font-weight="700" ` +
    `fill="${palette.ink}">${escapeXml(fitText(title, 28, WIDTH - 2 * MARGIN_X - 40, true))}</text>`

  rows.forEach((row, i) => {
    const bandX = MARGIN_X
    const bandW = WIDTH - 2 * MARGIN_X
    const bandFill = row.bottom ? palette.accentSoft : i % 2 === 0 ? '#FFFFFF' : '#F8FBFF'
    body +=
      `<rect x="${bandX}" y="${n(row.y)}" width="${bandW}" height="${n(row.h)}" rx="12" fill="${bandFill}" ` +
      `stroke="${row.bottom ? '#BFDBFE' : palette.border}" stroke-width="1"${row.bottom ? '' : ' stroke-dasharray="0"'}/>`
    const boxY = row.y + (row.h - boxH) / 2
    for (const box of row.boxes) {
      const cx = box.x + box.w / 2
      const textY = boxY + boxH / 2 + row.fontSize * 0.36
      if (row.top) {
        body += `<rect x="${n(box.x)}" y="${n(boxY)}" width="${n(box.w)}" height="${n(boxH)}" rx="8" fill="url(#arch-top)" filter="url(#arch-shadow)"/>`
        body += `<text x="${n(cx)}" y="${n(textY)}" text-anchor="middle" font-family="${labelFont(box.label)}" font-size="${row.fontSize}" font-weight="600" fill="#FFFFFF">${escapeXml(box.label)}</text>`
      } else if (row.bottom) {
        body += `<rect x="${n(box.x)}" y="${n(boxY)}" width="${n(box.w)}" height="${n(boxH)}" rx="8" fill="#FFFFFF" stroke="${palette.accent}" stroke-width="1.5" filter="url(#arch-shadow)"/>`
        const textW = estimateTextWidth(box.label, row.fontSize, true)
        const groupW = CYL_W + 10 + textW
        const gx = cx - groupW / 2
        const cylH = Math.min(28, boxH - 22)
        body += cylinder(gx + CYL_W / 2, boxY + (boxH - cylH) / 2 + 2, CYL_W, cylH - 4, {
          body: palette.accent,
          top: '#7CC0FF',
          stripe: '#FFFFFF',
        })
        body += `<text x="${n(gx + CYL_W + 10)}" y="${n(textY)}" font-family="${labelFont(box.label)}" font-size="${row.fontSize}" font-weight="600" fill="${palette.ink}">${escapeXml(box.label)}</text>`
      } else {
        body += `<rect x="${n(box.x)}" y="${n(boxY)}" width="${n(box.w)}" height="${n(boxH)}" rx="8" fill="#FFFFFF" stroke="#BFDBFE" stroke-width="1.5" filter="url(#arch-shadow)"/>`
        body += `<rect x="${n(box.x)}" y="${n(boxY)}" width="4" height="${n(boxH)}" rx="2" fill="${palette.accent}"/>`
        body += `<text x="${n(cx + 2)}" y="${n(textY)}" text-anchor="middle" font-family="${labelFont(box.label)}" font-size="${row.fontSize}" font-weight="600" fill="${palette.ink}">${escapeXml(box.label)}</text>`
      }
    }
    // Connectors to the next layer: one per box of the row with fewer boxes, at that box's centre.
    const next = rows[i + 1]
    if (next) {
      const y1 = row.y + row.h + 4
      const y2 = next.y - 4
      const anchors = (row.boxes.length <= next.boxes.length ? row.boxes : next.boxes).map(
        (b) => b.x + b.w / 2,
      )
      const both = next.bottom
      for (const x of anchors)
        body += arrow(x, y1, y2, i % 2 === 0 ? palette.accent : palette.accentStrong, both)
    }
  })

  const svg = svgDocument(WIDTH, HEIGHT, body, { title, defs })
  const summaryEn = rowsIn.map((l) => l.join(', ')).join('; ')
  const summaryZh = rowsIn.map((l) => l.join('、')).join('；')
  return svgImage(svg, `${fileStem('architecture', title)}.svg`, WIDTH, HEIGHT, {
    zh: `${title} 架构图：共 ${rowsIn.length} 层，自上而下为 ${summaryZh}，底层为数据存储`,
    en: `${title} architecture diagram in ${rowsIn.length} layers, top to bottom: ${summaryEn}; data storage at the bottom`,
  })
}
