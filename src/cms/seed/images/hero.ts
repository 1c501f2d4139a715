/**
 * Abstract dark hero backgrounds (1920 x 800 WebP): the night gradient, a faint grid fading towards
 * the text column on the left, accent-blue glows, flowing light lines and a small constellation of
 * data nodes on the right. Raster, so Payload can derive resized variants.
 */
import { n, palette, rasterize, rng, svgDocument } from './svg'
import type { GeneratedImage } from './types'

const WIDTH = 1920
const HEIGHT = 800

/** The hero background SVG (exported for previews and tests; contains no text). */
export function heroBackgroundSvg(seed: number): string {
  const r = rng(seed * 2654435761)
  const glowX = r.range(1250, 1550)
  const glowY = r.range(220, 420)
  const grid = r.pick([56, 64, 72])

  const defs =
    `<linearGradient id="h-bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.nightFrom}"/><stop offset="1" stop-color="${palette.nightTo}"/></linearGradient>` +
    `<radialGradient id="h-glow" cx="${n(glowX)}" cy="${n(glowY)}" r="760" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${palette.accent}" stop-opacity="0.34"/>` +
    `<stop offset="0.45" stop-color="${palette.accentStrong}" stop-opacity="0.12"/>` +
    `<stop offset="1" stop-color="${palette.accentStrong}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="h-glow2" cx="${n(r.range(150, 500))}" cy="${n(HEIGHT + 60)}" r="620" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${palette.accent}" stop-opacity="0.14"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="h-fade" cx="${n(glowX)}" cy="${n(glowY)}" r="1100" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="#FFFFFF" stop-opacity="1"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>` +
    `<mask id="h-mask"><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#h-fade)"/></mask>` +
    `<pattern id="h-grid" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse">` +
    `<path d="M${grid} 0 H0 V${grid}" fill="none" stroke="#FFFFFF" stroke-opacity="0.085" stroke-width="1"/></pattern>` +
    `<linearGradient id="h-line" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${palette.accent}" stop-opacity="0"/>` +
    `<stop offset="0.55" stop-color="${palette.accent}" stop-opacity="0.9"/>` +
    `<stop offset="0.8" stop-color="#8CC8FF" stop-opacity="0.8"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></linearGradient>` +
    `<filter id="h-blur" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>` +
    `<filter id="h-soft" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="4"/></filter>` +
    `<linearGradient id="h-scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.nightFrom}" stop-opacity="0.55"/>` +
    `<stop offset="0.45" stop-color="${palette.nightFrom}" stop-opacity="0"/></linearGradient>`

  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#h-bg)"/>`
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#h-glow)"/>`
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#h-glow2)"/>`
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#h-grid)" mask="url(#h-mask)"/>`

  // Flowing light lines: gentle cubic curves from the lower left to the upper right.
  const lines: string[] = []
  const count = r.int(5, 7)
  for (let i = 0; i < count; i++) {
    const y0 = HEIGHT * r.range(0.55, 1.05)
    const y3 = HEIGHT * r.range(-0.05, 0.5)
    const c1x = WIDTH * r.range(0.3, 0.5)
    const c2x = WIDTH * r.range(0.55, 0.8)
    const c1y = y0 - r.range(-40, 160)
    const c2y = y3 + r.range(-60, 200)
    lines.push(`M${n(-40)} ${n(y0)} C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(WIDTH + 40)} ${n(y3)}`)
  }
  body += `<g fill="none" stroke="url(#h-line)" filter="url(#h-blur)" opacity="0.55">`
  lines.forEach((d, i) => (body += `<path d="${d}" stroke-width="${i % 3 === 0 ? 6 : 4}"/>`))
  body += `</g><g fill="none" stroke="url(#h-line)">`
  lines.forEach(
    (d, i) =>
      (body += `<path d="${d}" stroke-width="${i % 3 === 0 ? 1.6 : 1}" opacity="${n(0.5 + 0.5 * ((i + 1) / count))}"/>`),
  )
  body += `</g>`

  // Constellation of data nodes on grid intersections around the glow.
  const nodes: Array<{ x: number; y: number; big: boolean }> = []
  for (let i = 0; i < 18; i++) {
    const gx = Math.round((glowX + r.range(-520, 420)) / grid) * grid
    const gy = Math.round((glowY + r.range(-300, 320)) / grid) * grid
    if (gx < WIDTH * 0.52 || gy < grid || gy > HEIGHT - grid || gx > WIDTH - grid) continue
    if (nodes.some((p) => p.x === gx && p.y === gy)) continue
    nodes.push({ x: gx, y: gy, big: r.chance(0.25) })
  }
  let links = ''
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter((e) => e.j !== i && e.d < grid * 4.2)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2)
    for (const e of near) {
      if (e.j < i) continue
      const b = nodes[e.j] as { x: number; y: number }
      // Orthogonal "circuit" links along the grid.
      links += `<path d="M${a.x} ${a.y} H${b.x} V${b.y}"/>`
    }
  })
  body += `<g fill="none" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="1.2">${links}</g>`
  for (const p of nodes) {
    const rad = p.big ? 4.5 : 2.8
    body += `<circle cx="${p.x}" cy="${p.y}" r="${rad * 3}" fill="${palette.accent}" opacity="0.45" filter="url(#h-soft)"/>`
    body += `<circle cx="${p.x}" cy="${p.y}" r="${rad}" fill="${p.big ? '#BFE0FF' : palette.accent}"/>`
    if (p.big)
      body += `<circle cx="${p.x}" cy="${p.y}" r="${rad * 3.2}" fill="none" stroke="${palette.accent}" stroke-opacity="0.45"/>`
  }

  // Scrim on the left third keeps hero text at full contrast.
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#h-scrim)"/>`

  return svgDocument(WIDTH, HEIGHT, body, { defs })
}

/** An abstract dark hero background, 1920 x 800 WebP; `seed` picks the composition. */
export async function heroBackground(seed: number): Promise<GeneratedImage> {
  const data = await rasterize(heroBackgroundSvg(seed), WIDTH, HEIGHT, 'webp', { quality: 82 })
  return {
    data,
    mimetype: 'image/webp',
    filename: `hero-background-${seed}.webp`,
    width: WIDTH,
    height: HEIGHT,
    alt: {
      zh: '抽象深色背景：深蓝渐变上的细网格、蓝色光线与数据节点',
      en: 'Abstract dark background: a fine grid, blue light lines and data nodes on a deep navy gradient',
    },
  }
}
