import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { glyphText, glyphTextWidth } from './glyphs'
import {
  architectureDiagram,
  brandLogo,
  brandLogoPng,
  coverImage,
  bilingualWordmark,
  createPrng,
  englishWordmark,
  escapeXml,
  estimateTextWidth,
  heroBackground,
  honorCertificate,
  honorCertificateSvg,
  productIcon,
  productIconTypes,
  qrCode,
  qrLayout,
  qrMatrix,
  wrapText,
  type CoverKind,
  type GeneratedImage,
} from './index'

const LAYERS = [
  ['Applications', 'BI & Reports', 'Admin Console'],
  ['JDBC / ODBC', 'SQL Engine <Optimizer>'],
  ['Primary', 'Standby'],
]
const HONOR = { zh: '年度数据库创新奖 & <优秀>', en: 'Database "Innovation" Award' }
const KINDS: CoverKind[] = ['news', 'article', 'case', 'doc', 'video', 'solution']

type Case = { name: string; make: () => GeneratedImage | Promise<GeneratedImage> }

// Each case's first drawing, shared by the tests that only look at it: a hero background takes
// librsvg about 2 s, and the determinism test still draws every case a second time.
const drawn = new Map<string, Promise<GeneratedImage>>()
function firstDrawing({ name, make }: Case): Promise<GeneratedImage> {
  if (!drawn.has(name)) drawn.set(name, Promise.resolve(make()))
  return drawn.get(name)!
}

const svgCases: Case[] = [
  { name: 'brandLogo', make: () => brandLogo() },
  { name: 'architectureDiagram', make: () => architectureDiagram('MogDB 架构 & <Core>', LAYERS, 3) },
  {
    name: 'englishWordmark',
    make: () => englishWordmark('partner', { zh: '北风 & <伙伴>', en: 'Northwind & "Partners" <Cloud>' }, 4),
  },
  {
    name: 'bilingualWordmark',
    make: () =>
      bilingualWordmark(
        'customer',
        { zh: '北岸农商银行 & <分行>', en: 'Northbank Rural Commercial Bank' },
        7,
      ),
  },
  ...productIconTypes.map((t) => ({ name: `productIcon ${t}`, make: () => productIcon(t) })),
]

const rasterCases: Case[] = [
  { name: 'brandLogoPng', make: () => brandLogoPng() },
  { name: 'heroBackground', make: () => heroBackground(2) },
  ...KINDS.map((k, i) => ({ name: `coverImage ${k}`, make: () => coverImage(k, i, 'MogDB 5.0 Release') })),
  { name: 'honorCertificate', make: () => honorCertificate(HONOR, 2024, 1) },
  { name: 'honorCertificate en', make: () => honorCertificate(HONOR, 2024, 1, 'en') },
  {
    name: 'qrCode',
    make: () => qrCode('https://www.enmotech.com/zh/about', { zh: '官方公众号', en: 'Official account' }),
  },
]

function expectCommon(img: GeneratedImage) {
  expect(img.data).toBeInstanceOf(Buffer)
  expect(img.data.length).toBeGreaterThan(0)
  expect(img.width).toBeGreaterThan(0)
  expect(img.height).toBeGreaterThan(0)
  expect(img.filename).toMatch(/^[a-z0-9-]+\.(svg|png|webp)$/)
  expect(img.alt.zh.trim().length).toBeGreaterThan(3)
  expect(img.alt.en.trim().length).toBeGreaterThan(3)
  expect(img.alt.zh).not.toBe(img.alt.en)
}

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    )
  })
  it('leaves plain and CJK text alone and escapes the ampersand of existing entities (escape once, when embedding)', () => {
    expect(escapeXml('云和恩墨 Enmotech')).toBe('云和恩墨 Enmotech')
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })
})

describe('helpers', () => {
  it('seeded PRNG is deterministic and in [0, 1)', () => {
    const a = createPrng(42)
    const b = createPrng(42)
    const xs = Array.from({ length: 50 }, () => a())
    expect(xs).toEqual(Array.from({ length: 50 }, () => b()))
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(createPrng(43)()).not.toBe(createPrng(42)())
  })
  it('wrapText respects the line limit', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 20, 120, 2)
    expect(lines.length).toBe(2)
    expect(lines[1]).toMatch(/…$/)
    expect(wrapText('国家级专精特新小巨人企业国家级专精特新小巨人企业', 34, 300, 3).length).toBeGreaterThan(1)
  })
})

