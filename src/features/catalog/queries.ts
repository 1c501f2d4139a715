import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { ProductType } from '@/features/api/query'
import type { Media } from '@/cms/payload-types'
import { asVisitor } from '@/features/content/visitor'

/**
 * Read-only catalog queries behind the public API (spec section 7). Every read is made as an
 * anonymous visitor would make it: published documents only, the requested language, no fallback
 * to the other language (a document without text in that language is not offered).
 */
export type PlanListQuery = {
  pageNum: number
  pageSize: number
  order: 'sort' | 'createTime'
  desc: boolean
  isRecommend?: boolean
  lang: Locale
}

export type PlanList = { count: number; rows: Array<{ id: number; title: string }> }

/** Solution plans or product plans: `id` is the plan's number, the id of its page route. */
export async function listPlans(
  payload: Payload,
  kind: 'solution-plans' | 'product-plans',
  q: PlanListQuery,
): Promise<PlanList> {
  const where: Where = { title: { exists: true } }
  if (q.isRecommend !== undefined) where.isRecommend = { equals: q.isRecommend }
  const found = await payload.find({
    collection: kind,
    where,
    sort: [`${q.desc ? '-' : ''}${q.order}`, 'number'],
    page: q.pageNum,
    limit: q.pageSize,
    depth: 0,
    select: { number: true, title: true },
    pagination: true,
    ...asVisitor(q.lang),
  })
  return {
    count: found.totalDocs,
    rows: found.docs.filter((d) => d.title).map((d) => ({ id: d.number, title: d.title })),
  }
}

export type BannerItem = {
  id: number
  title: string
  enTitle: string
  subtitle: string | null
  image: string | null
  link: string | null
}

/** `<br>`, `<br/>`, `<br />` (any case) become a dash: the one-line form of a banner title. */
export function flattenLineBreaks(title: string): string {
  return title
    .replace(/\s*<br\s*\/?>\s*/gi, ' - ')
    .replace(/\s+/g, ' ')
    .trim()
}

const mediaUrl = (m: unknown): string | null =>
  m && typeof m === 'object' && 'url' in m ? ((m as Media).url ?? null) : null

/** Home banners by sort order, in the host's language, with the English title flattened. */
export async function listBanners(payload: Payload, locale: Locale): Promise<BannerItem[]> {
  const [local, english] = await Promise.all([
    payload.find({ collection: 'banners', sort: 'sort', limit: 50, depth: 1, ...asVisitor(locale) }),
    payload.find({
      collection: 'banners',
      sort: 'sort',
      limit: 50,
      depth: 0,
      select: { title: true },
      ...asVisitor('en'),
    }),
  ])
  const enTitles = new Map(english.docs.map((d) => [d.id, d.title ?? '']))
  return local.docs
    .filter((b) => b.title)
    .map((b) => ({
      id: b.id,
      title: b.title,
      enTitle: flattenLineBreaks(enTitles.get(b.id) ?? ''),
      subtitle: b.subtitle ?? null,
      image: mediaUrl(b.image),
      link: b.link ?? null,
    }))
}

export type TypeItem = { title: string; key: string; product: string | null; sort: number }

/**
 * Document or video types by sort order, optionally of one product, offered in that language;
 * the first of several types with the same title wins.
 */
export async function listResourceTypes(
  payload: Payload,
  kind: 'doc-types' | 'video-types',
  q: { lang: Locale; product?: ProductType },
): Promise<TypeItem[]> {
  const where: Where = { and: [{ languages: { contains: q.lang } }] }
  if (q.product) where.and!.push({ product: { equals: q.product } })
  const found = await payload.find({
    collection: kind,
    where,
    sort: ['sort', 'id'],
    limit: 200,
    depth: 0,
    pagination: false,
    ...asVisitor(q.lang),
  })
  return dedupeByTitle(
    found.docs
      .filter((d) => d.title)
      .map((d) => ({ title: d.title, key: d.key, product: d.product ?? null, sort: d.sort ?? 0 })),
  )
}

export function dedupeByTitle<T extends { title: string }>(items: T[]): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.title.trim()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export type ProductBrief = {
  id: number
  type: ProductType
  title: string
  tagline: string | null
  summary: string | null
}

/** The brief of one product (menu label and summary), or null when none is published. */
export async function productBrief(
  payload: Payload,
  type: ProductType,
  locale: Locale,
): Promise<ProductBrief | null> {
  const found = await payload.find({
    collection: 'products',
    where: { type: { equals: type } },
    limit: 1,
    depth: 0,
    select: { type: true, title: true, tagline: true, summary: true },
    ...asVisitor(locale),
  })
  const doc = found.docs[0]
  if (!doc?.title) return null
  return {
    id: doc.id,
    type: doc.type as ProductType,
    title: doc.title,
    tagline: doc.tagline ?? null,
    summary: doc.summary ?? null,
  }
}
