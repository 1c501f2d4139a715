import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Article, News } from '@/cms/payload-types'
import { collectionTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import {
  checkListingQuery,
  pageRule,
  sizeRule,
  type RawQuery,
  type Rules,
} from '@/features/content/listing-query'
import { findFirst, findPage, findTitled } from '@/features/content/read'
import { reversed } from '@/features/content/order'
import type { Paged } from '@/features/content/visitor'

const postTags = (_locale: Locale, kind: PostKind) => [collectionTag(kind), MEDIA_TAG]

/** Dated posts with a rich body: news (/about/news) and technology articles (/technology/article). */
export type PostKind = 'news' | 'articles'
export type Post = (News | Article) & { title: string }
type Neighbour = { id: number; title: string } | null

/** Newest first; the id orders posts of the same date, so previous/next agree with the listing. */
const postOrder: ['-publishedAt', '-id'] = ['-publishedAt', '-id']

export function getPosts(locale: Locale, kind: PostKind, page: number, size: number): Promise<Paged<Post>> {
  return findPage(locale, { collection: kind, sort: postOrder, depth: 1 }, page, size, postTags(locale, kind))
}

/** The newest `count` posts (the home page's news): no total counted, so the same cost at any size. */
export const getNewestPosts = cachedRead(
  'newest-posts',
  postTags,
  async (locale: Locale, kind: PostKind, count: number): Promise<Post[]> =>
    (await findTitled(locale, { collection: kind, sort: postOrder, depth: 1, limit: count })).docs,
)

/**
 * One post with its neighbours in date order (previous = newer, next = older) and related posts:
 * it shows other posts, so it is tagged with the whole collection.
 */
export const getPost = cachedRead('post', postTags, async (locale: Locale, kind: PostKind, id: number) => {
  const doc: Post | null = await findFirst(locale, {
    collection: kind,
    depth: 1,
    where: { id: { equals: id } },
  })
  if (!doc) return null
  // Neighbours and related posts: a few rows each, read by the listing's order, whatever the
  // collection's size.
  const near = async (where: Where, sort: string[], limit: number): Promise<Post[]> =>
    (
      await findTitled(locale, {
        collection: kind,
        sort,
        limit,
        pagination: false,
        depth: 1,
        select: { title: true, publishedAt: true, summary: true, cover: true },
        where,
      })
    ).docs
  const at = doc.publishedAt
  const [newer, older, newest] = await Promise.all([
    near(
      {
        or: [
          { publishedAt: { greater_than: at } },
          { and: [{ publishedAt: { equals: at } }, { id: { greater_than: doc.id } }] },
        ],
      },
      reversed(postOrder),
      1,
    ),
    near(
      {
        or: [
          { publishedAt: { less_than: at } },
          { and: [{ publishedAt: { equals: at } }, { id: { less_than: doc.id } }] },
        ],
      },
      postOrder,
      1,
    ),
    near({ id: { not_equals: doc.id } }, postOrder, 3),
  ])
  const pick = (d: (typeof newer)[number] | undefined): Neighbour => (d ? { id: d.id, title: d.title } : null)
  return { doc, prev: pick(newer[0]), next: pick(older[0]), related: newest }
})

/** A post listing's query checked before anything is read with it (listing-query.ts). */
export function checkPostQuery(locale: Locale, kind: PostKind, pathname: string, query: RawQuery) {
  const rules: Rules = { page: pageRule, size: sizeRule }
  return checkListingQuery(
    pathname,
    query,
    rules,
    async (size) => (await getPosts(locale, kind, 1, size)).total,
  )
}
