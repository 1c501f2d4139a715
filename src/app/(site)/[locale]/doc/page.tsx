import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { ResourceListing } from '@/components/content/ResourceViews'
import { Section } from '@/components/content/Section'
import { flatQuery, pageLocale, pageMeta, type SearchParams } from '@/features/content/page'

// Filters and pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages.doc' })
  return pageMeta(t('title'), t('description'))
}

/** /doc?docType={type key}&page=&size= */
export default async function DocsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = flatQuery(await searchParams)
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
