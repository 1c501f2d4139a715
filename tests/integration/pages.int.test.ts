import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRIVACY_PATH } from '@/features/enquiry/privacy'
import { checkLink } from '@/features/routing/links'
import { loadSearchDocs } from '@/features/search/documents'
import { asVisitor, payloadForTests } from './helpers'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await payloadForTests()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'pages', id, overrideAccess: true })
  await payload.delete({
    collection: 'redirects',
    where: { from: { equals: '/old-campaign' } },
    overrideAccess: true,
  })
})

const hero = (heading: string) => ({ blockType: 'hero' as const, heading, text: `${heading} text` })

async function createPage(path: string, locale: 'zh' | 'en' = 'zh', title = 'T') {
  const doc = await payload.create({
    collection: 'pages',
    locale,
    data: { title, path, layout: [hero(title)], _status: 'published' },
    overrideAccess: true,
  })
  created.push(doc.id)
  return doc
}

/** The message of a refused save (Payload's ValidationError names the field and why). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    const data = (error as { data?: { errors?: { path: string; message: string }[] } }).data
    return data?.errors?.map((e) => `${e.path}: ${e.message}`).join('; ') ?? String(error)
  }
  throw new Error('the save was accepted')
}

describe('landing pages', () => {
  it('are readable by visitors only where a language has content', async () => {
    const page = await createPage('/events/int-summit', 'zh', '峰会')
    const zh = await payload.find({
      collection: 'pages',
      where: { path: { equals: page.path } },
      ...asVisitor('zh'),
    })
    expect(zh.docs[0]?.title).toBe('峰会')
    const en = await payload.find({
      collection: 'pages',
      where: { path: { equals: page.path } },
      ...asVisitor('en'),
    })
    expect(en.docs[0]?.title ?? null).toBeNull()
    expect(en.docs[0]?.layout ?? []).toHaveLength(0)

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Summit', layout: [hero('Summit')], _status: 'published' },
      overrideAccess: true,
    })
    const both = await payload.find({
      collection: 'pages',
      where: { path: { equals: page.path } },
      ...asVisitor('en'),
    })
    expect(both.docs[0]?.layout?.[0]).toMatchObject({ blockType: 'hero', heading: 'Summit' })
  })

  it('stay hidden from visitors while a draft', async () => {
    const doc = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: '草稿', path: '/events/int-draft', layout: [hero('草稿')], _status: 'draft' },
      overrideAccess: true,
    })
    created.push(doc.id)
    const seen = await payload.find({
      collection: 'pages',
      where: { id: { equals: doc.id } },
      ...asVisitor('zh'),
    })
    expect(seen.totalDocs).toBe(0)
  })

  it.each([
    ['/about/company', '固定页面'],
    ['/products/NewThing', '固定页面'],
    ['/admin/x', '后台'],
    ['/cms-api', '后台'],
    ['/about/professor', '跳转'],
    ['/events/', '路径须以'],
    ['/a.html', '路径须以'],
  ])('refuse the path %s, saying why', async (path, message) => {
    const reason = await refusal(() => createPage(path))
    expect(reason).toContain('path')
    expect(reason).toContain(message)
  })

  it('refuse a path another page or an editor redirect holds', async () => {
    await createPage('/events/int-taken')
    expect(await refusal(() => createPage('/events/int-taken'))).toContain('另一个页面')
    await payload.create({
      collection: 'redirects',
      data: { from: '/old-campaign', to: '/', host: 'both', permanent: true },
      overrideAccess: true,
    })
    expect(await refusal(() => createPage('/old-campaign'))).toContain('跳转')
  })

  it('open with their hero: a hero further down is refused, saying why', async () => {
    const cta = { blockType: 'cta' as const, text: '联系我们', button: { label: '咨询', action: 'contact' } }
    const save = (layout: unknown[]) => () =>
      payload.create({
        collection: 'pages',
        locale: 'zh',
        data: { title: 'H', path: '/events/int-hero-late', layout, _status: 'published' } as never,
        overrideAccess: true,
      })
    const reason = await refusal(save([cta, hero('迟到')]))
    expect(reason).toContain('layout')
    expect(reason).toContain('首屏横幅只能作为第一个区块（第 2 个区块')
    const ok = (await save([hero('开场'), cta])()) as { id: number }
    created.push(ok.id)
  })

  it('keep their own path when saved again', async () => {
    const page = await createPage('/events/int-resave')
    const again = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { title: '再次保存' },
      overrideAccess: true,
    })
    expect(again.path).toBe('/events/int-resave')
  })

  it('count as link targets, and enter the site search', async () => {
    await createPage('/events/int-linked', 'zh', '可链接的页面')
    expect(await checkLink(payload, '/events/int-linked')).toBeNull()
    expect(await checkLink(payload, '/events/int-nowhere')).toBe('missing')
    expect(await checkLink(payload, 'http://example.com')).toBe('insecure')
    expect(await checkLink(payload, 'javascript:alert(1)')).toBe('insecure')
    expect(await checkLink(payload, 'https://example.com/x')).toBeNull()
    expect(await checkLink(payload, '/doc?docType=1')).toBeNull()
    const docs = await loadSearchDocs(payload, 'zh')
    expect(docs.find((d) => d.url === '/events/int-linked')).toMatchObject({
      kind: 'pages',
      title: '可链接的页面',
    })
  })

  it('include the seeded privacy policy in both languages', async () => {
    for (const locale of ['zh', 'en'] as const) {
      const res = await payload.find({
        collection: 'pages',
        where: { path: { equals: PRIVACY_PATH } },
        ...asVisitor(locale),
      })
      expect(res.docs[0]?.title).toBe(locale === 'zh' ? '隐私政策' : 'Privacy policy')
      expect(res.docs[0]?.layout?.map((b) => b.blockType)).toEqual(['hero', 'richText'])
    }
  })
})
