/**
 * Abstract cover images (1200 x 675 PNG) for news, articles, cases, docs, videos and solutions.
 * Six geometric compositions (nodes and links, bars, cylinders, waves, orbits, blocks) vary by index;
 * the colour theme follows the kind. No words are drawn: one image serves both hosts, and the card
 * or page around it names the kind and the title in the visitor's language.
 */
import { cylinder, fileStem, hashString, n, palette, rasterize, rng, svgDocument } from './svg'
import type { GeneratedImage } from './types'

export type CoverKind = 'news' | 'article' | 'case' | 'doc' | 'video' | 'solution'

const WIDTH = 1200
const HEIGHT = 675

type Theme = {
  bg: [string, string]
  main: string
  strong: string
  soft: string
  faint: string
  dark: boolean
}

const light: Theme = {
  bg: ['#F7FBFF', '#E1EFFF'],
  main: palette.accent,
  strong: palette.accentStrong,
  soft: '#BFDBFE',
  faint: '#D6E8FC',
  dark: false,
}
const paper: Theme = { ...light, bg: ['#FFFFFF', palette.accentSoft] }
const night: Theme = {
  bg: [palette.nightFrom, palette.nightTo],
  main: palette.accent,
  strong: '#7CC0FF',
  soft: '#1F4A7A',
  faint: '#1A3556',
  dark: true,
}
const brand: Theme = {
  bg: [palette.accentStrong, palette.accent],
  main: '#FFFFFF',
  strong: '#FFFFFF',
  soft: '#6FB5FF',
  faint: '#3B93F0',
  dark: true,
}

const KINDS: Record<CoverKind, { theme: Theme; zh: string; en: string; offset: number }> = {
  news: { theme: light, zh: '新闻', en: 'News', offset: 0 },
  article: { theme: paper, zh: '文章', en: 'Article', offset: 1 },
  case: { theme: night, zh: '客户案例', en: 'Case study', offset: 2 },
  doc: { theme: paper, zh: '文档', en: 'Document', offset: 3 },
  video: { theme: night, zh: '视频', en: 'Video', offset: 4 },
  solution: { theme: brand, zh: '解决方案', en: 'Solution', offset: 5 },
}

const COMPOSITIONS = [
  { zh: '数据节点与连线', en: 'data nodes and links' },
  { zh: '上升的柱状图与趋势线', en: 'rising bars with a trend line' },
  { zh: '相互连接的数据库圆柱', en: 'connected database cylinders' },
  { zh: '层叠的数据波形', en: 'layered data waves' },
  { zh: '同心轨道与数据点', en: 'concentric orbits with data points' },
  { zh: '等轴测的数据方块', en: 'isometric data blocks' },
] as const

type R = ReturnType<typeof rng>

function network(r: R, t: Theme): string {
  const pts: Array<{ x: number; y: number }> = []
  const cols = 5
  const rows = 4
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      if (r.chance(0.18)) continue
      pts.push({ x: 560 + i * 140 + r.range(-40, 40), y: 110 + j * 140 + r.range(-40, 40) })
    }
  let out = `<circle cx="${n(850 + r.range(-40, 40))}" cy="338" r="${n(r.range(230, 290))}" fill="none" stroke="${t.faint}" stroke-width="2"/>`
  let links = ''
  pts.forEach((a, i) => {
    pts
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter((e) => e.j > i && e.d < 210)
      .sort((p, q) => p.d - q.d)
      .slice(0, 3)
      .forEach((e) => {
        const b = pts[e.j] as { x: number; y: number }
        links += `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}"/>`
      })
  })
  out += `<g stroke="${t.soft}" stroke-width="2">${links}</g>`
  pts.forEach((p, i) => {
    const hub = i % 5 === 2
    if (hub) out += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="26" fill="${t.main}" opacity="0.18"/>`
    out += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${hub ? 12 : 7}" fill="${hub ? t.strong : t.main}"/>`
    if (!hub && i % 3 === 0)
      out += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="3" fill="${t.dark ? palette.nightFrom : '#FFFFFF'}"/>`
  })
  return out
}

function bars(r: R, t: Theme): string {
  const count = r.int(8, 11)
  const x0 = 560
  const span = 580
  const gap = 14
  const w = (span - gap * (count - 1)) / count
  const base = 560
  let out = ''
  for (let k = 0; k < 5; k++) {
    const y = base - k * 100
    out += `<line x1="${x0 - 20}" y1="${y}" x2="${x0 + span + 20}" y2="${y}" stroke="${t.faint}" stroke-width="${k === 0 ? 3 : 1.5}"/>`
  }
  const tops: Array<[number, number]> = []
  for (let i = 0; i < count; i++) {
    const trend = 120 + (300 * i) / (count - 1)
    const h = Math.max(50, trend + r.range(-60, 50))
    const x = x0 + i * (w + gap)
    const last = i === count - 1
    out += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(8, w / 4))}" fill="${last || i === count - 3 ? t.main : t.soft}"/>`
    tops.push([x + w / 2, base - h - 34])
  }
  out += `<polyline points="${tops.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${t.strong}" stroke-width="3" stroke-linejoin="round"/>`
  for (const [x, y] of tops)
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${t.dark ? palette.nightFrom : '#FFFFFF'}" stroke="${t.strong}" stroke-width="3"/>`
  return out
}

