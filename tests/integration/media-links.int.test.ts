import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadForTests, uploadPng } from './helpers'

/**
 * An editor can delete an upload that documents still use: the links to it are emptied, on both
 * databases. (On SQLite the links that later migrations added to the locales tables referenced
 * media without an ON DELETE action, so the delete failed on the foreign key; see
 * 20261127_211000_foreign_key_actions.) And a document they have open can be deleted: Payload
 * removes its edit lock first.
 */

let payload: Payload
let company: Awaited<ReturnType<Payload['findGlobal']>> | undefined
const created: { collection: 'honors' | 'solution-plans' | 'docs'; id: number }[] = []

beforeAll(async () => {
  payload = await payloadForTests()
})

afterAll(async () => {
  for (const c of created) await payload.delete({ collection: c.collection, id: c.id }).catch(() => undefined)
  if (company) {
    // The seeded logo wall as it was (other suites read it).
    const customers = (company as { customers?: { id?: string | null }[] }).customers ?? []
    await payload.updateGlobal({ slug: 'company', locale: 'zh', depth: 0, data: { customers } })
  }
})

async function upload(name: string): Promise<number> {
  return (await uploadPng(payload, name, 8, 8)).id
}

const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: unknown }).id : v)

describe('deleting an upload that documents use', () => {
  it("empties an honor's certificate in one language (published and in its versions)", async () => {
    const image = await upload('links-honor')
    const english = await upload('links-honor-en')
    const honor = await payload.create({
      collection: 'honors',
      locale: 'zh',
      data: { title: '删除测试证书', image, localizedImage: image, _status: 'published' },
    })
    created.push({ collection: 'honors', id: honor.id })
    await payload.update({
      collection: 'honors',
      id: honor.id,
      locale: 'en',
      data: { title: 'Deletion test certificate', localizedImage: english, _status: 'published' },
    })
    await payload.delete({ collection: 'media', id: english })
    const en = await payload.findByID({ collection: 'honors', id: honor.id, locale: 'en', depth: 0 })
    expect(en.localizedImage ?? null).toBeNull()
    const zh = await payload.findByID({ collection: 'honors', id: honor.id, locale: 'zh', depth: 0 })
    expect(idOf(zh.localizedImage)).toBe(image)
  })

  it("keeps a document's file per language, and empties only that language's", async () => {
    const chinese = await upload('links-doc-zh')
    const english = await upload('links-doc-en')
    const type = (await payload.find({ collection: 'doc-types', limit: 1, depth: 0 })).docs[0]!.id
    const doc = await payload.create({
      collection: 'docs',
      locale: 'zh',
      data: {
        title: '删除测试文档',
        type,
        file: chinese,
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    created.push({ collection: 'docs', id: doc.id })
    await payload.update({
      collection: 'docs',
      id: doc.id,
      locale: 'en',
      data: { title: 'Deletion test document', file: english, _status: 'published' },
    })
    const read = (locale: 'zh' | 'en') =>
      payload.findByID({ collection: 'docs', id: doc.id, locale, depth: 0 })
    expect(idOf((await read('zh')).file)).toBe(chinese)
    expect(idOf((await read('en')).file)).toBe(english)
    await payload.delete({ collection: 'media', id: english })
    expect((await read('en')).file ?? null).toBeNull()
    expect(idOf((await read('zh')).file)).toBe(chinese)
  })

  it("empties a plan's architecture diagram", async () => {
    const diagram = await upload('links-diagram')
    const plan = await payload.create({
      collection: 'solution-plans',
      locale: 'zh',
      draft: true,
      data: { number: 9901, title: '删除测试方案', architectureImage: diagram, _status: 'draft' },
    })
    created.push({ collection: 'solution-plans', id: plan.id })
    await payload.delete({ collection: 'media', id: diagram })
    const after = await payload.findByID({
      collection: 'solution-plans',
      id: plan.id,
      locale: 'zh',
      draft: true,
      depth: 0,
    })
    expect(after.architectureImage ?? null).toBeNull()
  })

  it("empties a customer's logo in one language", async () => {
    company = await payload.findGlobal({ slug: 'company', locale: 'zh', depth: 0 })
    const seeded = (company as { customers?: { id?: string | null }[] }).customers ?? []
    const logo = await upload('links-customer')
    const english = await upload('links-customer-en')
    const row = { name: '删除测试客户', logo, localizedLogo: logo }
    const zh = await payload.updateGlobal({
      slug: 'company',
      locale: 'zh',
      depth: 0,
      data: { customers: [...seeded, row] },
    })
    const rowId = zh.customers?.at(-1)?.id
    // The new row is there in English too, still without an English name.
    const enRows = (await payload.findGlobal({ slug: 'company', locale: 'en', depth: 0 })).customers ?? []
    await payload.updateGlobal({
      slug: 'company',
      locale: 'en',
      depth: 0,
      data: {
        customers: enRows.map((c) =>
          c.id === rowId ? { ...c, name: 'Deletion test customer', localizedLogo: english } : c,
        ),
      },
    })
    await payload.delete({ collection: 'media', id: english })
    const en = await payload.findGlobal({ slug: 'company', locale: 'en', depth: 0 })
    const enRow = en.customers?.find((c) => c.id === rowId)
    expect(enRow?.name).toBe('Deletion test customer')
    expect(enRow?.localizedLogo ?? null).toBeNull()
    const zhRow = (await payload.findGlobal({ slug: 'company', locale: 'zh', depth: 0 })).customers?.find(
      (c) => c.id === rowId,
    )
    expect(idOf(zhRow?.localizedLogo)).toBe(logo)
  })
})

describe('deleting a document someone has open', () => {
  it('deletes the redirect and its edit lock', async () => {
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from: '/int-locked-redirect', to: '/about/news', host: 'both' },
    })
    const user = await payload.create({
      collection: 'users',
      data: { email: 'locks@int.test', password: 'locks-test-password-1', name: 'Editor', roles: ['editor'] },
    })
    // What the admin records while an editor has the document open.
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'redirects', value: redirect.id },
        globalSlug: null,
        user: { relationTo: 'users', value: user.id },
      },
    })
    await payload.delete({ collection: 'redirects', id: redirect.id })
    const left = await payload.find({
      collection: 'redirects',
      where: { from: { equals: '/int-locked-redirect' } },
    })
    expect(left.totalDocs).toBe(0)
    const locks = await payload.find({
      collection: 'payload-locked-documents',
      where: { id: { equals: lock.id } },
    })
    expect(locks.totalDocs).toBe(0)
    await payload.delete({ collection: 'users', id: user.id })
  })
})
