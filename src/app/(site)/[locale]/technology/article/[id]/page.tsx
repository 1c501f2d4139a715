import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { AsideList, DetailLayout } from '@/components/content/DetailLayout'
import { Img } from '@/components/content/Img'
import { postHref } from '@/components/content/PostViews'
import { RichText } from '@/components/content/RichText'
import { isLocale } from '@/i18n/routing'
import { formatDate } from '@/features/content/format'
import { pageLocale, pageMeta } from '@/features/content/page'
import { getPost } from '@/features/content/posts'
import { parseId, toImage } from '@/features/content/visitor'

export const revalidate = 300
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const n = parseId(id)
  if (!isLocale(locale) || n === null) return {}
  const found = await getPost(locale, 'articles', n)
  return found ? pageMeta(found.doc.title, found.doc.summary, found.doc.meta) : {}
}

export default async function ArticlesDetailPage({ params }: Props) {
  const locale = await pageLocale(params)
  const n = parseId((await params).id)
  if (n === null) notFound()
  const found = await getPost(locale, 'articles', n)
  if (!found) notFound()
  const { doc, prev, next, related } = found
  const [t, tc] = await Promise.all([getTranslations('pages.article'), getTranslations('pages.common')])
  const cover = toImage(doc.cover, doc.title)
  const author = 'author' in doc ? doc.author : null
  const tags = 'tags' in doc ? (doc.tags ?? []) : []
  return (
    <DetailLayout
      crumbs={[
        { label: tc('home'), href: '/' },
        { label: tc('technology'), href: '/technology/modb' },
        { label: t('title'), href: '/technology/article' },
        { label: doc.title },
      ]}
      crumbsLabel={tc('breadcrumbs')}
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
      labels={{ prev: tc('prev'), next: tc('next'), back: tc('back') }}
      prev={prev ? { href: postHref('articles', prev.id), title: prev.title } : null}
      next={next ? { href: postHref('articles', next.id), title: next.title } : null}
      backHref="/technology/article"
      after={<CtaBand />}
      aside={
        <AsideList
          title={tc('related')}
          items={related.map((r) => ({
            href: postHref('articles', r.id),
            title: r.title,
            meta: formatDate(r.publishedAt, locale),
          }))}
        />
      }
    >
      {cover ? (
        <Img
          image={cover}
          priority
          sizes="(min-width: 1200px) 800px, 100vw"
          className="mb-8 w-full rounded-card"
        />
      ) : null}
      <RichText data={doc.body} />
    </DetailLayout>
  )
}
