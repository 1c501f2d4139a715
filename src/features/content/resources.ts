import { cache } from 'react'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Doc, DocType, Video, VideoType } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { asVisitor, hasTitle, type Paged, titled } from './visitor'

/** Documents and videos of the resource centre, grouped by type; `key` is the `docType` parameter. */
export type ResourceKind = 'docs' | 'videos'
type TypeDoc = (DocType | VideoType) & { title: string }

const typeCollection = { docs: 'doc-types', videos: 'video-types' } as const

/** The types shown in this language: titled, listed for the language, duplicates by title removed. */
export const getResourceTypes = cache(async (locale: Locale, kind: ResourceKind): Promise<TypeDoc[]> => {
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
})

export type ResourceDoc<K extends ResourceKind> = (K extends 'docs' ? Doc : Video) & { title: string }

export async function getResources<K extends ResourceKind>(
  locale: Locale,
  kind: K,
  typeId: number | undefined,
  page: number,
  size: number,
): Promise<Paged<ResourceDoc<K>>> {
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
    docs: titled(res.docs as (Doc | Video)[]) as ResourceDoc<K>[],
    total: res.totalDocs,
    page: res.page ?? page,
    size,
    totalPages: res.totalPages,
  }
}

export async function getResource<K extends ResourceKind>(locale: Locale, kind: K, id: number) {
  const payload = await cms()
  const res = await payload.find({
    collection: kind,
    limit: 1,
    depth: 1,
    where: { and: [hasTitle, { id: { equals: id } }] },
    ...asVisitor(locale),
  })
  const doc = titled(res.docs as (Doc | Video)[])[0] as ResourceDoc<K> | undefined
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
  return { doc, related: titled(related.docs as (Doc | Video)[]) as ResourceDoc<K>[] }
}

/** Docs or videos of one product (for product pages). */
export async function getProductResources<K extends ResourceKind>(
  locale: Locale,
  kind: K,
  product: string,
  limit = 3,
): Promise<ResourceDoc<K>[]> {
  const payload = await cms()
  const res = await payload.find({
    collection: kind,
    limit,
    depth: 1,
    sort: '-publishedAt',
    where: { and: [hasTitle, { product: { equals: product } }] },
    ...asVisitor(locale),
  })
  return titled(res.docs as (Doc | Video)[]) as ResourceDoc<K>[]
}
