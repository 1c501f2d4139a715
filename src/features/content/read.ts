import type { CollectionSlug, DataFromCollectionSlug, SelectType, Sort, Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import { previewUser } from '@/features/preview/scope'
import { cachedRead } from './cached'
import { countTag } from './cache-tags'
import { reversed } from './order'
import { asVisitor, type Paged, titled, titledWhere } from './visitor'

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
    // No total (a count of every match) unless asked: only a pager shows one (findPage counts).
    pagination: false,
    ...args,
    where: titledWhere(where),
    ...asVisitor(locale),
  })
  return { ...res, docs: titled(res.docs as DataFromCollectionSlug<S>[]) as TitledDoc<S>[] }
}

/** The fields a `where` filters on (top-level names, through `and` and `or`). */
function whereFields(where: Where | undefined): string[] {
  const fields = new Set<string>()
  const walk = (w: Where) => {
    for (const [key, value] of Object.entries(w)) {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) value.forEach(walk)
      else fields.add(key.split('.')[0]!)
    }
  }
  if (where) walk(where)
  return [...fields]
}

/**
 * How many documents with a title in this language match `where`: counted by the database for a
 * visitor, and kept until a change can move a document in or out of the count (`countTag`): a
 * count reads every matching row (8 ms at 10,000 news), and the usual publish, an edit, leaves
 * it as it was. A staff preview lists the latest drafts, which `count` does not read (it counts
 * the published rows: a draft that adds an English title was listed but not counted), so there
 * `find` counts what it would list; only staff take that path (`cachedRead` bypasses the cache).
 */
export const countTitled = cachedRead(
  'count',
  (_locale: Locale, collection: TitledSlug, where?: Where) => [
    countTag(collection),
    ...whereFields(where).map((field) => countTag(collection, field)),
  ],
  async (locale: Locale, collection: TitledSlug, where?: Where): Promise<number> => {
    const payload = await cms()
    const args = { collection, where: titledWhere(where), ...asVisitor(locale) }
    if (!previewUser()) return (await payload.count(args)).totalDocs
    return (await payload.find({ ...args, limit: 1, depth: 0 })).totalDocs
  },
)

type PageArgs<S extends TitledSlug> = Omit<VisitorFind<S>, 'page' | 'limit' | 'sort'> & {
  sort: [...string[], 'id' | '-id']
}

/**
 * The documents of one page, given the listing's `total` (part of the cache key: a new count
 * reads the page anew). The database skips the rows before a page one by one (OFFSET), so a page
 * in the second half is read from the other end, in the reverse order, and turned round: no page
 * skips more than half the listing (10,000 news: the last page skipped 9,990 rows, now none).
 * That needs an order without ties, so `sort` ends with the id; the window from the end is read
 * as the one or two pages of `size` that hold it.
 */
const pageRows = cachedRead(
  'page',
  (tags: string[]) => tags,
  async (
    _tags: string[],
    locale: Locale,
    args: PageArgs<TitledSlug>,
    page: number,
    size: number,
    total: number,
  ): Promise<TitledDoc<TitledSlug>[]> => {
    const skip = (page - 1) * size
    if (skip <= total / 2) return (await findTitled(locale, { ...args, page, limit: size })).docs
    // Rows after this page, in the listing's order: where its window starts in the reverse order.
    const after = Math.max(0, total - page * size)
    const rows = Math.min(size, total - skip)
    const first = Math.floor(after / size) + 1
    const read = (p: number) =>
      findTitled(locale, { ...args, sort: reversed(args.sort), page: p, limit: size })
    const docs = (await read(first)).docs
    if (after % size !== 0) docs.push(...(await read(first + 1)).docs)
    return docs.slice(after % size, (after % size) + rows).reverse()
  },
)

/**
 * One page of a listing, `page` and `size` as the pager names them, cached under `tags` (what
 * its documents show). The count and the page are cached apart: an edit re-reads the page and
 * keeps the count (`countTitled`). Not to be called inside another cached read: Next does not
 * cache an `unstable_cache` nested in another.
 */
export async function findPage<S extends TitledSlug>(
  locale: Locale,
  args: PageArgs<S>,
  page: number,
  size: number,
  tags: string[],
): Promise<Paged<TitledDoc<S>>> {
  const total = await countTitled(locale, args.collection, args.where)
  const totalPages = Math.max(1, Math.ceil(total / size))
  const docs = (await pageRows(tags, locale, args, page, size, total)) as TitledDoc<S>[]
  return { docs, total, page, size, totalPages }
}

/** The first document that matches, or null (a detail page then answers 404). */
export async function findFirst<S extends TitledSlug>(
  locale: Locale,
  args: Omit<VisitorFind<S>, 'page' | 'limit'>,
): Promise<TitledDoc<S> | null> {
  return (await findTitled(locale, { ...args, limit: 1 })).docs[0] ?? null
}
