import type { MetadataRoute } from 'next'
import type { Where } from 'payload'
import { routing, type Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import { caseIndustryOptions, caseProductOptions } from '@/features/cases/collection'
import { collectionTag } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { asVisitor, hasTitle } from '@/features/content/visitor'
import { planIndustrySlugs } from '@/features/solutions/queries'
import { productPageTypes } from '@/features/products/types'
import { getResourceTypes } from '@/features/resources/queries'
import { serviceTypes } from '@/features/products/types'
import { STATIC_ROUTES } from '@/features/routing/site-paths'
import type { PageCollection } from './locales'
import { sitemapItems, type SitemapEntry } from './sitemap-xml'
import { siteOrigins } from './site'

/** The fixed pages of spec section 2 that are pages: not the 404 page, the search, or JSON routes. */
const staticPaths = STATIC_ROUTES.filter(
  (p) => !['/404', '/search', '/products/json', '/services/json'].includes(p),
)

type Row = { key: string; updatedAt: string | null; extra: Record<string, unknown> }

/**
 * Rows read per query. The SQLite driver runs each query, and Payload converts its rows, without
 * giving the event loop a turn: a chunk must stay short (a few tens of milliseconds), and the
 * server answers other requests between two (see `breathe`).
 */
export const CHUNK = 100

/**
 * Waits for the event loop's next turn. Awaiting a query alone does not: on SQLite it resolves at
 * once, so without this a whole sitemap would be read in one stretch while other requests wait.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Every published document of a collection with a title in `locale`, keyed by its route value:
 * only the fields the sitemap prints, read in id order a chunk at a time (no count queries).
 */
async function rows(
  collection: PageCollection,
  locale: Locale,
  key: 'id' | 'number' | 'type' | 'path',
  where: Where = hasTitle,
  extra: string[] = [],
): Promise<Row[]> {
  const payload = await cms()
  const found: Row[] = []
  for (let after = 0; ;) {
    await breathe()
    const res = await payload.find({
      collection,
      where: { and: [where, { id: { greater_than: after } }] },
      sort: 'id',
      pagination: false,
      limit: CHUNK,
      depth: 0,
      select: Object.fromEntries(['title', 'updatedAt', key, ...extra].map((f) => [f, true])),
      ...asVisitor(locale),
    })
    const docs = res.docs as unknown as Record<string, unknown>[]
    for (const d of docs) {
      if (typeof d.title !== 'string' || d.title.trim() === '') continue
      found.push({
        key: String(d[key]),
        updatedAt: typeof d.updatedAt === 'string' ? d.updatedAt : null,
        extra: Object.fromEntries(extra.map((f) => [f, d[f]])),
      })
    }
    if (docs.length < CHUNK) return found
    after = Number(docs.at(-1)!.id)
  }
}

/** Rows of both languages; the entry of the sitemap's language keeps that language's lastmod. */
async function bilingual(
  locale: Locale,
  load: (l: Locale) => Promise<Row[]>,
): Promise<{ mine: Row[]; all: Record<Locale, Row[]>; locales: (key: string) => Locale[] }> {
  // One read at a time: reads started together would each run a chunk in the same turn.
  const byLocale: (readonly [Locale, Row[]])[] = []
  for (const l of routing.locales) byLocale.push([l, await load(l)])
  const keys = new Map<string, Locale[]>()
  for (const [l, list] of byLocale) for (const r of list) keys.set(r.key, [...(keys.get(r.key) ?? []), l])
  const mine = byLocale.find(([l]) => l === locale)?.[1] ?? []
  const all = Object.fromEntries(byLocale) as Record<Locale, Row[]>
  return { mine, all, locales: (k) => keys.get(k) ?? [locale] }
}

const newest = (list: Row[]) =>
  list.reduce<string | null>(
    (max, r) => (r.updatedAt && (!max || r.updatedAt > max) ? r.updatedAt : max),
    null,
  )

/**
 * Every page of the site in `locale`, read from the database as a visitor: the fixed pages,
 * every detail page with text in that language, the product-plan industry pages and the
 * listing filters that have content.
 */
async function readSitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const both = routing.locales
  const detail = async (
    collection: PageCollection,
    key: 'id' | 'number' | 'type' | 'path',
    path: (k: string) => string,
    where: Where = hasTitle,
    extra: string[] = [],
  ) => {
    const { mine, all, locales } = await bilingual(locale, (l) => rows(collection, l, key, where, extra))
    return {
      mine,
      /** The languages in which at least one document matches `test`. */
      localesWith: (test: (r: Row) => boolean) => both.filter((l) => all[l].some(test)),
      entries: mine.map((r) => ({ path: path(r.key), lastmod: r.updatedAt, locales: locales(r.key) })),
    }
  }

  // One collection after another, for the same reason as in `bilingual`.
  const products = await detail('products', 'type', (k) => `/products/${k}`, {
    and: [hasTitle, { type: { in: [...productPageTypes] } }],
  })
  const services = await detail('services', 'type', (k) => `/services/${k}`, {
    and: [hasTitle, { type: { in: [...serviceTypes] } }],
  })
  const solutions = await detail('solution-plans', 'number', (k) => `/solution/${k}`)
  const productPlans = await detail('product-plans', 'number', (k) => `/product_solution/${k}`, hasTitle, [
    'industry',
  ])
  const cases = await detail('cases', 'id', (k) => `/customer/case/${k}`, hasTitle, ['product', 'industry'])
  const news = await detail('news', 'id', (k) => `/about/news/${k}`)
  const articles = await detail('articles', 'id', (k) => `/technology/article/${k}`)
  const docs = await detail('docs', 'id', (k) => `/doc/${k}`)
  const videos = await detail('videos', 'id', (k) => `/video/${k}`)
  const docTypes = await Promise.all(both.map(async (l) => [l, await getResourceTypes(l, 'docs')] as const))
  const videoTypes = await Promise.all(
    both.map(async (l) => [l, await getResourceTypes(l, 'videos')] as const),
  )
  // Editors' landing pages: their path is their key.
  const landingPages = await detail('pages', 'path', (k) => k, hasTitle, ['layout'])

  // Listing pages change when their items do.
  const listLastmod: Record<string, string | null> = {
    '/customer': newest(cases.mine),
    '/customer/case': newest(cases.mine),
    '/doc': newest(docs.mine),
    '/video': newest(videos.mine),
    '/solution': newest(solutions.mine),
    '/product_solution': newest(productPlans.mine),
    '/about/news': newest(news.mine),
    '/technology/article': newest(articles.mine),
  }
  const fixed: SitemapEntry[] = staticPaths.map((path) => ({
    path,
    lastmod: listLastmod[path] ?? null,
    locales: both,
  }))

  // /product_solution/{industry}: only industries with product plans in this language.
  const industries: SitemapEntry[] = planIndustrySlugs.flatMap((slug) => {
    const plans = productPlans.mine.filter((r) => r.extra.industry === slug)
    if (plans.length === 0) return []
    const locales = productPlans.localesWith((r) => r.extra.industry === slug)
    return [{ path: `/product_solution/${slug}`, lastmod: newest(plans), locales }]
  })

  // Case filters (product=1..4, industry=1..5) with at least one case in this language.
  const caseFilters: SitemapEntry[] = [
    ...caseProductOptions.map((o) => ({ name: 'product', value: o.value })),
    ...caseIndustryOptions.map((o) => ({ name: 'industry', value: o.value })),
  ].flatMap(({ name, value }) => {
    const matching = cases.mine.filter((r) => r.extra[name] === value)
    return matching.length
      ? [
          {
            path: '/customer/case',
            query: { [name]: value },
            lastmod: newest(matching),
            locales: cases.localesWith((r) => r.extra[name] === value),
          },
        ]
      : []
  })

  // Resource type tabs (/doc?docType=…, /video?docType=…) shown in this language.
  const typeTabs = (path: string, byLocale: (typeof docTypes)[number][]): SitemapEntry[] => {
    const mine = byLocale.find(([l]) => l === locale)?.[1] ?? []
    return mine.map((type) => ({
      path,
      query: { docType: type.key },
      locales: byLocale.filter(([, types]) => types.some((t) => t.key === type.key)).map(([l]) => l),
    }))
  }

  return [
    ...fixed,
    ...products.entries,
    ...services.entries,
    ...solutions.entries,
    ...productPlans.entries,
    ...industries,
    ...cases.entries,
    ...caseFilters,
    ...news.entries,
    ...articles.entries,
    ...docs.entries,
    ...videos.entries,
    ...typeTabs('/doc', docTypes),
    ...typeTabs('/video', videoTypes),
    // A language without blocks has no page (404), so no entry.
    ...landingPages.entries.filter((_, i) => {
      const layout = landingPages.mine[i]?.extra.layout
      return Array.isArray(layout) && layout.length > 0
    }),
  ]
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

/** The entries of one host's sitemap, cached and purged with any collection they list. */
export const sitemapEntries = cachedRead(
  'sitemap',
  () => sitemapCollections.map(collectionTag),
  readSitemapEntries,
)

/** One host's sitemap pages, as Next's sitemap files take them (app/(site)/[locale]/sitemaps/sitemap.ts). */
export async function hostSitemap(locale: Locale): Promise<MetadataRoute.Sitemap> {
  return sitemapItems(await sitemapEntries(locale), locale, siteOrigins())
}
