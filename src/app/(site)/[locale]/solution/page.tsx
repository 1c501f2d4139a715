import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { PlanGrid } from '@/components/content/PlanViews'
import { Section } from '@/components/content/Section'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { getPlans } from '@/features/content/plans'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.solution', '/solution')

export default async function SolutionsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, tc, plans] = await Promise.all([
    getTranslations('pages.solution'),
    getTranslations('pages.common'),
    getPlans(locale, 'solution-plans'),
  ])
  return (
    <main>
      <PageHero
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: tc('home'), href: '/' }, { label: t('title') }]}
        crumbsLabel={tc('breadcrumbs')}
      />
      <Section>
        <h2 className="sr-only">{t('title')}</h2>
        <PlanGrid plans={plans} base="/solution" locale={locale} />
      </Section>
      <CtaBand />
    </main>
  )
}
