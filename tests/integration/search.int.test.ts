import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changedSince, loadSearchDocsOf, sources, toSearchDoc } from '@/features/search/documents'
import { searchKinds, type SearchDoc } from '@/features/search/engine'
import { currentSearchIndex, searchIndex } from '@/features/search/store'
import { payloadForTests } from './helpers'

let payload: Payload
const created: number[] = []

/** The index as a query right now would see it (no grace period for the content stamp). */
const fresh = (locale: 'zh' | 'en') => searchIndex(locale, { payload, maxAgeMs: 0, wait: true })
/**
 * Another instance's change: `disableRevalidate` skips this instance's hooks, so the change
 * reaches the index only through the content stamp.
 */
const elsewhere = { disableRevalidate: true }
/** Publishes or unpublishes a case, here (its hooks update the indexes) or (with `elsewhere`) as another instance would. */
const setStatus = (id: number, _status: 'published' | 'draft', context?: typeof elsewhere) =>
  payload.update({ collection: 'cases', id, locale: 'zh', overrideAccess: true, context, data: { _status } })
/** Publishes a new case, here or (with `elsewhere`) as another instance would. */
const publishCase = (title: string, context?: typeof elsewhere) =>
  payload.create({
    collection: 'cases',
    locale: 'zh',
    overrideAccess: true,
    context,
    data: { title, product: '1', industry: '1', _status: 'published', publishedAt: new Date().toISOString() },
  })
const publishElsewhere = (title: string) => publishCase(title, elsewhere)
const titles = async (locale: 'zh' | 'en', q: string) =>
  (await fresh(locale)).search(q, { page: 1, size: 30 }).hits.map((h) => h.title.text)
/** The titles found in the index as this instance's hooks alone left it (no stamp check, no catch-up). */
const hookedTitles = (locale: 'zh' | 'en', q: string) =>
  searchIndex(locale, { payload, maxAgeMs: Number.POSITIVE_INFINITY }).then((index) =>
    index.search(q, { page: 1, size: 10 }).hits.map((h) => h.title.text),
  )

beforeAll(async () => {
  payload = await payloadForTests()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'cases', id, overrideAccess: true })
})

// First in the file: this file's process has no index yet.
describe('the first search after a start', () => {
  it('answers at once from the index being built, marked incomplete, and the same index once it is complete', async () => {
    const started = Date.now()
    const first = currentSearchIndex('zh', { payload })
    expect(first.complete).toBe(false)
    // A search during the build answers from what is indexed so far, without waiting.
    first.index.search('容灾', { page: 1, size: 5 })
    expect(Date.now() - started).toBeLessThan(1_000)
    // Both languages are built together: English is being built too.
    expect(currentSearchIndex('en', { payload }).complete).toBe(false)
    const built = await searchIndex('zh', { payload, wait: true })
    expect(built).toBe(first.index)
    expect(built.search('容灾', { page: 1, size: 5 }).total).toBeGreaterThan(0)
    expect(currentSearchIndex('zh', { payload, maxAgeMs: Number.POSITIVE_INFINITY })).toEqual({
      index: built,
      complete: true,
    })
  })
})

