import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import {
  IndustryLinks,
  PlanDetailPage,
  PlanGrid,
  industryLabel,
  planDetailMetadata,
} from '@/features/solutions/PlanViews'
import { Section } from '@/components/content/Section'
import { isLocale, type Locale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { getPlans, isPlanIndustry, planIndustrySlugs } from '@/features/solutions/queries'
import { seoMetadata } from '@/features/seo/metadata'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, id } = await props.params
  if (!isLocale(locale)) return {}
  if (!isPlanIndustry(id)) return planDetailMetadata('product-plans', props)
  const t = await getTranslations({ locale, namespace: 'pages.productSolution' })
  const industry = industryLabel(id, locale)
  return seoMetadata({
    locale,
    path: `/product_solution/${id}`,
    title: t('industryTitle', { industry }),
    description: t('industryLead', { industry }),
  })
}

/** /product_solution/{number}: one product plan; /product_solution/{industry}: that industry's plans. */
export default async function ProductSolutionPage(props: Props) {
  const locale = await pageLocale(props.params)
  const { id } = await props.params
  if (isPlanIndustry(id)) return <IndustryPlans locale={locale} industry={id} />
  return <PlanDetailPage kind="product-plans" {...props} />
}

async function IndustryPlans({ locale, industry }: { locale: Locale; industry: string }) {
  const [t, plans] = await Promise.all([
    getTranslations('pages.productSolution'),
    getPlans(locale, 'product-plans', industry),
  ])
  const name = industryLabel(industry, locale)
  return (
    <main>
      <PageHero
        eyebrow={t('title')}
        title={t('industryTitle', { industry: name })}
        lead={t('industryLead', { industry: name })}
        crumbs={[{ label: t('title'), href: '/product_solution' }, { label: name }]}
      />
      <Section>
        <h2 className="sr-only">{t('industryTitle', { industry: name })}</h2>
        <IndustryLinks slugs={planIndustrySlugs} locale={locale} active={industry} />
        <PlanGrid plans={plans} base="/product_solution" locale={locale} />
      </Section>
      <CtaBand />
    </main>
  )
}
