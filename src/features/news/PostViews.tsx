import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatDate } from '@/features/content/format'
import type { Post, PostKind } from './queries'
import type { Paged } from '@/features/content/visitor'
import { toImage } from '@/features/content/visitor'
import { Card, CardGrid } from '@/components/content/CardGrid'
import { EmptyState } from '@/components/content/EmptyState'
import { ListPager } from '@/components/content/ListPager'

const basePath: Record<PostKind, string> = { news: '/about/news', articles: '/technology/article' }

export function postListHref(kind: PostKind) {
  return basePath[kind]
}

export function postHref(kind: PostKind, id: number) {
  return `${basePath[kind]}/${id}`
}

/** A news item or article as a card: date, title, summary, the cover unless `cover` is false. */
export function PostCard({
  kind,
  post,
  locale,
  cta,
  cover = true,
  priority,
}: {
  kind: PostKind
  post: Pick<Post, 'id' | 'title' | 'summary' | 'cover' | 'publishedAt'>
  locale: Locale
  cta: string
  cover?: boolean
  priority?: boolean
}) {
  return (
    <Card
      priority={priority}
      href={postHref(kind, post.id)}
      title={post.title}
      text={post.summary}
      image={cover ? toImage(post.cover) : undefined}
      meta={<time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>}
      cta={cta}
    />
  )
}

/** A page of news or articles as cards with date, title, summary and cover; then the pager. */
export async function PostList({
  kind,
  result,
  locale,
}: {
  kind: PostKind
  result: Paged<Post>
  locale: Locale
}) {
  const tc = await getTranslations('pages.common')
  if (result.docs.length === 0) return <EmptyState title={tc('emptyTitle')} />
  return (
    <>
      <CardGrid>
        {result.docs.map((p, i) => (
          <PostCard key={p.id} kind={kind} post={p} locale={locale} cta={tc('readMore')} priority={i === 0} />
        ))}
      </CardGrid>
      <ListPager total={result.total} page={result.page} pageSize={result.size} pathname={basePath[kind]} />
    </>
  )
}