describe('site search over the seeded content', () => {
  it('finds a case by a Chinese word inside a longer word, in Chinese only', async () => {
    expect(await titles('zh', '漏损')).toContain('城市供水管网漏损智能分析')
    expect(await titles('en', '漏损')).toEqual([])
  })

  it('finds 数据库容灾方案 in a case body by 容灾, titles with 容灾 first', async () => {
    const index = await fresh('zh')
    const { hits } = index.search('容灾', { page: 1, size: 100 })
    const urls = hits.map((h) => h.url)
    expect(urls).toContain(`/customer/case/${await caseId('省级农信核心账务系统从 Oracle 迁移至 MogDB')}`)
    const firstBodyOnly = hits.findIndex((h) => h.title.marks.length === 0)
    const lastTitleHit = hits.map((h) => h.title.marks.length > 0).lastIndexOf(true)
    expect(
      hits.some((h) => h.title.marks.length > 0),
      'some hit has 容灾 in its title',
    ).toBe(true)
    expect(lastTitleHit).toBeLessThan(firstBodyOnly)
  })

  it('tolerates a typo and matches word forms in English', async () => {
    const typo = await titles('en', 'databse')
    expect(typo.length).toBeGreaterThan(0)
    expect(await titles('en', 'migrate')).toEqual(expect.arrayContaining([expect.stringMatching(/migrat/i)]))
  })

  it('links every result to a page of its kind', async () => {
    const { hits } = (await fresh('en')).search('MogDB', { page: 1, size: 100 })
    const kinds = new Set(hits.map((h) => h.kind))
    expect(kinds.size).toBeGreaterThan(3)
    for (const h of hits) {
      expect(h.url).toMatch(
        /^\/(products\/\w+|services\/\w+|solution\/\d+|product_solution\/\d+|customer\/case\/\d+|about\/news\/\d+|technology\/article\/\d+|doc\/\d+|video\/\d+)$/,
      )
    }
  })
})

describe('what the index reads', () => {
  it('makes the same search document from the fields it selects as from the whole document, for every kind and language', async () => {
    for (const locale of ['zh', 'en'] as const)
      for (const kind of searchKinds) {
        const selected: SearchDoc[] = []
        await loadSearchDocsOf(payload, locale, kind, (docs) => void selected.push(...docs))
        expect(selected.length, `${locale} ${kind}`).toBeGreaterThan(0)
        const whole = await payload.find({
          collection: sources[kind].collection,
          where: { id: { in: selected.map((d) => Number(d.id.split(':')[1])) } },
          pagination: false,
          depth: 0,
          locale,
          fallbackLocale: false,
        })
        const fromWhole = whole.docs.map((d) => toSearchDoc(kind, d as unknown as Record<string, unknown>))
        expect(selected, `${locale} ${kind}`).toEqual(
          expect.arrayContaining(fromWhole.filter((d) => d !== null)),
        )
        expect(fromWhole.length).toBe(selected.length)
      }
  })
})

async function caseId(title: string): Promise<number> {
  const res = await payload.find({
    collection: 'cases',
    where: { title: { equals: title } },
    locale: 'zh',
    limit: 1,
    depth: 0,
  })
  return res.docs[0]!.id
}