function cylinders(r: R, t: Theme): string {
  const cx = 860 + r.range(-30, 30)
  const items = [
    { x: cx, y: 150, w: 190, h: 230, main: true },
    { x: cx - 230, y: 300, w: 120, h: 150, main: false },
    { x: cx + 230, y: 280 + r.range(-30, 30), w: 120, h: 150, main: false },
  ]
  const main = items[0] as (typeof items)[number]
  let out = `<g stroke="${t.soft}" stroke-width="3" stroke-dasharray="10 8" fill="none">`
  for (const it of items.slice(1)) {
    out += `<path d="M${n(it.x)} ${n(it.y + it.h + 40)} V${n(main.y + main.h + 70)} H${n(main.x)} V${n(main.y + main.h + 30)}"/>`
  }
  out += '</g>'
  out += `<ellipse cx="${n(cx)}" cy="${n(main.y + main.h + 95)}" rx="300" ry="26" fill="${t.faint}" opacity="0.8"/>`
  for (const it of items.slice(1).concat(main)) {
    out += cylinder(
      it.x,
      it.y,
      it.w,
      it.h,
      {
        body: it.main ? t.main : t.soft,
        top: it.main ? t.strong : t.faint,
        stripe: t.dark ? 'rgba(15,23,42,0.35)' : 'rgba(255,255,255,0.75)',
      },
      3,
    )
  }
  for (let i = 0; i < 7; i++) {
    const px = cx + r.range(-300, 300)
    const py = r.range(70, 150)
    out += `<rect x="${n(px)}" y="${n(py)}" width="${n(r.range(8, 14))}" height="${n(r.range(8, 14))}" rx="3" fill="${t.main}" opacity="${n(r.range(0.35, 0.8))}"/>`
  }
  return out
}

function waves(r: R, t: Theme): string {
  let out =
    `<linearGradient id="c-wave" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.main}" stop-opacity="${t === brand ? 0.35 : 0.42}"/>` +
    `<stop offset="1" stop-color="${t.main}" stop-opacity="0"/></linearGradient>`
  const layers = 4
  for (let k = 0; k < layers; k++) {
    const amp = r.range(30, 60)
    const len = r.range(420, 640)
    const phase = r.range(0, Math.PI * 2)
    const baseY = 220 + k * 72
    const yAt = (x: number) =>
      baseY + amp * Math.sin((x / len) * Math.PI * 2 + phase) * (0.4 + (0.6 * x) / WIDTH)
    let d = `M0 ${n(yAt(0))}`
    for (let x = 20; x <= WIDTH; x += 20) d += ` L${x} ${n(yAt(x))}`
    out += `<path d="${d} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="url(#c-wave)"/>`
    out += `<path d="${d}" fill="none" stroke="${k === 1 ? t.strong : t.main}" stroke-width="${k === 1 ? 3 : 1.5}" stroke-opacity="${k === 1 ? 1 : 0.55}"/>`
    if (k === 1) {
      for (let x = 640; x <= 1120; x += 120) {
        out += `<circle cx="${x}" cy="${n(yAt(x))}" r="7" fill="${t.dark ? palette.nightFrom : '#FFFFFF'}" stroke="${t.strong}" stroke-width="3"/>`
      }
    }
  }
  return out
}

function orbits(r: R, t: Theme): string {
  const cx = 870 + r.range(-30, 30)
  const cy = 320
  let out = ''
  const radii = [80, 150, 220, 290]
  radii.forEach((rad, i) => {
    out += `<circle cx="${n(cx)}" cy="${cy}" r="${rad}" fill="none" stroke="${i % 2 ? t.faint : t.soft}" stroke-width="${i === 1 ? 3 : 2}"${i === 3 ? ' stroke-dasharray="4 10"' : ''}/>`
    const dots = i + 1
    for (let k = 0; k < dots; k++) {
      const a = r.range(0, Math.PI * 2)
      out += `<circle cx="${n(cx + rad * Math.cos(a))}" cy="${n(cy + rad * Math.sin(a))}" r="${i === 1 ? 10 : 7}" fill="${k === 0 ? t.main : t.strong}"/>`
    }
  })
  out += `<circle cx="${n(cx)}" cy="${cy}" r="52" fill="${t.main}"/>`
  out += cylinder(
    cx,
    cy - 18,
    44,
    40,
    {
      body: t.dark ? palette.nightFrom : '#FFFFFF',
      top: t.dark ? '#16355A' : palette.accentSoft,
      stripe: t.main,
    },
    2,
  )
  return out
}

