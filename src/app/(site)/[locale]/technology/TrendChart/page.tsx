import { getTranslations } from 'next-intl/server'
import { PageHero } from '@/components/content/PageHero'
import { Section, SectionHeading } from '@/components/content/Section'
import { TrendTable } from '@/features/technology/TrendTable'
import { TrendChart } from '@/features/technology/TrendChart/TrendChart'
import { getTrends } from '@/features/about/queries'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata(
  'pages.trend',
  '/technology/TrendChart',
  async (locale, m) => {
    const trends = await getTrends(locale)
    return { title: trends.title ?? m.title, description: trends.description ?? m.description }
  },
)

/**
 * /technology/TrendChart: the Trends global as a chart (drawn on the server as SVG; the interactive
 * ECharts loads in the browser when a visitor reaches for it) and, as its accessible alternative, a
 * table of the same numbers.
 */
export default async function TrendChartPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, tc, tt, trends] = await Promise.all([
    getTranslations('pages.trend'),
    getTranslations('pages.common'),
    getTranslations('trendChart'),
    getTrends(locale),
  ])
  const series = (trends.series ?? []).map((s) => ({
    name: s.name,
    points: (s.points ?? []).map((p) => ({ month: p.month, score: p.score })),
  }))
  const months = series.flatMap((s) => s.points.map((p) => p.month)).sort()
  const listFormat = new Intl.ListFormat(locale === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction' })
  const chartDescription = tt('description', {
    names: listFormat.format(series.map((s) => s.name)),
    first: months[0] ?? '',
    last: months[months.length - 1] ?? '',
  })
  return (
    <main>
      <PageHero
        eyebrow={tc('technology')}
        title={trends.title ?? t('title')}
        lead={trends.description}
        crumbs={[
          { label: tc('technology'), href: '/technology/modb' },
          { label: trends.title ?? t('title') },
        ]}
      />
      {months.length > 0 ? (
        <Section labelledBy="trend-chart">
          <SectionHeading id="trend-chart" title={tt('heading')} lead={tt('lead')} />
          <TrendChart
            series={series}
            description={chartDescription}
            locale={locale === 'zh' ? 'zh-CN' : 'en-US'}
            labels={{
              loading: tt('loading'),
              scale: tt('scale'),
              legend: tt('legend'),
              linear: tt('linear'),
              log: tt('log'),
              score: tt('score'),
            }}
          />
        </Section>
      ) : null}
      <Section labelledBy="trend-table">
        <SectionHeading id="trend-table" title={t('caption')} lead={trends.source} />
        <TrendTable
          series={series}
          labels={{
            caption: t('caption'),
            region: t('tableRegion'),
            month: t('month'),
            latest: t('latest'),
            scrollHint: t('scrollHint'),
          }}
          locale={locale}
        />
      </Section>
    </main>
  )
}