describe('SVG generators', () => {
  it.each(svgCases)('$name returns a valid, sized SVG', async ({ make }) => {
    const img = await make()
    expectCommon(img)
    expect(img.mimetype).toBe('image/svg+xml')
    expect(img.filename.endsWith('.svg')).toBe(true)
    const svg = img.data.toString('utf8')
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"')
    expect(svg).toContain(`width="${img.width}"`)
    expect(svg).toContain(`height="${img.height}"`)
    expect(svg).toContain(`viewBox="0 0 ${img.width} ${img.height}"`)
    // No raw special characters leaked into text: every '&' starts an entity.
    expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
    expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    // It parses: librsvg renders it at the declared size.
    const meta = await sharp(img.data).metadata()
    expect(meta.format).toBe('svg')
    expect(meta.width).toBe(img.width)
    expect(meta.height).toBe(img.height)
  })

  it('declares the expected sizes', () => {
    expect([brandLogo().width, brandLogo().height]).toEqual([440, 120])
    const a = architectureDiagram('X', LAYERS)
    expect([a.width, a.height]).toEqual([1200, 700])
    const p = englishWordmark('partner', { zh: '极致', en: 'Acme' }, 0)
    expect([p.width, p.height]).toEqual([360, 120])
    expect(productIcon('MogDB').width).toBe(64)
  })

  it("signs a customer's logo with both names, the Chinese one first, and the English one inside the logo", () => {
    const texts = (svg: string) =>
      [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map(
        ([, x, y, size, text]) => ({ x: Number(x), y: Number(y), size: Number(size), text }),
      )
    for (const name of [
      { zh: '北岸农商银行', en: 'Northbank Rural Commercial Bank' },
      { zh: '安泰人寿', en: 'Antai Life' },
      { zh: '东岭市政务云数据中心', en: 'Dongling City Government Cloud Data Center Authority' },
    ]) {
      const logo = bilingualWordmark('customer', name, 3)
      const lines = texts(logo.data.toString('utf8'))
      expect(name.zh.startsWith(lines[0]!.text.replace(/…$/, ''))).toBe(true)
      const english = lines.filter((l) => /[A-Z]/.test(l.text))
      const shown = english.map((l) => l.text).join(' ')
      expect(name.en.toUpperCase().startsWith(shown.replace(/…$/, ''))).toBe(true)
      expect(shown.length).toBeGreaterThan(8)
      for (const l of lines) {
        expect(l.y).toBeGreaterThan(l.size * 0.8)
        expect(l.y).toBeLessThan(logo.height)
        expect(l.x + estimateTextWidth(l.text, l.size, true)).toBeLessThanOrEqual(logo.width)
      }
      // The English name is set under the Chinese one, smaller.
      expect(english[0]!.y).toBeGreaterThan(lines[0]!.y)
      expect(english[0]!.size).toBeLessThan(lines[0]!.size)
      expect(logo.alt.zh).toContain(name.zh)
      expect(logo.alt.en).toContain(name.en)
    }
  })

  it("draws the English host's logo with the English name alone, in its own file", () => {
    const name = { zh: '安泰人寿', en: 'Antai Life' }
    for (const kind of ['customer', 'partner'] as const) {
      const logo = englishWordmark(kind, name, 3)
      const texts = [...logo.data.toString('utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
      expect(texts).toEqual(['Antai Life'])
      expect(logo.filename).not.toBe(bilingualWordmark(kind, name, 3).filename)
      expect(logo.filename).toMatch(new RegExp(`^${kind}-.*-en\\.svg$`))
      expect(logo.alt).toEqual({
        zh: `${kind === 'partner' ? '合作伙伴' : '客户'}标志：安泰人寿`,
        en: `Logo of ${kind} Antai Life`,
      })
    }
  })

  it('embeds escaped text', () => {
    const svg = architectureDiagram('A & B', LAYERS).data.toString('utf8')
    expect(svg).toContain('SQL Engine &lt;Optimizer&gt;')
    expect(svg).toContain('A &amp; B')
    const honor = honorCertificateSvg(HONOR, 2024, 0)
    expect(honor).toContain('&amp; &lt;优秀&gt;')
    expect(honor).toContain('2024')
  })

  it('draws the English certificate with its English title only', () => {
    const en = honorCertificateSvg(HONOR, 2024, 0, 'en')
    expect(/<title>([^<]*)<\/title>/.exec(en)?.[1]).toBe('Database &quot;Innovation&quot; Award 2024')
    // The Chinese one carries the Chinese title (above the English one).
    const zh = honorCertificateSvg(HONOR, 2024, 0)
    expect(zh).toContain('年度数据库创新奖')
    expect(en).not.toMatch(/[\u4e00-\u9fff]/)
  })

  it('draws certificate text as paths, so no system CJK font is needed', async () => {
    const honor = honorCertificateSvg(HONOR, 2024, 0)
    expect(honor).not.toContain('<text')
    expect(honor).not.toMatch(/NaN|undefined|Infinity/)
    const meta = await sharp(Buffer.from(honor)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 800, 560])
    expect(honor.length).toBeLessThan(120_000)
    const title = glyphText('数据库 DB', { x: 0, y: 40, size: 32, weight: 700, fill: '#000' })
    expect(title).toMatch(/^<path d="M[^"]{200,}Z" fill="#000"\/>$/)
    // CJK glyphs are one em wide; Latin narrower.
    expect(glyphTextWidth('数据', 20)).toBeCloseTo(40, 0)
    expect(glyphTextWidth('DB', 20)).toBeLessThan(30)
  })

  it('draws curly quotes in a Latin line as narrow marks, in a Chinese line full width', () => {
    // The CJK font's quote sits in a full-width cell; a Latin line must not keep its empty half.
    const quotes = glyphTextWidth('“A”', 20) - glyphTextWidth('A', 20)
    expect(quotes).toBeGreaterThan(4)
    expect(quotes).toBeLessThan(20) // each under half an em (the full-width cells: 40)
    expect(glyphTextWidth('“小”', 20)).toBeCloseTo(60, 0)
    // The drawn path starts where the width says: the mark is moved onto its narrowed cell.
    const path = glyphText('“', { x: 0, y: 20, size: 20, fill: '#000' })
    const d = path.match(/d="([^"]+)"/)![1]!
    // Every command's numbers are x y pairs.
    const xs = d
      .split(/[MLQZ]/)
      .flatMap((seg) => seg.trim().split(/\s+/).filter(Boolean).map(Number))
      .filter((_, i) => i % 2 === 0)
    expect(Math.min(...xs)).toBeGreaterThan(0)
    expect(Math.max(...xs)).toBeLessThan(glyphTextWidth('“', 20))
  })

  it('architecture diagram draws one cylinder per bottom box and copes with odd input', async () => {
    const svg = architectureDiagram('T', LAYERS).data.toString('utf8')
    expect(svg.match(/<ellipse/g)?.length).toBe(2)
    const empty = architectureDiagram('Empty', [[], ['  ']])
    expect((await sharp(empty.data).metadata()).width).toBe(1200)
    const wide = architectureDiagram('Wide', [
      Array.from({ length: 12 }, (_, i) => `Very Long Component Name ${i}`),
    ])
    expect(wide.data.toString('utf8')).not.toMatch(/NaN/)
  })

  it('architecture diagram draws a Chinese label in the CJK font stack and a Latin one in the Latin stack', () => {
    const svg = architectureDiagram('核心系统', [['核心银行系统', 'REST API'], ['MogDB 集群']]).data.toString(
      'utf8',
    )
    expect(svg).toMatch(/font-family="Noto Sans SC[^"]*"[^>]*>核心银行系统</)
    expect(svg).toMatch(/font-family="Inter[^"]*"[^>]*>REST API</)
    expect(svg).toMatch(/font-family="Noto Sans SC[^"]*"[^>]*>MogDB 集群</)
  })

  it('varies partner glyphs and honor layouts by index', () => {
    const glyphs = new Set(
      Array.from({ length: 8 }, (_, i) =>
        englishWordmark('partner', { zh: '极致', en: 'Acme' }, i)
          .data.toString('utf8')
          .replace(/<text[\s\S]*$/, ''),
      ),
    )
    expect(glyphs.size).toBe(8)
    expect(honorCertificateSvg(HONOR, 2024, 0)).not.toBe(honorCertificateSvg(HONOR, 2024, 1))
  })
})

describe('raster generators', { timeout: 30_000 }, () => {
  it.each(rasterCases)('$name decodes to the declared size, under 150 KB', async (c) => {
    const img = await firstDrawing(c)
    expectCommon(img)
    expect(['image/png', 'image/webp']).toContain(img.mimetype)
    const meta = await sharp(img.data).metadata()
    expect(meta.format).toBe(img.mimetype === 'image/png' ? 'png' : 'webp')
    expect(img.filename.endsWith(img.mimetype === 'image/png' ? '.png' : '.webp')).toBe(true)
    expect(meta.width).toBe(img.width)
    expect(meta.height).toBe(img.height)
    expect(img.data.length).toBeLessThan(150 * 1024)
  })

  it('declares the expected sizes', async () => {
    const hero = await firstDrawing(rasterCases.find((c) => c.name === 'heroBackground')!)
    expect([hero.width, hero.height]).toEqual([1920, 800])
    const cover = await coverImage('news', 0, 'x')
    expect([cover.width, cover.height]).toEqual([1200, 675])
    const logo = await brandLogoPng()
    expect([logo.width, logo.height]).toEqual([512, 512])
    // A certificate is a WebP, like the scans editors upload (not an SVG the page lays out).
    const honor = await honorCertificate(HONOR, 2024, 0)
    expect([honor.width, honor.height, honor.mimetype]).toEqual([800, 560, 'image/webp'])
    expect((await honorCertificate(HONOR, 2024, 0, 'en')).filename).toMatch(/-en\.webp$/)
  })

  it('covers vary by index', async () => {
    const a = await coverImage('case', 0, 'Bank')
    const b = await coverImage('case', 1, 'Bank')
    expect(a.data.equals(b.data)).toBe(false)
    expect(a.alt.en).not.toBe(b.alt.en)
  })

  it('QR code modules are rendered where the qrcode matrix says', async () => {
    const url = 'https://www.enmotech.com/video'
    const img = await qrCode(url, 'Video account')
    const matrix = qrMatrix(url)
    const count = matrix.length
    const { cell, offset, logo } = qrLayout(count)
    const { data, info } = await sharp(img.data).greyscale().raw().toBuffer({ resolveWithObject: true })
    const centre = img.width / 2
    const pad = logo / 2 + cell * 2
    let checked = 0
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        const x = Math.floor(offset + (col + 0.5) * cell)
        const y = Math.floor(offset + (row + 0.5) * cell)
        if (Math.abs(x - centre) < pad && Math.abs(y - centre) < pad) continue // the logo
        const v = data[(y * info.width + x) * info.channels] as number
        expect(v < 128, `module ${row},${col}`).toBe(matrix[row]?.[col])
        checked++
      }
    }
    expect(checked).toBeGreaterThan(count * count * 0.9)
    // Quiet zone: the border ring is white.
    expect(data[(2 * info.width + 2) * info.channels]).toBeGreaterThan(240)
  })
})

describe('determinism', { timeout: 30_000 }, () => {
  it.each([...svgCases, ...rasterCases])('$name gives identical output for identical input', async (c) => {
    const a = await firstDrawing(c)
    const b = await c.make()
    expect(a.data.equals(b.data)).toBe(true)
    expect(a.filename).toBe(b.filename)
    expect(a.alt).toEqual(b.alt)
  })

  it('hero backgrounds differ by seed', async () => {
    const a = await heroBackground(1)
    const b = await firstDrawing(rasterCases.find((c) => c.name === 'heroBackground')!)
    expect(a.data.equals(b.data)).toBe(false)
  })
})
