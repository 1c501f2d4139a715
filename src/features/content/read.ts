import type { CollectionSlug, DataFromCollectionSlug, SelectType, Sort, Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import { asVisitor, hasTitle, type Paged, titled } from './visitor'

/** The collections whose documents have a localized title: what a visitor read lists. */
type TitledSlug = {
  [S in CollectionSlug]: DataFromCollectionSlug<S> extends { title?: string | null } ? S : never
}[CollectionSlug]

export type TitledDoc<S extends TitledSlug> = DataFromCollectionSlug<S> & { title: string }

type VisitorFind<S extends TitledSlug> = {
  collection: S
  /** Added to "has a title in this language". */
  where?: Where
  sort?: Sort
  limit?: number
  page?: number
  pagination?: boolean
  depth?: number
  select?: SelectType
}

/**
 * The one way the pages list a collection: as a visitor (visitor.ts), only documents with a
 * title in the page's language.
 */
export async function findTitled<S extends TitledSlug>(locale: Locale, { where, ...args }: VisitorFind<S>) {
  const payload = await cms()
  const res = await payload.find({
    ...args,
    where: where ? { and: [hasTitle, where] } : hasTitle,
    ...asVisitor(locale),
  })
  return { ...res, docs: titled(res.docs as DataFromCollectionSlug<S>[]) as TitledDoc<S>[] }
}

/** One page of a listing, `page` and `size` as the pager names them. */
export async function findPage<S extends TitledSlug>(
  locale: Locale,
  args: Omit<VisitorFind<S>, 'page' | 'limit'>,
  page: number,
  size: number,
): Promise<Paged<TitledDoc<S>>> {
  const res = await findTitled(locale, { ...args, page, limit: size })
  return { docs: res.docs, total: res.totalDocs, page: res.page ?? page, size, totalPages: res.totalPages }
}

/** The first document that matches, or null (a detail page then answers 404). */
export async function findFirst<S extends TitledSlug>(
  locale: Locale,
  args: Omit<VisitorFind<S>, 'page' | 'limit'>,
): Promise<TitledDoc<S> | null> {
  return (await findTitled(locale, { ...args, limit: 1 })).docs[0] ?? null
}
