import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { ResourceListing } from '@/components/content/ResourceViews'
import { Section } from '@/components/content/Section'
import { flatQuery, pageLocale, type SearchParams } from '@/features/content/page'
import { seoMetadata } from '@/features/seo/metadata'
import { checkResourceQuery, getResourceTypes } from '@/features/content/resources'
import { canonicalQuery } from '@/features/seo/urls'

// Filters and pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, types] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.doc' }),
    getResourceTypes(locale, 'docs'),
  ])
  // A type tab is a page of its own (when the type is shown in this language); page and size are not.
  const query = canonicalQuery(await searchParams, { docType: types.map((type) => type.key) })
  return seoMetadata({ locale, path: '/doc', query, title: t('title'), description: t('description') })
}

/** /doc?docType={type key}&page=&size=; an unknown value redirects to the listing without it. */
export default async function DocsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const raw = await searchParams
  await checkResourceQuery(locale, 'docs', '/doc', raw)
  const query = flatQuery(raw)
  const [t, tc] = await Promise.all([getTranslations('pages.doc'), getTranslations('pages.common')])
  return (
    <main>
      <PageHero
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: tc('home'), href: '/' }, { label: tc('resources') }, { label: t('title') }]}
        crumbsLabel={tc('breadcrumbs')}
      />
      <Section>
        <ResourceListing kind="docs" locale={locale} query={query} />
      </Section>
      <CtaBand />
    </main>
  )
}
