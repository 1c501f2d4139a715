import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseIndustryOptions, caseProductOptions } from '@/features/cases/collection'
import { getCaseCounts } from '@/features/cases/queries'
import { getPost } from '@/features/news/queries'
import { getPlans, planIndustrySlugs } from '@/features/solutions/queries'
import { publishedIds as readPublishedIds, visibleIds } from '@/features/search/documents'
import { searchIndex } from '@/features/search/store'
import { SITEMAP_RANGE, sitemapFileEntries, sitemapFiles } from '@/features/seo/sitemap'
import { asVisitor, payloadForTests } from './helpers'

/**
 * The site at a few thousand documents, built fast through Payload's database layer (no hooks,
 * no versions: published rows as a visitor reads them). Answers past the old fixed limits are
 * right (1,000 posts read for previous/next, 500 cases counted), and the reads that once grew
 * with the content stay flat: they are measured at ~1,050 and ~2,100 news items by the number of
 * SQL queries and the rows they return, which a loaded machine does not blur as it does timings.
 */

let payload: Payload
const postgres = !(process.env.DATABASE_URL ?? '').startsWith('file:')

/** Counts the SQL statements sent and the rows they returned while `fn` runs. */
async function measure<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number; rows: number }> {
  let queries = 0
  let rows = 0
  const count = (res: unknown) => {
    const r = res as { rows?: unknown[] } | { rows?: unknown[] }[] | undefined
    for (const one of Array.isArray(r) ? r : [r]) rows += one?.rows?.length ?? 0
    return res
  }
  const db = payload.db as unknown as {
    pool?: { query: (...a: unknown[]) => Promise<unknown> }
    client?: { execute: (...a: unknown[]) => Promise<unknown>; batch: (...a: unknown[]) => Promise<unknown> }
  }
  const target = (postgres ? db.pool : db.client) as Record<string, (...a: unknown[]) => Promise<unknown>>
  const names = postgres ? ['query'] : ['execute', 'batch']
  const originals = names.map((n) => [n, target[n]!] as const)
  for (const [n, original] of originals)
    target[n] = (...a: unknown[]) => {
      queries++
      return original.apply(target, a).then(count)
    }
  try {
    return { result: await fn(), queries, rows }
  } finally {
    for (const [n, original] of originals) target[n] = original
  }
}

const zh = { locale: 'zh' } as PayloadRequest
// The database layer takes localized fields as { locale: value }, as Payload's operations pass them.
const DAY = 24 * 3600 * 1000
/** Newer than any seeded news: news item i (from 1) ranks i-th newest. */
const base = Date.parse('2031-01-01T00:00:00.000Z')
const newsIds: number[] = []
/** News published through the local API during the test (older than every bulk item). */
const publishedIds: number[] = []
const caseIds: number[] = []
const planIds: number[] = []

async function addNews(upTo: number) {
  for (let i = newsIds.length + 1; i <= upTo; i++) {
    const doc = (await payload.db.create({
      collection: 'news',
      req: zh,
      data: {
        title: { zh: `规模测试新闻 ${i}` },
        summary: { zh: `第 ${i} 条` },
        category: 'company',
        publishedAt: new Date(base - i * DAY).toISOString(),
        _status: 'published',
      },
    })) as { id: number }
    newsIds.push(doc.id)
  }
}

beforeAll(async () => {
  payload = await payloadForTests()
}, 1_200_000)

afterAll(async () => {
  // Other test files of the same run share the database: leave it as it was.
  if (newsIds.length)
    await payload.db.deleteMany({ collection: 'news', where: { id: { in: newsIds } }, req: zh })
  if (caseIds.length)
    await payload.db.deleteMany({ collection: 'cases', where: { id: { in: caseIds } }, req: zh })
  if (planIds.length)
    await payload.db.deleteMany({ collection: 'product-plans', where: { id: { in: planIds } }, req: zh })
  for (const id of publishedIds) await payload.delete({ collection: 'news', id, overrideAccess: true })
}, 600_000)

describe('the database finds every document by its parent', () => {
  it('indexes each language table, and each hasMany table, on its parent id', async () => {
    const tables = postgres
      ? (
          await (
            payload.db as unknown as {
              pool: { query: (s: string) => Promise<{ rows: { t: string; c: string }[] }> }
            }
          ).pool.query(
            `select t.relname as t, a.attname as c from pg_index i
               join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
               join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
             where n.nspname = 'public'`,
          )
        ).rows
      : await sqliteLeadingIndexColumns()
    const led = new Set(tables.map((r) => `${r.t}.${r.c}`))
    const sideTables = [...new Set(tables.map((r) => r.t))].filter((t) => /_(locales|texts|numbers)$/.test(t))
    expect(sideTables).toContain('news_locales')
    for (const t of sideTables) {
      const column = t.endsWith('_locales') ? '_parent_id' : 'parent_id'
      expect(led.has(`${t}.${column}`), `${t} has an index led by ${column}`).toBe(true)
    }
  })
})