function blocks(r: R, t: Theme): string {
  // Isometric cubes on a 4 x 4 floor; heights vary with the seed.
  const s = 46
  const ox = 870
  const oy = 250
  const cos = Math.cos(Math.PI / 6)
  let out = `<g stroke="${t === brand ? palette.accentStrong : t.dark ? palette.nightTo : '#FFFFFF'}" stroke-opacity="0.45" stroke-linejoin="round">`
  const shades =
    t === brand
      ? { top: '#FFFFFF', left: '#B9DCFF', right: '#7DBBFF' }
      : t.dark
        ? { top: '#3BA0FF', left: '#1565C0', right: '#0D4A8F' }
        : { top: '#D6EAFF', left: palette.accent, right: palette.accentStrong }
  const heights = Array.from({ length: 16 }, () => r.int(0, 3))
  // Painter's order: back (small i + j) to front.
  const cells = Array.from({ length: 16 }, (_, c) => ({
    i: c % 4,
    j: Math.floor(c / 4),
    h: heights[c] as number,
  })).sort((a, b) => a.i + a.j - (b.i + b.j) || a.i - b.i)
  for (const { i, j, h } of cells) {
    for (let k = 0; k <= h; k++) {
      const x = ox + (i - j) * s * cos
      const y = oy + (i + j) * s * 0.5 - k * s
      const top = `M${n(x)} ${n(y)} l${n(s * cos)} ${n(s / 2)} l${n(-s * cos)} ${n(s / 2)} l${n(-s * cos)} ${n(-s / 2)} Z`
      const left = `M${n(x - s * cos)} ${n(y + s / 2)} l${n(s * cos)} ${n(s / 2)} v${s} l${n(-s * cos)} ${n(-s / 2)} Z`
      const right = `M${n(x)} ${n(y + s)} l${n(s * cos)} ${n(-s / 2)} v${s} l${n(-s * cos)} ${n(s / 2)} Z`
      const accentTop = k === h && (i + j) % 3 === 0
      out += `<path d="${left}" fill="${shades.left}"/><path d="${right}" fill="${shades.right}"/>`
      out += `<path d="${top}" fill="${accentTop ? (t === brand ? '#4FA8FF' : t.dark ? '#BFE0FF' : palette.accent) : shades.top}"/>`
    }
  }
  return out + '</g>'
}

const DRAW = [network, bars, cylinders, waves, orbits, blocks] as const

/** Which of the six compositions a kind's `index`-th cover draws (and its alt text names). */
const compositionOf = (kind: CoverKind, index: number) =>
  (((index + KINDS[kind].offset) % DRAW.length) + DRAW.length) % DRAW.length

/** The cover SVG (exported for previews and tests). */
export function coverSvg(kind: CoverKind, index: number): string {
  const k = KINDS[kind]
  const t = k.theme
  const composition = compositionOf(kind, index)
  const r = rng(hashString(kind) ^ Math.imul(index + 1, 40503))
  const defs =
    `<linearGradient id="c-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.bg[0]}"/>` +
    `<stop offset="1" stop-color="${t.bg[1]}"/></linearGradient>` +
    `<pattern id="c-dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${t.faint}"/></pattern>`
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#c-bg)"/>`
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#c-dots)" opacity="${t.dark ? 0.6 : 0.9}"/>`
  // The compositions are drawn around x = 850; centred, so a card that crops the cover keeps them
  // (the waves span the whole width already).
  const draw = DRAW[composition] as (r: R, t: Theme) => string
  body += `<g transform="translate(${draw === waves ? 0 : -250} 0)">${draw(r, t)}</g>`

  // No play button drawn in: video cards draw their own badge (CardGrid), and the player its own.

  return svgDocument(WIDTH, HEIGHT, body, { defs })
}

/**
 * An abstract 1200 x 675 PNG cover; `index` picks the composition. `name` (what the cover is for)
 * goes into the file name only, so staff can tell the seeded files apart in the media library.
 */
export async function coverImage(kind: CoverKind, index: number, name = ''): Promise<GeneratedImage> {
  const k = KINDS[kind]
  const composition = COMPOSITIONS[compositionOf(kind, index)] as {
    zh: string
    en: string
  }
  const data = await rasterize(coverSvg(kind, index), WIDTH, HEIGHT, 'png')
  return {
    data,
    mimetype: 'image/png',
    filename: `${name ? fileStem(`cover-${kind}-${index}`, name) : `cover-${kind}-${index}`}.png`,
    width: WIDTH,
    height: HEIGHT,
    alt: {
      zh: `${k.zh}封面插图：${composition.zh}`,
      en: `${k.en} cover illustration: ${composition.en}`,
    },
  }
}
