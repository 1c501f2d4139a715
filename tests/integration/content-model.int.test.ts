import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasContent, seedIfEmpty } from '@/cms/seed'
import { asVisitor, payloadForTests } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await payloadForTests()
})

describe('seeded content', () => {
  it.each([
    ['products', 6],
    ['services', 3],
    ['solution-plans', 15],
    ['product-plans', 12],
    ['cases', 20],
    ['news', 24],
    ['articles', 24],
    ['docs', 16],
    ['videos', 10],
    ['honors', 12],
    ['partners', 20],
    ['jobs', 8],
    ['banners', 1],
    ['doc-types', 8],
  ] as const)('%s has at least %i published documents in both languages', async (collection, min) => {
    for (const locale of ['zh', 'en'] as const) {
      const { docs, totalDocs } = await payload.find({
        collection,
        limit: 100,
        depth: 0,
        ...asVisitor(locale),
      })
      expect(totalDocs).toBeGreaterThanOrEqual(min)
      for (const doc of docs as unknown as Array<Record<string, unknown>>) {
        const text = String(doc.title ?? doc.name ?? '')
        expect(text.length).toBeGreaterThan(0)
        // Chinese text carries Han characters; English text is not Chinese by accident.
        if (locale === 'zh' && collection !== 'products') expect(text).toMatch(/[\u4e00-\u9fff]/)
        if (locale === 'en') expect(text).not.toMatch(/[\u4e00-\u9fff]/)
      }
    }
  })

  it('covers every case filter of the spec: product 1..4 and industry 1..5', async () => {
    for (const product of ['1', '2', '3', '4']) {
      const { totalDocs } = await payload.count({
        collection: 'cases',
        where: { product: { equals: product } },
      })
      expect(totalDocs, `product=${product}`).toBeGreaterThan(0)
    }
    for (const industry of ['1', '2', '3', '4', '5']) {
      const { totalDocs } = await payload.count({
        collection: 'cases',
        where: { industry: { equals: industry } },
      })
      expect(totalDocs, `industry=${industry}`).toBeGreaterThan(0)
    }
  })

  it('gives every docType value of the spec its own set of documents', async () => {
    for (const key of ['0', '1', '2', '3', 'MogDB', 'zCloud', 'zDataX', 'ZAIoT']) {
      const { totalDocs } = await payload.count({
        collection: 'docs',
        where: { 'type.key': { equals: key } },
      })
      expect(totalDocs, `docType=${key}`).toBeGreaterThan(0)
    }
  })

  it('numbers solution plans 1..15 and product plans 1..12 for their routes', async () => {
    const numbers = async (collection: 'solution-plans' | 'product-plans') =>
      (await payload.find({ collection, limit: 100, depth: 0, sort: 'number' })).docs.map((d) => d.number)
    expect(await numbers('solution-plans')).toEqual(
      expect.arrayContaining(Array.from({ length: 15 }, (_, i) => i + 1)),
    )
    expect(await numbers('product-plans')).toEqual(
      expect.arrayContaining(Array.from({ length: 12 }, (_, i) => i + 1)),
    )
  })

  it('fills the globals in both languages, with enquiry recipients hidden from visitors', async () => {
    const zh = await payload.findGlobal({ slug: 'site-settings', ...asVisitor('zh') })
    const en = await payload.findGlobal({ slug: 'site-settings', ...asVisitor('en') })
    expect(zh.brandName).toBe('云和恩墨')
    expect(en.brandName).toBe('Enmotech')
    const zhFooter = await payload.findGlobal({ slug: 'footer', ...asVisitor('zh') })
    const enFooter = await payload.findGlobal({ slug: 'footer', ...asVisitor('en') })
    expect(zhFooter.contact?.email).toContain('@')
    expect(zhFooter.contact?.email).not.toBe(enFooter.contact?.email)
    expect(zh.enquiryRecipients?.zh ?? undefined).toBeUndefined()
    const staff = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(staff.enquiryRecipients?.zh).toContain('@')
    const company = await payload.findGlobal({ slug: 'company', ...asVisitor('en') })
    expect(company.history?.length).toBeGreaterThan(3)
    expect(company.offices?.[0]?.city).toMatch(/Beijing/)
    const trends = await payload.findGlobal({ slug: 'trends', ...asVisitor('zh') })
    expect(trends.series?.length).toBeGreaterThan(3)
    expect(trends.series?.[0]?.points?.length).toBeGreaterThan(12)
  })

  it('draws each product architecture diagram in both languages, described in each language', async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 100, depth: 0, locale: 'zh' })
    const withDiagram = docs.filter((d) => d.architectureImage)
    expect(withDiagram.length).toBeGreaterThan(0)
    for (const product of withDiagram) {
      const en = await payload.findByID({ collection: 'products', id: product.id, depth: 0, locale: 'en' })
      const ids = [product.architectureImage, en.architectureImage] as number[]
      expect(ids[0], product.title).not.toBe(ids[1])
      for (const id of ids) {
        const zhAlt = (await payload.findByID({ collection: 'media', id, locale: 'zh' })).alt
        const enAlt = (await payload.findByID({ collection: 'media', id, locale: 'en' })).alt
        expect(zhAlt).toMatch(/[\u4e00-\u9fff]/)
        expect(enAlt, `media ${id}`).not.toMatch(/[\u4e00-\u9fff]/)
      }
    }
  })

  it("names the footer's QR codes in each language in their alt texts", async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { like: 'qr-' } },
      depth: 0,
      locale: 'zh',
    })
    const qrs = docs.filter((m) => m.filename?.startsWith('qr-'))
    expect(qrs.length).toBe(2)
    for (const m of qrs) {
      // '官方公众号二维码，扫码访问 https://…': Chinese up to the address.
      expect(m.alt.split('http')[0], m.filename ?? '').toMatch(/^[\u4e00-\u9fff，、 ]+$/)
      const en = await payload.findByID({ collection: 'media', id: m.id, depth: 0, locale: 'en' })
      expect(en.alt).toMatch(/^QR code for [A-Z][a-z]+ account: /)
    }
  })

  it('never seeds a database that already has content', async () => {
    expect(await hasContent(payload)).toBe(true)
    const before = await payload.count({ collection: 'news' })
    expect(await seedIfEmpty(payload)).toBe(false)
    expect((await payload.count({ collection: 'news' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('localization', () => {
  it('does not fall back to Chinese when a document has no English text', async () => {
    const doc = await payload.create({
      collection: 'news',
      locale: 'zh',
      data: { title: '仅中文的新闻', publishedAt: '2025-01-01', _status: 'published' },
      overrideAccess: true,
    })
    const en = await payload.findByID({ collection: 'news', id: doc.id, ...asVisitor('en') })
    expect(en.title ?? null).toBeNull()
    await payload.delete({ collection: 'news', id: doc.id, overrideAccess: true })
  })
})
