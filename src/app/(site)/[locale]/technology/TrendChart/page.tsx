import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageHero } from '@/components/content/PageHero'
import { Section, SectionHeading } from '@/components/content/Section'
import { TrendTable } from '@/components/content/TrendTable'
import { getTrends } from '@/features/content/about'
import { pageLocale, pageMeta, type LocaleParams } from '@/features/content/page'

export const revalidate = 300

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, trends] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.trend' }),
    getTrends(locale),
  ])
  return pageMeta(trends.title ?? t('title'), trends.description ?? t('description'))
}

/** /technology/TrendChart: the Trends global as an accessible table (the interactive chart comes later). */
export default async function TrendChartPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, tc, trends] = await Promise.all([
    getTranslations('pages.trend'),
    getTranslations('pages.common'),
    getTrends(locale),
  ])
  const series = (trends.series ?? []).map((s) => ({
    name: s.name,
    points: (s.points ?? []).map((p) => ({ month: p.month, score: p.score })),
  }))
  return (
    <main>
      <PageHero
        eyebrow={tc('technology')}
        title={trends.title ?? t('title')}
        lead={trends.description}
        crumbs={[
          { label: tc('home'), href: '/' },
          { label: tc('technology'), href: '/technology/modb' },
          { label: trends.title ?? t('title') },
        ]}
        crumbsLabel={tc('breadcrumbs')}
      />
      <Section labelledBy="trend-table">
        <SectionHeading id="trend-table" title={t('caption')} lead={trends.source} />
        <TrendTable
          series={series}
          labels={{ caption: t('caption'), month: t('month'), latest: t('latest') }}
          locale={locale}
        />
      </Section>
    </main>
  )
}
