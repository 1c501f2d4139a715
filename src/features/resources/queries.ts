import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Doc, DocType, Video, VideoType } from '@/cms/payload-types'
import { collectionTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import {
  checkListingQuery,
  oneOf,
  pageRule,
  sizeRule,
  type RawQuery,
  type Rules,
} from '@/features/content/listing-query'
import { findFirst, findPage, findTitled } from '@/features/content/read'
import type { Paged } from '@/features/content/visitor'

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
    const res = await findTitled(locale, {
      collection: typeCollection[kind],
      sort: 'sort',
      limit: 100,
      depth: 0,
    })
    const seen = new Set<string>()
    return (res.docs as TypeDoc[]).filter((t) => {
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
  const where: Where | undefined = typeId === undefined ? undefined : { type: { equals: typeId } }
  const collection: ResourceKind = kind
  const tags = resourceTags(locale, kind)
  const read = findPage(
    locale,
    { collection, sort: ['-publishedAt', '-id'], depth: 1, where },
    page,
    size,
    tags,
  )
  return read as Promise<Paged<ResourceDoc<K>>>
}

/** One resource and related resources of its type (so any edit in the collection may change it). */
export function getResource<K extends ResourceKind>(locale: Locale, kind: K, id: number) {
  return readResource(locale, kind, id) as Promise<{ doc: ResourceDoc<K>; related: ResourceDoc<K>[] } | null>
}

const readResource = cachedRead(
  'resource',
  resourceTags,
  async (locale: Locale, kind: ResourceKind, id: number) => {
    const doc = await findFirst(locale, { collection: kind, depth: 1, where: { id: { equals: id } } })
    if (!doc) return null
    const typeId = typeof doc.type === 'object' ? doc.type.id : doc.type
    const related = await findTitled(locale, {
      collection: kind,
      limit: 3,
      depth: 1,
      sort: '-publishedAt',
      where: { and: [{ id: { not_equals: id } }, { type: { equals: typeId } }] },
    })
    return { doc, related: related.docs }
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
    const where = { product: { equals: product } }
    return (await findTitled(locale, { collection: kind, limit, depth: 1, sort: '-publishedAt', where })).docs
  },
)

/** A resource listing's query (with its `docType`) checked before anything is read with it. */
export async function checkResourceQuery(
  locale: Locale,
  kind: ResourceKind,
  pathname: string,
  query: RawQuery,
): Promise<void> {
  const types = await getResourceTypes(locale, kind)
  const rules: Rules = { docType: oneOf(types.map((t) => t.key)), page: pageRule, size: sizeRule }
  const typeId = types.find((t) => t.key === query.docType)?.id
  await checkListingQuery(
    pathname,
    query,
    rules,
    async (size) => (await getResources(locale, kind, typeId, 1, size)).total,
  )
}
