/**
 * The Enmotech brand mark (an original abstract "ink drop holding data layers": 墨 = ink, plus the
 * stacked platters of a database) and its word mark.
 */
import { fonts, palette, rasterize, svgDocument, svgImage } from './svg'
import type { GeneratedImage } from './types'

const LOGO_ALT = {
  zh: '云和恩墨 Enmotech 标志：蓝色墨滴中的数据层图形与 Enmotech 字标',
  en: 'Enmotech logo: data layers inside a blue ink drop, with the Enmotech word mark',
}

/**
 * The mark drawn in a 100 x 100 box; `id` keeps gradient ids unique when several marks share a page.
 * `inverse` draws it white for dark backgrounds.
 */
export function brandMarkSvg(id = 'em', inverse = false): { defs: string; body: string } {
  const defs =
    `<linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${inverse ? '#FFFFFF' : palette.accent}"/>` +
    `<stop offset="1" stop-color="${inverse ? '#DCEBFF' : palette.accentStrong}"/></linearGradient>`
  const line = inverse ? palette.accentStrong : '#FFFFFF'
  const body =
    // drop: a pointed top flowing into a round base
    `<path d="M50 4 C58 18 84 40 84 63 A34 34 0 0 1 16 63 C16 40 42 18 50 4 Z" fill="url(#${id}-g)"/>` +
    // three data layers, the top one a full ellipse (a cylinder's lid), the lower ones arcs
    `<ellipse cx="50" cy="52" rx="20" ry="6.5" fill="none" stroke="${line}" stroke-width="5"/>` +
    `<path d="M30 64 A20 6.5 0 0 0 70 64" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M30 76 A20 6.5 0 0 0 70 76" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round" opacity="0.75"/>`
  return { defs, body }
}

/** Horizontal logo (mark + "Enmotech"), SVG 440 x 120. */
export function brandLogo(): GeneratedImage {
  const width = 440
  const height = 120
  const mark = brandMarkSvg('enmo-logo')
  const body =
    `<g transform="translate(10 10)">${mark.body}</g>` +
    `<text x="128" y="80" font-family="${fonts.latin}" font-size="56" font-weight="700" ` +
    `letter-spacing="-1" fill="${palette.ink}" textLength="296" lengthAdjust="spacingAndGlyphs">Enmotech</text>`
  const svg = svgDocument(width, height, body, { title: 'Enmotech', defs: mark.defs })
  return svgImage(svg, 'enmotech-logo.svg', width, height, LOGO_ALT)
}

/** Square PNG (512 x 512) of the logo for share images: mark above the word mark on white. */
export async function brandLogoPng(): Promise<GeneratedImage> {
  const size = 512
  const mark = brandMarkSvg('enmo-share')
  const body =
    `<rect width="${size}" height="${size}" fill="#FFFFFF"/>` +
    `<g transform="translate(166 92) scale(1.8)">${mark.body}</g>` +
    `<text x="256" y="384" text-anchor="middle" font-family="${fonts.raster}" font-size="64" ` +
    `font-weight="700" fill="${palette.ink}" textLength="312" lengthAdjust="spacingAndGlyphs">Enmotech</text>` +
    `<rect x="216" y="418" width="80" height="5" rx="2.5" fill="${palette.accent}"/>`
  const svg = svgDocument(size, size, body, { defs: mark.defs })
  const data = await rasterize(svg, size, size, 'png', { palette: true })
  return {
    data,
    mimetype: 'image/png',
    filename: 'enmotech-logo.png',
    width: size,
    height: size,
    alt: LOGO_ALT,
  }
}
