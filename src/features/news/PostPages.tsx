import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { formatDate } from '@/features/content/format'
import { pageLocale, type SearchParams, idPageDocument, idPageMetadata } from '@/features/content/page'
import { ArticleJsonLd } from '@/features/seo/ArticleJsonLd'
import { articleMetadata, seoMetadata } from '@/features/seo/metadata'
import { withFeedLink } from '@/features/feeds/metadata'
import { getPost, getPosts, type PostKind } from './queries'
import { parsePaging, toImage } from '@/features/content/visitor'
import { AsideList, DetailCover, DetailLayout } from '@/components/content/DetailLayout'
import { ListingPage } from '@/components/content/ListingPage'
import { PostList, postHref, postListHref } from './PostViews'
import { RichText } from '@/components/content/RichText'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

/**
 * News (/about/news) and technology articles (/technology/article) are the same kind of page
 * with different words and a different parent: the route files only pick the kind.
 */
const postKinds = {
  news: {
    messages: 'pages.news',
    parent: { key: 'about', href: '/about/company' },
    schemaType: 'NewsArticle',
  },
  articles: {
    messages: 'pages.article',
    parent: { key: 'technology', href: '/technology/modb' },
    schemaType: 'TechArticle',
  },
} as const satisfies Record<
  PostKind,
  { messages: string; parent: { key: string; href: string }; schemaType: 'NewsArticle' | 'TechArticle' }
>

type ListProps = { params: Promise<{ locale: string }>; searchParams: SearchParams }
type DetailProps = { params: Promise<{ locale: string; id: string }> }

export async function postListMetadata(kind: PostKind, { params }: ListProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: postKinds[kind].messages })
  // Pages of the list share the first page's canonical URL: every post is in the sitemap.
  const meta = await seoMetadata({
    locale,
    path: postListHref(kind),
    title: t('title'),
    description: t('description'),
  })
  return withFeedLink(meta, locale, kind, t('title'))
}

export async function PostListPage({ kind, params, searchParams }: ListProps & { kind: PostKind }) {
  const { messages, parent } = postKinds[kind]
  const locale = await pageLocale(params)
  const { page, size } = parsePaging(await searchParams)
  const result = await getPosts(locale, kind, page, size)
  return (
    <ListingPage messages={messages} parent={parent.key}>
      <PostList kind={kind} result={result} locale={locale} />
    </ListingPage>
  )
}

export function postDetailMetadata(kind: PostKind, { params }: DetailProps): Promise<Metadata> {
  return idPageMetadata(
    params,
    (locale, n) => getPost(locale, kind, n),
    ({ doc }, locale, n) =>
      articleMetadata(locale, postHref(kind, n), doc, { collection: kind, field: 'id', value: n }),
  )
}

export async function PostDetailPage({ kind, params }: DetailProps & { kind: PostKind }) {
  const { messages, parent } = postKinds[kind]
  const { locale, found } = await idPageDocument(params, (l, n) => getPost(l, kind, n))
  if (!found) return <NotFoundPage locale={locale} />
  const { doc, prev, next, related } = found
  const [t, tc] = await Promise.all([getTranslations(messages), getTranslations('pages.common')])
  const author = 'author' in doc ? doc.author : null
  const tags = 'tags' in doc ? (doc.tags ?? []) : []
  const listHref = postListHref(kind)
  return (
    <DetailLayout
      crumbs={[
        { label: tc(parent.key), href: parent.href },
        { label: t('title'), href: listHref },
        { label: doc.title },
      ]}
      title={doc.title}
      lead={doc.summary}
      meta={
        <>
          <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, locale, true)}</time>
          {author ? <span>{t.has('author') ? t('author', { author }) : author}</span> : null}
          {tags.map((tag) => (
            <span key={tag} className="rounded-full bg-white/10 px-2.5 py-0.5 text-white">
              {tag}
            </span>
          ))}
        </>
      }
      prev={prev ? { href: postHref(kind, prev.id), title: prev.title } : null}
      next={next ? { href: postHref(kind, next.id), title: next.title } : null}
      backHref={listHref}
      aside={
        <AsideList
          title={tc('related')}
          items={related.map((r) => ({
            href: postHref(kind, r.id),
            title: r.title,
            meta: formatDate(r.publishedAt, locale),
          }))}
        />
      }
    >
      <ArticleJsonLd
        locale={locale}
        type={postKinds[kind].schemaType}
        path={postHref(kind, doc.id)}
        title={doc.meta?.title || doc.title}
        description={doc.meta?.description || doc.summary}
        image={doc.cover}
        datePublished={doc.publishedAt}
        dateModified={doc.updatedAt}
        author={author}
      />
      <DetailCover image={toImage(doc.cover, doc.title)} />
      <RichText data={doc.body} />
    </DetailLayout>
  )
}
