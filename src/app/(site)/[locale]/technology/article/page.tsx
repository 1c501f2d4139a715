import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { PostList } from '@/components/content/PostViews'
import { Section } from '@/components/content/Section'
import { pageLocale, pageMeta, type SearchParams } from '@/features/content/page'
import { getPosts } from '@/features/content/posts'
import { parsePaging } from '@/features/content/visitor'

// Filters and pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages.article' })
  return pageMeta(t('title'), t('description'))
}

export default async function ArticlesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { page, size } = parsePaging(await searchParams)
  const [t, tc, result] = await Promise.all([
    getTranslations('pages.article'),
    getTranslations('pages.common'),
    getPosts(locale, 'articles', page, size),
  ])
  return (
    <main>
      <PageHero
        title={t('title')}
        lead={t('lead')}
        crumbs={[
          { label: tc('home'), href: '/' },
          { label: tc('technology'), href: '/technology/modb' },
          { label: t('title') },
        ]}
        crumbsLabel={tc('breadcrumbs')}
      />
      <Section>
        <h2 className="sr-only">{t('title')}</h2>
        <PostList kind="articles" result={result} locale={locale} />
      </Section>
      <CtaBand />
    </main>
  )
}
