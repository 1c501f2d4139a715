import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Doc, DocType, Video, VideoType } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { collectionTag, MEDIA_TAG } from './cache-tags'
import { cachedRead } from './cached'
import {
  oneOf,
  pageRule,
  redirectPastLastPage,
  redirectUnlessValid,
  sizeRule,
  type RawQuery,
  type Rules,
} from './listing-query'
import { asVisitor, hasTitle, type Paged, parsePaging, titled } from './visitor'

/** Documents and videos of the resource centre, grouped by type; `key` is the `docType` parameter. */
export type ResourceKind = 'docs' | 'videos'
type TypeDoc = (DocType | VideoType) & { title: string }

const typeCollection = { docs: 'doc-types', videos: 'video-types' } as const

/** Resource reads show the items, their populated type and uploads. */
const resourceTags = (_locale: Locale, kind: ResourceKind) => [
  collectionTag(kind),
  collectionTag(typeCollection[kind]),
  MEDIA_TAG,
]

/** The types shown in this language: titled, listed for the language, duplicates by title removed. */
export const getResourceTypes = cachedRead(
  'resource-types',
  (_locale, kind) => [collectionTag(typeCollection[kind])],
  async (locale: Locale, kind: ResourceKind): Promise<TypeDoc[]> => {
    const payload = await cms()
    const res = await payload.find({
      collection: typeCollection[kind],
      sort: 'sort',
      limit: 100,
      depth: 0,
      where: hasTitle,
      ...asVisitor(locale),
    })
    const seen = new Set<string>()
    return titled(res.docs as (DocType | VideoType)[]).filter((t) => {
      if (t.languages && t.languages.length > 0 && !t.languages.includes(locale)) return false
      if (seen.has(t.title)) return false
      seen.add(t.title)
      return true
    })
  },
)

export type ResourceDoc<K extends ResourceKind> = (K extends 'docs' ? Doc : Video) & { title: string }

export function getResources<K extends ResourceKind>(
  locale: Locale,
  kind: K,
  typeId: number | undefined,
  page: number,
  size: number,
): Promise<Paged<ResourceDoc<K>>> {
  return readResources(locale, kind, typeId, page, size) as Promise<Paged<ResourceDoc<K>>>
}

const readResources = cachedRead(
  'resources',
  resourceTags,
  async (locale: Locale, kind: ResourceKind, typeId: number | undefined, page: number, size: number) => {
    const payload = await cms()
    const and: Where[] = [hasTitle]
    if (typeId !== undefined) and.push({ type: { equals: typeId } })
    const res = await payload.find({
      collection: kind,
      sort: '-publishedAt',
      limit: size,
      page,
      depth: 1,
      where: { and },
      ...asVisitor(locale),
    })
    return {
      docs: titled(res.docs as (Doc | Video)[]),
      total: res.totalDocs,
      page: res.page ?? page,
      size,
      totalPages: res.totalPages,
    }
  },
)

/** One resource and related resources of its type (so any edit in the collection may change it). */
export function getResource<K extends ResourceKind>(locale: Locale, kind: K, id: number) {
  return readResource(locale, kind, id) as Promise<{ doc: ResourceDoc<K>; related: ResourceDoc<K>[] } | null>
}

const readResource = cachedRead(
  'resource',
  resourceTags,
  async (locale: Locale, kind: ResourceKind, id: number) => {
    const payload = await cms()
    const res = await payload.find({
      collection: kind,
      limit: 1,
      depth: 1,
      where: { and: [hasTitle, { id: { equals: id } }] },
      ...asVisitor(locale),
    })
    const doc = titled(res.docs as (Doc | Video)[])[0]
    if (!doc) return null
    const typeId = typeof doc.type === 'object' ? doc.type.id : doc.type
    const related = await payload.find({
      collection: kind,
      limit: 3,
      depth: 1,
      sort: '-publishedAt',
      where: { and: [hasTitle, { id: { not_equals: id } }, { type: { equals: typeId } }] },
      ...asVisitor(locale),
    })
    return { doc, related: titled(related.docs as (Doc | Video)[]) }
  },
)

/** Docs or videos of one product (for product pages). */
export function getProductResources<K extends ResourceKind>(
  locale: Locale,
  kind: K,
  product: string,
  limit = 3,
): Promise<ResourceDoc<K>[]> {
  return readProductResources(locale, kind, product, limit) as Promise<ResourceDoc<K>[]>
}

const readProductResources = cachedRead(
  'product-resources',
  resourceTags,
  async (locale: Locale, kind: ResourceKind, product: string, limit: number) => {
    const payload = await cms()
    const res = await payload.find({
      collection: kind,
      limit,
      depth: 1,
      sort: '-publishedAt',
      where: { and: [hasTitle, { product: { equals: product } }] },
      ...asVisitor(locale),
    })
    return titled(res.docs as (Doc | Video)[])
  },
)

/**
 * A resource listing's query checked before anything is read with it: an unknown `docType`, a bad
 * page or size, or a page past the last redirects to the listing without it (listing-query.ts).
 */
export async function checkResourceQuery(
  locale: Locale,
  kind: ResourceKind,
  pathname: string,
  query: RawQuery,
): Promise<void> {
  const types = await getResourceTypes(locale, kind)
  const rules: Rules = { docType: oneOf(types.map((t) => t.key)), page: pageRule, size: sizeRule }
  redirectUnlessValid(pathname, query, rules)
  const { page, size } = parsePaging(query)
  if (page === 1) return
  const typeId = types.find((t) => t.key === query.docType)?.id
  const first = await getResources(locale, kind, typeId, 1, size)
  redirectPastLastPage(pathname, query, rules, { page, size, total: first.total })
}