async function sqliteLeadingIndexColumns(): Promise<{ t: string; c: string }[]> {
  const client = (
    payload.db as unknown as {
      client: { execute: (s: string) => Promise<{ rows: Record<string, unknown>[] }> }
    }
  ).client
  const { rows } = await client.execute(
    `select m.name as t, ii.name as c from sqlite_master m, pragma_index_list(m.name) il, pragma_index_info(il.name) ii
     where m.type = 'table' and ii.seqno = 0`,
  )
  return rows.map((r) => ({ t: String(r.t), c: String(r.c) }))
}

describe('620 published cases', () => {
  it('counts every case, per sector and per product (no cap at 500)', async () => {
    const count = async (where = {}) =>
      (
        await payload.count({
          collection: 'cases',
          where: { and: [{ title: { exists: true } }, where] },
          ...asVisitor('zh'),
        })
      ).totalDocs
    const seeded = await count()
    const expectedIndustry = Object.fromEntries(
      await Promise.all(
        caseIndustryOptions.map(
          async (o) => [o.value, await count({ industry: { equals: o.value } })] as const,
        ),
      ),
    )
    const expectedProduct = Object.fromEntries(
      await Promise.all(
        caseProductOptions.map(
          async (o) => [o.value, await count({ product: { equals: o.value } })] as const,
        ),
      ),
    )
    for (let i = 0; i < 620 - seeded; i++) {
      const industry = caseIndustryOptions[i % caseIndustryOptions.length]!.value
      const product = caseProductOptions[i % caseProductOptions.length]!.value
      const doc = (await payload.db.create({
        collection: 'cases',
        req: zh,
        data: {
          title: { zh: `规模测试案例 ${i}` },
          industry,
          product,
          _status: 'published',
          publishedAt: new Date().toISOString(),
        },
      })) as { id: number }
      caseIds.push(doc.id)
      expectedIndustry[industry] = (expectedIndustry[industry] ?? 0) + 1
      expectedProduct[product] = (expectedProduct[product] ?? 0) + 1
    }
    const counts = await getCaseCounts('zh')
    expect(counts.total).toBe(620)
    expect(counts.byIndustry).toEqual(
      Object.fromEntries(Object.entries(expectedIndustry).filter(([, n]) => n > 0)),
    )
    expect(counts.byProduct).toEqual(
      Object.fromEntries(Object.entries(expectedProduct).filter(([, n]) => n > 0)),
    )
    expect(Object.values(counts.byIndustry).reduce((a, b) => a + b, 0)).toBe(620)
  }, 600_000)
})

describe('230 published product plans', () => {
  it('lists every one on the pages of the listing and of its industry (no cap at 100)', async () => {
    const all = async (industry?: (typeof planIndustrySlugs)[number]) => {
      const first = await getPlans('zh', 'product-plans', 1, 30, industry)
      const ids = first.docs.map((p) => p.id)
      for (let page = 2; page <= first.totalPages; page++)
        ids.push(...(await getPlans('zh', 'product-plans', page, 30, industry)).docs.map((p) => p.id))
      return { total: first.total, ids }
    }
    const seeded = await all()
    const finance = 'financial_industry'
    const seededFinance = await all(finance)
    const top = await payload.find({ collection: 'product-plans', sort: '-number', limit: 1, depth: 0 })
    let number = (top.docs[0]?.number ?? 0) + 1
    for (let i = 0; i < 230 - seeded.total; i++) {
      const doc = (await payload.db.create({
        collection: 'product-plans',
        req: zh,
        data: {
          title: { zh: `规模测试产品方案 ${i}` },
          number: number++,
          // Every fifth in one industry; the same sort value for many, as editors leave it.
          industry: i % 5 === 0 ? finance : 'traffic',
          sort: i % 3,
          _status: 'published',
        },
      })) as { id: number }
      planIds.push(doc.id)
    }
    const listed = await all()
    expect(listed.total).toBe(230)
    // Pages of the second half are read from the other end (features/content/read.ts): the same
    // order as one read of every plan.
    const everyPlan = await payload.find({
      collection: 'product-plans',
      where: { title: { exists: true } },
      sort: ['sort', 'id'],
      pagination: false,
      depth: 0,
      ...asVisitor('zh'),
    })
    expect(listed.ids).toEqual(everyPlan.docs.map((d) => d.id))
    // Each plan on exactly one page: a stable order across pages, ties broken by id.
    expect(new Set(listed.ids).size).toBe(230)
    expect(listed.ids).toEqual(expect.arrayContaining([...seeded.ids, ...planIds]))
    const inFinance = await all(finance)
    const added = planIds.filter((_, i) => i % 5 === 0)
    expect(inFinance.total).toBe(seededFinance.total + added.length)
    expect(new Set(inFinance.ids)).toEqual(new Set([...seededFinance.ids, ...added]))
  }, 600_000)
})

