import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Article, News } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { collectionTag, MEDIA_TAG } from './cache-tags'
import { cachedRead } from './cached'
import {
  pageRule,
  redirectPastLastPage,
  redirectUnlessValid,
  sizeRule,
  type RawQuery,
  type Rules,
} from './listing-query'
import { asVisitor, hasTitle, type Paged, parsePaging, titled } from './visitor'

const postTags = (_locale: Locale, kind: PostKind) => [collectionTag(kind), MEDIA_TAG]

/** Dated posts with a rich body: news (/about/news) and technology articles (/technology/article). */
export type PostKind = 'news' | 'articles'
export type Post = (News | Article) & { title: string }
type Neighbour = { id: number; title: string } | null

/** Newest first; the id orders posts of the same date, so previous/next agree with the listing. */
const postOrder = ['-publishedAt', '-id']

export const getPosts = cachedRead(
  'posts',
  postTags,
  async (locale: Locale, kind: PostKind, page: number, size: number): Promise<Paged<Post>> => {
    const payload = await cms()
    const res = await payload.find({
      collection: kind,
      sort: postOrder,
      limit: size,
      page,
      depth: 1,
      where: hasTitle,
      ...asVisitor(locale),
    })
    return {
      docs: titled(res.docs as (News | Article)[]),
      total: res.totalDocs,
      page: res.page ?? page,
      size,
      totalPages: res.totalPages,
    }
  },
)

/**
 * One post with its neighbours in date order (previous = newer, next = older) and related posts:
 * it shows other posts, so it is tagged with the whole collection.
 */
export const getPost = cachedRead('post', postTags, async (locale: Locale, kind: PostKind, id: number) => {
  const payload = await cms()
  const res = await payload.find({
    collection: kind,
    limit: 1,
    depth: 1,
    where: { and: [hasTitle, { id: { equals: id } }] },
    ...asVisitor(locale),
  })
  const doc = titled(res.docs as (News | Article)[])[0]
  if (!doc) return null
  // Neighbours and related posts: a few rows each, read by the listing's order, whatever the
  // collection's size.
  const near = (where: Where, sort: string[], limit: number) =>
    payload
      .find({
        collection: kind,
        sort,
        limit,
        pagination: false,
        depth: 1,
        select: { title: true, publishedAt: true, summary: true, cover: true },
        where: { and: [hasTitle, where] },
        ...asVisitor(locale),
      })
      .then((r) => titled(r.docs as (News | Article)[]))
  const at = doc.publishedAt
  const [newer, older, newest] = await Promise.all([
    near(
      {
        or: [
          { publishedAt: { greater_than: at } },
          { and: [{ publishedAt: { equals: at } }, { id: { greater_than: doc.id } }] },
        ],
      },
      ['publishedAt', 'id'],
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
  return { doc: doc as Post, prev: pick(newer[0]), next: pick(older[0]), related: newest }
})

/**
 * A post listing's query checked before anything is read with it: a bad page or size, or a page
 * past the last, redirects to the listing without it (listing-query.ts).
 */
export async function checkPostQuery(locale: Locale, kind: PostKind, pathname: string, query: RawQuery) {
  const rules: Rules = { page: pageRule, size: sizeRule }
  redirectUnlessValid(pathname, query, rules)
  const { page, size } = parsePaging(query)
  if (page === 1) return
  const first = await getPosts(locale, kind, 1, size)
  redirectPastLastPage(pathname, query, rules, { page, size, total: first.total })
}
