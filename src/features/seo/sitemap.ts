import type { Where } from 'payload'
import { routing, type Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import { caseIndustryOptions, caseProductOptions } from '@/features/cases/collection'
import { collectionTag } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { asVisitor, hasTitle, titledWhere } from '@/features/content/visitor'
import { eachPageAfterLastId, nextTurn } from '@/features/content/after-last-id'
import { planIndustrySlugs } from '@/features/solutions/queries'
import { productPageTypes } from '@/features/products/types'
import { getResourceTypes } from '@/features/resources/queries'
import { serviceTypes } from '@/features/products/types'
import { STATIC_ROUTES } from '@/features/routing/site-paths'
import type { PageCollection } from './locales'
import type { SitemapEntry } from './sitemap-xml'

// A host's sitemap is an index (/sitemap.xml) of files that each cost the same whatever the
// site's size (issue 53: one file of every page took 101-120 s at 5,000 news on SQLite):
// - `pages`: the fixed pages, products, services, landing pages and the listing filters, from
//   small queries (the newest item of a listing, one per filter value), never a whole collection;
// - `{kind}-{n}`: the detail pages of a kind that grows with the years, ids
//   ((n − 1) × SITEMAP_RANGE, n × SITEMAP_RANGE], so a file reads at most that many rows per language.
// The index needs only each kind's highest id. Every file is far below the protocol's 50,000 URLs.

/** The fixed pages of spec section 2 that are pages: not the 404 page, the search, or JSON routes. */
const staticPaths = STATIC_ROUTES.filter(
  (p) => !['/404', '/search', '/products/json', '/services/json'].includes(p),
)

type Key = 'id' | 'number' | 'type' | 'path'
type Row = { key: string; updatedAt: string | null; extra: Record<string, unknown> }

/** Ids per file of a growing kind: a full file measured 207-316 ms at 10x, below the `pages` file (docs/performance.md). */
export const SITEMAP_RANGE = 500

/**
 * Rows read per query. The SQLite driver runs each query, and Payload converts its rows, without
 * giving the event loop a turn: a chunk must stay short (a few tens of milliseconds), and the
 * server answers other requests between two (features/content/after-last-id.ts).
 */
export const CHUNK = 100

/** The kinds listed one id range per file, in the index's order. */
const rangedKinds = {
  solution: { collection: 'solution-plans', key: 'number', path: (k: string) => `/solution/${k}` },
  product_solution: {
    collection: 'product-plans',
    key: 'number',
    path: (k: string) => `/product_solution/${k}`,
  },
  case: { collection: 'cases', key: 'id', path: (k: string) => `/customer/case/${k}` },
  news: { collection: 'news', key: 'id', path: (k: string) => `/about/news/${k}` },
  article: { collection: 'articles', key: 'id', path: (k: string) => `/technology/article/${k}` },
  doc: { collection: 'docs', key: 'id', path: (k: string) => `/doc/${k}` },
  video: { collection: 'videos', key: 'id', path: (k: string) => `/video/${k}` },
} as const satisfies Record<string, { collection: PageCollection; key: Key; path: (k: string) => string }>
type RangedKind = keyof typeof rangedKinds

/** A file of a host's sitemap: the fixed pages, or one id range of a growing kind. */
export type SitemapFile = 'pages' | `${RangedKind}-${number}`

/** The file an id names (`pages`, `news-3`), or null. */
export function parseSitemapFile(id: string): { kind: 'pages' } | { kind: RangedKind; n: number } | null {
  if (id === 'pages') return { kind: 'pages' }
  const m = /^([a-z_]+)-([1-9][0-9]{0,5})$/.exec(id)
  return m && Object.hasOwn(rangedKinds, m[1]!) ? { kind: m[1] as RangedKind, n: Number(m[2]) } : null
}

/**
 * Published documents of a collection with a title in `locale` and an id in (after, upTo], keyed
 * by their route value: only the fields the sitemap prints, a chunk at a time in id order.
 */
async function rows(
  collection: PageCollection,
  locale: Locale,
  key: Key,
  {
    where = hasTitle,
    extra = [],
    after = 0,
    upTo = Infinity,
  }: { where?: Where; extra?: string[]; after?: number; upTo?: number } = {},
): Promise<Row[]> {
  const payload = await cms()
  const found: Row[] = []
  await eachPageAfterLastId(
    CHUNK,
    async (after) => {
      const ids: Where = Number.isFinite(upTo)
        ? { and: [{ id: { greater_than: after } }, { id: { less_than_equal: upTo } }] }
        : { id: { greater_than: after } }
      const res = await payload.find({
        collection,
        where: { and: [where, ids] },
        sort: 'id',
        pagination: false,
        limit: CHUNK,
        depth: 0,
        select: Object.fromEntries(['title', 'updatedAt', key, ...extra].map((f) => [f, true])),
        ...asVisitor(locale),
      })
      return res.docs as unknown as ({ id: unknown } & Record<string, unknown>)[]
    },
    (docs) => {
      for (const d of docs) {
        if (typeof d.title !== 'string' || d.title.trim() === '') continue
        found.push({
          key: String(d[key]),
          updatedAt: typeof d.updatedAt === 'string' ? d.updatedAt : null,
          extra: Object.fromEntries(extra.map((f) => [f, d[f]])),
        })
      }
    },
    after,
  )
  return found
}

/** Entries of `locale` from rows of both languages, each with the languages it exists in. */
async function entriesOf(
  locale: Locale,
  path: (key: string) => string,
  load: (l: Locale) => Promise<Row[]>,
): Promise<{ mine: Row[]; entries: SitemapEntry[] }> {
  // One read after another: reads started together would each run a chunk in the same turn.
  const keys = new Map<string, Locale[]>()
  let mine: Row[] = []
  for (const l of routing.locales) {
    const list = await load(l)
    if (l === locale) mine = list
    for (const r of list) keys.set(r.key, [...(keys.get(r.key) ?? []), l])
  }
  return {
    mine,
    entries: mine.map((r) => ({
      path: path(r.key),
      lastmod: r.updatedAt,
      locales: keys.get(r.key) ?? [locale],
    })),
  }
}

/**
 * The first published document with a title in `locale` in `sort` order (matching `where`): one
 * row with the fields asked for, or undefined.
 */
async function firstRow(
  collection: PageCollection,
  locale: Locale,
  sort: '-updatedAt' | '-id',
  where?: Where,
): Promise<{ id: unknown; updatedAt?: unknown } | undefined> {
  await nextTurn()
  const payload = await cms()
  const res = await payload.find({
    collection,
    where: titledWhere(where),
    sort,
    limit: 1,
    pagination: false,
    depth: 0,
    select: { title: true, updatedAt: true },
    ...asVisitor(locale),
  })
  return res.docs[0]
}

/** When the newest published document matching `where` changed: undefined when there is none. */
async function newest(collection: PageCollection, locale: Locale, where?: Where) {
  const d = await firstRow(collection, locale, '-updatedAt', where)
  return d && (typeof d.updatedAt === 'string' ? d.updatedAt : null)
}

/**
 * A listing filter's page (`/customer/case?industry=2`, `/product_solution/traffic`): listed when
 * a document in this language matches, dated by the newest, with the languages that have one.
 */
async function filterEntry(
  locale: Locale,
  collection: PageCollection,
  where: Where,
  entry: Pick<SitemapEntry, 'path' | 'query'>,
): Promise<SitemapEntry[]> {
  const found: Partial<Record<Locale, string | null>> = {}
  for (const l of routing.locales) {
    const lastmod = await newest(collection, l, where)
    if (lastmod !== undefined) found[l] = lastmod
  }
  const mine = found[locale]
  if (mine === undefined) return []
  return [{ ...entry, lastmod: mine, locales: routing.locales.filter((l) => found[l] !== undefined) }]
}

/** The `pages` file: every page that is not a growing kind's detail page, from small queries. */
async function pagesFile(locale: Locale): Promise<SitemapEntry[]> {
  const both = routing.locales
  const all = (
    collection: PageCollection,
    key: Key,
    path: (k: string) => string,
    where?: Where,
    extra?: string[],
  ) => entriesOf(locale, path, (l) => rows(collection, l, key, { where, extra }))

  // Listing pages change when their items do.
  const listings: [string, PageCollection][] = [
    ['/customer', 'cases'],
    ['/customer/case', 'cases'],
    ['/doc', 'docs'],
    ['/video', 'videos'],
    ['/solution', 'solution-plans'],
    ['/product_solution', 'product-plans'],
    ['/about/news', 'news'],
    ['/technology/article', 'articles'],
  ]
  const newestOf = new Map<PageCollection, string | null>()
  for (const [, collection] of listings)
    if (!newestOf.has(collection)) newestOf.set(collection, (await newest(collection, locale)) ?? null)
  const listLastmod = Object.fromEntries(listings.map(([path, c]) => [path, newestOf.get(c) ?? null]))
  const fixed: SitemapEntry[] = staticPaths.map((path) => ({
    path,
    lastmod: listLastmod[path] ?? null,
    locales: both,
  }))

  // Products and services: one page per configured type.
  const products = await all('products', 'type', (k) => `/products/${k}`, {
    and: [hasTitle, { type: { in: [...productPageTypes] } }],
  })
  const services = await all('services', 'type', (k) => `/services/${k}`, {
    and: [hasTitle, { type: { in: [...serviceTypes] } }],
  })

  // /product_solution/{industry}: only industries with product plans in this language.
  const industries: SitemapEntry[] = []
  for (const slug of planIndustrySlugs)
    industries.push(
      ...(await filterEntry(
        locale,
        'product-plans',
        { industry: { equals: slug } },
        { path: `/product_solution/${slug}` },
      )),
    )

  // Case filters (product=1..4, industry=1..5) with at least one case in this language.
  const caseFilters: SitemapEntry[] = []
  for (const { name, value } of [
    ...caseProductOptions.map((o) => ({ name: 'product', value: o.value })),
    ...caseIndustryOptions.map((o) => ({ name: 'industry', value: o.value })),
  ])
    caseFilters.push(
      ...(await filterEntry(
        locale,
        'cases',
        { [name]: { equals: value } },
        { path: '/customer/case', query: { [name]: value } },
      )),
    )

  // Resource type tabs (/doc?docType=…, /video?docType=…) shown in this language.
  const typeTabs = async (path: string, collection: 'docs' | 'videos'): Promise<SitemapEntry[]> => {
    const byLocale = await Promise.all(
      both.map(async (l) => [l, await getResourceTypes(l, collection)] as const),
    )
    const mine = byLocale.find(([l]) => l === locale)?.[1] ?? []
    return mine.map((type) => ({
      path,
      query: { docType: type.key },
      locales: byLocale.filter(([, types]) => types.some((t) => t.key === type.key)).map(([l]) => l),
    }))
  }

  // Editors' landing pages: their path is their key; a language without blocks has no page (404).
  const landing = await all('pages', 'path', (k) => k, hasTitle, ['layout'])

  return [
    ...fixed,
    ...products.entries,
    ...services.entries,
    ...industries,
    ...caseFilters,
    ...(await typeTabs('/doc', 'docs')),
    ...(await typeTabs('/video', 'videos')),
    ...landing.entries.filter((_, i) => {
      const layout = landing.mine[i]?.extra.layout
      return Array.isArray(layout) && layout.length > 0
    }),
  ]
}

/** One id range of a growing kind: at most SITEMAP_RANGE documents per language. */
async function rangeFile(locale: Locale, kind: RangedKind, n: number): Promise<SitemapEntry[]> {
  const { collection, key, path } = rangedKinds[kind]
  const after = (n - 1) * SITEMAP_RANGE
  const { entries } = await entriesOf(locale, path, (l) =>
    rows(collection, l, key, { after, upTo: after + SITEMAP_RANGE }),
  )
  return entries
}

/** Collections whose changes change a sitemap (any of them adds, removes or dates an entry). */
const sitemapCollections = [
  'products',
  'services',
  'solution-plans',
  'product-plans',
  'cases',
  'news',
  'articles',
  'docs',
  'videos',
  'doc-types',
  'video-types',
  'pages',
] as const

/**
 * The files of one host's sitemap, in order: `pages`, then each growing kind's ranges up to its
 * highest published id in this language (one row per kind). A range whose documents were all
 * deleted stays listed, empty, until the ranges after it are gone too.
 */
export const sitemapFiles = cachedRead(
  'sitemap-files',
  () => sitemapCollections.map(collectionTag),
  async (locale: Locale): Promise<SitemapFile[]> => {
    const files: SitemapFile[] = ['pages']
    for (const [kind, { collection }] of Object.entries(rangedKinds) as [
      RangedKind,
      (typeof rangedKinds)[RangedKind],
    ][]) {
      const highest = Number((await firstRow(collection, locale, '-id'))?.id ?? 0)
      for (let n = 1; n <= Math.ceil(highest / SITEMAP_RANGE); n++) files.push(`${kind}-${n}`)
    }
    return files
  },
)

/** The entries of one file of a host's sitemap, cached and purged with any collection they list. */
export const sitemapFileEntries = cachedRead(
  'sitemap-file',
  (_locale: Locale, file: string) => {
    const parsed = parseSitemapFile(file)
    return !parsed || parsed.kind === 'pages'
      ? sitemapCollections.map(collectionTag)
      : [collectionTag(rangedKinds[parsed.kind].collection)]
  },
  async (locale: Locale, file: string): Promise<SitemapEntry[]> => {
    const parsed = parseSitemapFile(file)
    if (!parsed) return []
    return parsed.kind === 'pages' ? pagesFile(locale) : rangeFile(locale, parsed.kind, parsed.n)
  },
)
