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
          <Card
            key={p.id}
            priority={i === 0}
            href={postHref(kind, p.id)}
            title={p.title}
            text={p.summary}
            image={toImage(p.cover)}
            meta={<time dateTime={p.publishedAt}>{formatDate(p.publishedAt, locale)}</time>}
            cta={tc('readMore')}
          />
        ))}
      </CardGrid>
      <ListPager
        total={result.total}
        page={result.page}
        pageSize={result.size}
        pathname={basePath[kind]}
        query={{ size: result.size === 10 ? undefined : String(result.size) }}
      />
    </>
  )
}