describe('freshness', () => {
  it('never indexes a draft, picks up publishing and unpublishing', async () => {
    const word = '鸮鹦测试'
    const draft = await payload.create({
      collection: 'cases',
      locale: 'zh',
      draft: true,
      overrideAccess: true,
      data: { title: `某${word}案例`, product: '1', industry: '1', _status: 'draft' },
    })
    created.push(draft.id)
    expect(await titles('zh', word)).toEqual([])

    await setStatus(draft.id, 'published')
    expect(await titles('zh', word)).toEqual([`某${word}案例`])
    // No English text: not on the English site, so not in its search either.
    expect(await titles('en', 'case')).not.toContain(`某${word}案例`)

    await setStatus(draft.id, 'draft')
    expect(await titles('zh', word)).toEqual([])
  })

  it('drops a document unpublished while a draft of it was pending', async () => {
    const word = '鸲鹟测试'
    const doc = await publishCase(`某${word}案例`)
    created.push(doc.id)
    expect(await titles('zh', word)).toEqual([`某${word}案例`])
    // An editor's autosaved change: a draft version; the public copy stays as it was.
    await payload.update({
      collection: 'cases',
      id: doc.id,
      locale: 'zh',
      draft: true,
      overrideAccess: true,
      data: { title: `某${word}案例（修订中）`, _status: 'draft' },
    })
    expect(await titles('zh', word)).toEqual([`某${word}案例`])
    // Unpublish with that draft pending: the hooks' previous document is the draft. Read without
    // a stamp check, which would catch up by itself.
    await setStatus(doc.id, 'draft')
    expect(await hookedTitles('zh', word)).toEqual([])
  })

  it("puts a publish on this instance in both languages' indexes at once, before any catch-up", async () => {
    await Promise.all([fresh('zh'), fresh('en')])
    const draft = await payload.create({
      collection: 'cases',
      locale: 'zh',
      draft: true,
      overrideAccess: true,
      data: { title: '某鹈鹕双语案例', product: '1', industry: '1', _status: 'draft' },
    })
    created.push(draft.id)
    await payload.update({
      collection: 'cases',
      id: draft.id,
      locale: 'en',
      draft: true,
      overrideAccess: true,
      data: { title: 'A pelicanish bilingual case' },
    })
    await setStatus(draft.id, 'published')
    // The hooks' reads alone (no stamp check): each language read in its own language.
    expect(await hookedTitles('zh', '鹈鹕双语')).toEqual(['某鹈鹕双语案例'])
    expect(await hookedTitles('en', 'pelicanish')).toEqual(['A pelicanish bilingual case'])
  })

  it("catches up with another instance's publish and unpublish (no hook ran here), document by document", async () => {
    const word = '鹈鹕同步'
    const before = await fresh('zh')
    const doc = await publishElsewhere(`某${word}案例`)
    created.push(doc.id)
    expect(await titles('zh', word)).toEqual([`某${word}案例`])
    await setStatus(doc.id, 'draft', elsewhere)
    expect(await titles('zh', word)).toEqual([])
    // Updated in place, never rebuilt.
    expect(await fresh('zh')).toBe(before)
  })

  it("starts a catch-up with another instance's change only when its deferral lets it (after the answer is sent)", async () => {
    const word = '鹪鹩延后'
    await fresh('zh')
    const doc = await publishElsewhere(`某${word}案例`)
    created.push(doc.id)
    let start: (() => void) | undefined
    const { index } = currentSearchIndex('zh', { payload, maxAgeMs: 0, defer: (run) => (start = run) })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(index.search(word, { page: 1, size: 10 }).total).toBe(0)
    start!()
    // The catch-up started above, now let run (searchIndex waits for it; no new one starts).
    await searchIndex('zh', { payload, maxAgeMs: Number.POSITIVE_INFINITY, wait: true })
    expect(index.search(word, { page: 1, size: 10 }).hits.map((h) => h.title.text)).toEqual([`某${word}案例`])
  })

  it("catches up with another instance's deletion, also when a publish in the same interval keeps the count", async () => {
    const word = '鸬鹚删除'
    const make = (n: number) => publishElsewhere(`某${word}案例${n}`)
    const first = await make(1)
    const second = await make(2)
    created.push(second.id)
    expect((await titles('zh', word)).sort()).toEqual([`某${word}案例1`, `某${word}案例2`])
    // One deleted and one published between two checks: the published count is unchanged. The
    // adapter's delete runs no hook (as on another instance); the first is not the newest row,
    // so SQLite does not give its id to the next one.
    await payload.db.deleteOne({ collection: 'cases', where: { id: { equals: first.id } } })
    const third = await make(3)
    created.push(third.id)
    expect(third.id).not.toBe(first.id)
    expect((await titles('zh', word)).sort()).toEqual([`某${word}案例2`, `某${word}案例3`])
  })

  it('reads every document of a kind as changed when the index had no stamp for it yet', async () => {
    const all = await payload.count({ collection: 'videos', overrideAccess: true })
    const changed = await changedSince(payload, 'videos', '')
    expect(changed).toHaveLength(all.totalDocs)
    expect(changed.every((c) => typeof c.id === 'number')).toBe(true)
    const latest = await changedSince(payload, 'videos', new Date(Date.now() + 60_000).toISOString())
    expect(latest).toEqual([])
  })

  it('reuses the index between checks and shares one rebuild between concurrent queries', async () => {
    const a = await fresh('zh')
    const [b, c] = await Promise.all([fresh('zh'), fresh('zh')])
    expect(b).toBe(a)
    expect(c).toBe(a)
    const cached = await searchIndex('zh', { payload, maxAgeMs: 60_000 })
    expect(cached).toBe(a)
  })
})