describe('a few thousand news items', () => {
  type Figures = { queries: number; rows: number }
  type Sitemap = { index: Figures; pages: Figures; range: Figures }
  const at: Record<'small' | 'large', { detail: Figures; sitemap: Sitemap; publish: Figures }> = {} as never

  /** Reads a page of each kind once, and publishes one news item, counting what each costs. */
  async function figures(size: 'small' | 'large', middle: number) {
    // The search index catches up with the items added so far first: its background reads would
    // otherwise run between the sitemap's reads (which leave the event loop a turn) and be counted.
    await searchIndex('zh', { payload, maxAgeMs: 0, wait: true })
    const detail = await measure(() => getPost('zh', 'news', newsIds[middle - 1]!))
    expect(detail.result?.doc.id).toBe(newsIds[middle - 1])
    // The sitemap: its index, its fixed pages and the first id range of news (full at both sizes).
    const index = await measure(() => sitemapFiles('zh'))
    const pages = await measure(() => sitemapFileEntries('zh', 'pages'))
    const range = await measure(() =>
      sitemapFileEntries('zh', `news-${Math.ceil(newsIds[0]! / SITEMAP_RANGE)}`),
    )
    expect(pages.result.map((e) => e.path)).toContain('/about/news')
    // The middle item is in the file of its id range, which the index names.
    const file = `news-${Math.ceil(newsIds[middle - 1]! / SITEMAP_RANGE)}`
    expect(index.result).toContain(file)
    expect((await sitemapFileEntries('zh', file)).map((e) => e.path)).toContain(
      `/about/news/${newsIds[middle - 1]}`,
    )
    const sitemap = { index, pages, range }
    // The index exists (built once); a publish updates it in place.
    const built = await searchIndex('zh', { payload, maxAgeMs: 0, wait: true })
    const word = size === 'small' ? '鸬鹚规模' : '鹡鸰规模'
    const draft = await payload.create({
      collection: 'news',
      locale: 'zh',
      draft: true,
      overrideAccess: true,
      data: {
        title: `某${word}新闻`,
        publishedAt: new Date(base - 20_000 * DAY).toISOString(),
        _status: 'draft',
      },
    })
    publishedIds.push(draft.id)
    // Outside a transaction, so that every statement goes through the counted connection.
    const publish = await measure(() =>
      payload.update({
        collection: 'news',
        id: draft.id,
        locale: 'zh',
        overrideAccess: true,
        disableTransaction: true,
        data: { _status: 'published' },
      }),
    )
    // Found at once, without waiting for any catch-up, by the same index object. No catch-up
    // starts here either: one left running would send its reads while the next size is counted.
    const now = await searchIndex('zh', { payload, maxAgeMs: Number.POSITIVE_INFINITY })
    expect(now).toBe(built)
    expect(now.search(word, { page: 1, size: 10 }).hits.map((h) => h.title.text)).toEqual([`某${word}新闻`])
    at[size] = { detail, sitemap, publish }
  }

  it('shows the right previous and next links on the 2,000th newest item, and reads stay flat from ~1,050 to ~2,100 items', async () => {
    await addNews(1050)
    await figures('small', 1000)
    await addNews(2100)
    await figures('large', 2000)

    const found = await getPost('zh', 'news', newsIds[2000 - 1]!)
    expect(found?.prev).toEqual({ id: newsIds[1999 - 1], title: '规模测试新闻 1999' })
    expect(found?.next).toEqual({ id: newsIds[2001 - 1], title: '规模测试新闻 2001' })
    // Related: the three newest other items.
    expect(found?.related.map((r) => r.id)).toEqual(newsIds.slice(0, 3))

    const { small, large } = at
    // A detail page: the same queries and about the same rows whatever the size.
    expect(large.detail.queries).toBe(small.detail.queries)
    expect(large.detail.rows).toBeLessThanOrEqual(small.detail.rows + 2)
    // The sitemap: its index and each file cost the same at twice the size (an id range reads at
    // most SITEMAP_RANGE rows per language, whatever the site holds).
    for (const part of ['index', 'pages', 'range'] as const) {
      expect(large.sitemap[part].queries, part).toBeLessThanOrEqual(small.sitemap[part].queries + 2)
      expect(large.sitemap[part].rows, part).toBeLessThanOrEqual(small.sitemap[part].rows + 10)
    }
    expect(large.sitemap.range.rows).toBeLessThanOrEqual(4 * SITEMAP_RANGE)
    // A publish updates one document of the search index: no more queries or rows at twice the size.
    expect(large.publish.queries).toBeLessThanOrEqual(small.publish.queries + 2)
    expect(large.publish.rows).toBeLessThanOrEqual(small.publish.rows + 10)
  }, 1_200_000)

  it('reads every published and every visible id of a kind past one chunk of ids', async () => {
    const published = await payload.count({
      collection: 'news',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
    })
    expect(published.totalDocs).toBeGreaterThan(1000)
    expect((await readPublishedIds(payload, 'news')).size).toBe(published.totalDocs)
    const visible = await payload.count({
      collection: 'news',
      where: { title: { exists: true } },
      ...asVisitor('zh'),
    })
    expect((await visibleIds(payload, 'zh', 'news')).size).toBe(visible.totalDocs)
  })
})
