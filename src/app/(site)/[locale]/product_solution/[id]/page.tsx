import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { IndustryLinks, PlanDetail, PlanGrid, industryLabel } from '@/components/content/PlanViews'
import { Section } from '@/components/content/Section'
import { isLocale, type Locale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { getPlan, getPlans, isPlanIndustry, planIndustrySlugs } from '@/features/content/plans'
import { getProducts } from '@/features/content/products'
import { parseId } from '@/features/content/visitor'
import { seoMetadata } from '@/features/seo/metadata'
import { NotFoundPage, notFoundMetadata } from '@/features/errors/NotFoundPage'

export const revalidate = 300
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  if (isPlanIndustry(id)) {
    const t = await getTranslations({ locale, namespace: 'pages.productSolution' })
    const industry = industryLabel(id, locale)
    return seoMetadata({
      locale,
      path: `/product_solution/${id}`,
      title: t('industryTitle', { industry }),
      description: t('industryLead', { industry }),
    })
  }
  const n = parseId(id)
  if (n === null) return notFoundMetadata
  const plan = await getPlan(locale, 'product-plans', n)
  if (!plan) return notFoundMetadata
  return seoMetadata({
    locale,
    path: `/product_solution/${n}`,
    title: plan.title,
    description: plan.summary,
    meta: plan.meta,
    image: plan.heroImage,
    document: { collection: 'product-plans', field: 'number', value: n },
  })
}

/** /product_solution/{number}: one product plan; /product_solution/{industry}: that industry's plans. */
export default async function ProductSolutionPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { id } = await params
  if (isPlanIndustry(id)) return <IndustryPlans locale={locale} industry={id} />
  const n = parseId(id)
  if (n === null) return <NotFoundPage locale={locale} />
  const plan = await getPlan(locale, 'product-plans', n)
  if (!plan) return <NotFoundPage locale={locale} />
  const [t, tc, products] = await Promise.all([
    getTranslations('pages.productSolution'),
    getTranslations('pages.common'),
    getProducts(locale),
  ])
  return (
    <PlanDetail
      plan={plan}
      locale={locale}
      products={products}
      crumbs={[
        { label: tc('home'), href: '/' },
        { label: t('title'), href: '/product_solution' },
        { label: plan.title },
      ]}
    />
  )
}

async function IndustryPlans({ locale, industry }: { locale: Locale; industry: string }) {
  const [t, tc, plans] = await Promise.all([
    getTranslations('pages.productSolution'),
    getTranslations('pages.common'),
    getPlans(locale, 'product-plans', industry),
  ])
  const name = industryLabel(industry, locale)
  return (
    <main>
      <PageHero
        eyebrow={t('title')}
        title={t('industryTitle', { industry: name })}
        lead={t('industryLead', { industry: name })}
        crumbs={[
          { label: tc('home'), href: '/' },
          { label: t('title'), href: '/product_solution' },
          { label: name },
        ]}
        crumbsLabel={tc('breadcrumbs')}
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
