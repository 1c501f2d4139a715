/**
 * Honor certificates (800 x 560): a double frame with corner ornaments, a medal with ribbons, the
 * Chinese title, the English title and the year. Drawn as SVG, with all text as paths in the bundled
 * Noto Sans SC (see glyphs.ts), so the drawing needs no system font; uploaded as a WebP, the way an
 * editor uploads a scanned certificate. A raster image is decoded off the page's main thread and gets
 * Payload's resized variants; an SVG inside <img> is laid out as a document of its own on the main
 * thread, once per certificate (docs/performance.md, "Certificates as scans").
 */
import { glyphText, glyphTextWidth } from './glyphs'
import { fileStem, n, palette, rasterize, rng, svgDocument, wrapText } from './svg'
import type { GeneratedImage, LocalizedText } from './types'

const WIDTH = 800
const HEIGHT = 560

/** Star polygon points around (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const pts: string[] = []
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? outer : inner
    const a = -Math.PI / 2 + (i * Math.PI) / points
    pts.push(`${n(cx + rad * Math.cos(a))},${n(cy + rad * Math.sin(a))}`)
  }
  return pts.join(' ')
}

/** Inner emblem of the medal, varied by index. */
function emblem(kind: number, cx: number, cy: number): string {
  switch (kind) {
    case 0:
      return `<polygon points="${star(cx, cy, 20, 8.5)}" fill="#FFFFFF"/>`
    case 1: // trophy cup
      return (
        `<path d="M${cx - 14} ${cy - 16} H${cx + 14} V${cy - 4} A14 14 0 0 1 ${cx - 14} ${cy - 4} Z" fill="#FFFFFF"/>` +
        `<path d="M${cx - 14} ${cy - 12} H${cx - 21} V${cy - 6} A7 7 0 0 0 ${cx - 13} ${cy + 2}" fill="none" stroke="#FFFFFF" stroke-width="3"/>` +
        `<path d="M${cx + 14} ${cy - 12} H${cx + 21} V${cy - 6} A7 7 0 0 1 ${cx + 13} ${cy + 2}" fill="none" stroke="#FFFFFF" stroke-width="3"/>` +
        `<rect x="${cx - 3}" y="${cy + 9}" width="6" height="8" fill="#FFFFFF"/>` +
        `<rect x="${cx - 11}" y="${cy + 16}" width="22" height="5" rx="2" fill="#FFFFFF"/>`
      )
    case 2: // database cylinder with a check
      return (
        `<path d="M${cx - 15} ${cy - 12} V${cy + 12} A15 5 0 0 0 ${cx + 15} ${cy + 12} V${cy - 12} Z" fill="#FFFFFF"/>` +
        `<ellipse cx="${cx}" cy="${cy - 12}" rx="15" ry="5" fill="#DCEBFF"/>` +
        `<path d="M${cx - 7} ${cy + 3} L${cx - 2} ${cy + 8} L${cx + 8} ${cy - 3}" fill="none" stroke="${palette.accentStrong}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
      )
    default: // shield
      return (
        `<path d="M${cx} ${cy - 20} L${cx + 17} ${cy - 13} V${cy} C${cx + 17} ${cy + 11} ${cx + 8} ${cy + 18} ${cx} ${cy + 22} C${cx - 8} ${cy + 18} ${cx - 17} ${cy + 11} ${cx - 17} ${cy} V${cy - 13} Z" fill="#FFFFFF"/>` +
        `<polygon points="${star(cx, cy, 9, 4)}" fill="${palette.accentStrong}"/>`
      )
  }
}

/** Laurel branch: leaves along an arc on one side of the medal. */
function laurel(cx: number, cy: number, radius: number, side: 1 | -1): string {
  let out = ''
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 2 + side * (0.55 + i * 0.3)
    const x = cx + radius * Math.cos(a)
    const y = cy + radius * Math.sin(a)
    // Leaves follow the tangent of the arc, tilted outwards.
    const rot = (a * 180) / Math.PI + 28 * side
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="3.6" ry="9.5" transform="rotate(${n(rot)} ${n(x)} ${n(y)})" fill="${palette.accent}" opacity="${n(0.55 + i * 0.07)}"/>`
  }
  return out
}

function corner(style: number, x: number, y: number, sx: 1 | -1, sy: 1 | -1): string {
  const c = palette.accent
  const t = `translate(${x} ${y}) scale(${sx} ${sy})`
  switch (style) {
    case 0:
      return `<path transform="${t}" d="M0 34 V0 H34" fill="none" stroke="${c}" stroke-width="3"/><rect transform="${t}" x="8" y="8" width="8" height="8" fill="${c}"/>`
    case 1:
      return `<path transform="${t}" d="M0 40 Q0 0 40 0" fill="none" stroke="${c}" stroke-width="2.5"/><circle transform="${t}" cx="12" cy="12" r="4" fill="${c}"/>`
    default:
      return `<path transform="${t}" d="M0 14 L14 0 L28 14 L14 28 Z" fill="none" stroke="${c}" stroke-width="2"/><path transform="${t}" d="M9 14 L14 9 L19 14 L14 19 Z" fill="${c}"/>`
  }
}

/**
 * One line, or two of about equal width measured in the bundled font: never one character alone on
 * the second line, never a line that starts with closing or ends with opening punctuation.
 */
function balancedLines(text: string, size: number, maxWidth: number): string[] {
  const width = (t: string) => glyphTextWidth(t, size, 700)
  if (width(text) <= maxWidth) return [text]
  const tokens = text.match(
    /[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]+|\s+/g,
  ) ?? [text]
  let best: string[] = [text]
  let bestWidth = Infinity
  for (let i = 1; i < tokens.length; i++) {
    const a = tokens.slice(0, i).join('').trim()
    const b = tokens.slice(i).join('').trim()
    if (!a || !b || /^[）)，。、：；”’》]/.test(b) || /[（(“‘《]$/.test(a)) continue
    const w = Math.max(width(a), width(b))
    if (w < bestWidth) {
      best = [a, b]
      bestWidth = w
    }
  }
  return best
}

/**
 * A certificate for an honor or award in one language, as SVG text: `zh` carries the Chinese title
 * large and the English one small; `en` carries only the English title, for the English host (issue
 * 20: no Chinese on it). `index` varies emblem, corners and guilloche pattern.
 */
export function honorCertificateSvg(
  title: LocalizedText,
  year: number,
  index: number,
  lang: 'zh' | 'en' = 'zh',
): string {
  const r = rng(index * 9973 + year)
  const style = ((index % 3) + 3) % 3
  const emblemKind = ((index % 4) + 4) % 4

  const defs =
    `<linearGradient id="hc-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF"/>` +
    `<stop offset="1" stop-color="#F1F7FF"/></linearGradient>` +
    `<linearGradient id="hc-medal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4FA8FF"/>` +
    `<stop offset="1" stop-color="${palette.accentStrong}"/></linearGradient>` +
    `<pattern id="hc-lines" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(${r.pick([30, 45, 60, -45])})">` +
    `<line x1="0" y1="0" x2="0" y2="18" stroke="${palette.accent}" stroke-opacity="0.06" stroke-width="6"/></pattern>`

  let body = `<rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="url(#hc-bg)"/>`
  body += `<rect x="12" y="12" width="${WIDTH - 24}" height="${HEIGHT - 24}" rx="6" fill="url(#hc-lines)"/>`
  body += `<rect x="12" y="12" width="${WIDTH - 24}" height="${HEIGHT - 24}" rx="6" fill="none" stroke="${palette.accentStrong}" stroke-width="3"/>`
  body += `<rect x="26" y="26" width="${WIDTH - 52}" height="${HEIGHT - 52}" fill="#FFFFFF" stroke="${palette.accent}" stroke-width="1"/>`
  body += `<rect x="32" y="32" width="${WIDTH - 64}" height="${HEIGHT - 64}" fill="none" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="1"/>`
  body += corner(style, 40, 40, 1, 1) + corner(style, WIDTH - 40, 40, -1, 1)
  body += corner(style, 40, HEIGHT - 40, 1, -1) + corner(style, WIDTH - 40, HEIGHT - 40, -1, -1)

  // Medal with ribbons.
  const mx = WIDTH / 2
  const my = 124
  body += `<path d="M${mx - 30} ${my + 20} L${mx - 46} ${my + 82} L${mx - 30} ${my + 72} L${mx - 18} ${my + 88} L${mx - 6} ${my + 30} Z" fill="${palette.accentStrong}"/>`
  body += `<path d="M${mx + 30} ${my + 20} L${mx + 46} ${my + 82} L${mx + 30} ${my + 72} L${mx + 18} ${my + 88} L${mx + 6} ${my + 30} Z" fill="${palette.accent}"/>`
  body += laurel(mx, my, 58, 1) + laurel(mx, my, 58, -1)
  body += `<circle cx="${mx}" cy="${my}" r="44" fill="url(#hc-medal)"/>`
  body += `<circle cx="${mx}" cy="${my}" r="36" fill="none" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="2" stroke-dasharray="3 4"/>`
  body += emblem(emblemKind, mx, my)

  // Titles.
  const zhLines = lang === 'zh' ? balancedLines(title.zh, 34, 600) : []
  const enLines = lang === 'zh' ? wrapText(title.en, 17, 600, 2) : wrapText(title.en, 28, 600, 2)
  let y = lang === 'en' ? (enLines.length > 1 ? 266 : 284) : zhLines.length > 1 ? 262 : 280
  for (const line of zhLines) {
    body += glyphText(line, { x: mx, y, size: 34, weight: 700, fill: palette.ink, anchor: 'middle' })
    y += 46
  }
  y += 4
  for (const line of enLines) {
    body +=
      lang === 'zh'
        ? glyphText(line, { x: mx, y, size: 17, fill: palette.inkMuted, anchor: 'middle' })
        : glyphText(line, { x: mx, y, size: 28, weight: 700, fill: palette.ink, anchor: 'middle' })
    y += lang === 'zh' ? 26 : 38
  }

  // Divider and year.
  const dy = Math.max(y + 8, 408)
  body += `<line x1="${mx - 150}" y1="${dy}" x2="${mx - 14}" y2="${dy}" stroke="${palette.accent}" stroke-opacity="0.5"/>`
  body += `<line x1="${mx + 14}" y1="${dy}" x2="${mx + 150}" y2="${dy}" stroke="${palette.accent}" stroke-opacity="0.5"/>`
  body += `<path d="M${mx} ${dy - 6} L${mx + 6} ${dy} L${mx} ${dy + 6} L${mx - 6} ${dy} Z" fill="${palette.accent}"/>`
  body += glyphText(String(year), {
    x: mx,
    y: dy + 50,
    size: 30,
    weight: 700,
    fill: palette.accentStrong,
    anchor: 'middle',
    letterSpacing: 4,
  })

  // Seal (bottom right): a rosette with a star.
  const sx = WIDTH - 112
  const sy = HEIGHT - 112
  body += `<g opacity="0.9"><polygon points="${star(sx, sy, 42, 36, 16)}" fill="none" stroke="${palette.accent}" stroke-width="1.5"/>`
  body += `<circle cx="${sx}" cy="${sy}" r="28" fill="none" stroke="${palette.accentStrong}" stroke-width="1.5"/>`
  body += `<polygon points="${star(sx, sy, 13, 5.5)}" fill="${palette.accentStrong}"/></g>`

  return svgDocument(WIDTH, HEIGHT, body, { title: `${title[lang]} ${year}`, defs })
}

/** The certificate as the seed uploads it: a WebP of the drawing (see the file's comment). */
export async function honorCertificate(
  title: LocalizedText,
  year: number,
  index: number,
  lang: 'zh' | 'en' = 'zh',
): Promise<GeneratedImage> {
  const svg = honorCertificateSvg(title, year, index, lang)
  return {
    // Effort 4 (sharp's default): the seed draws 24 certificates; effort 6 took seven times longer
    // for a file 1 % smaller.
    data: await rasterize(svg, WIDTH, HEIGHT, 'webp', { quality: 85, effort: 4 }),
    mimetype: 'image/webp',
    filename: `${fileStem(`honor-${year}`, title.en)}${lang === 'en' ? '-en' : ''}.webp`,
    width: WIDTH,
    height: HEIGHT,
    alt: {
      zh: `荣誉证书：${title.zh}（${year} 年）`,
      en: `Certificate of honor: ${title.en} (${year})`,
    },
  }
}
