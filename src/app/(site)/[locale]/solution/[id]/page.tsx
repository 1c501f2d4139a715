import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PlanDetail } from '@/components/content/PlanViews'
import { isLocale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { getPlan } from '@/features/content/plans'
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
  const n = parseId(id)
  if (!isLocale(locale) || n === null) return notFoundMetadata
  const plan = await getPlan(locale, 'solution-plans', n)
  if (!plan) return notFoundMetadata
  return seoMetadata({
    locale,
    path: `/solution/${n}`,
    title: plan.title,
    description: plan.summary,
    meta: plan.meta,
    image: plan.heroImage,
    document: { collection: 'solution-plans', field: 'number', value: n },
  })
}

export default async function SolutionPage({ params }: Props) {
  const locale = await pageLocale(params)
  const n = parseId((await params).id)
  if (n === null) return <NotFoundPage locale={locale} />
  const plan = await getPlan(locale, 'solution-plans', n)
  if (!plan) return <NotFoundPage locale={locale} />
  const [t, tc, products] = await Promise.all([
    getTranslations('pages.solution'),
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
        { label: t('title'), href: '/solution' },
        { label: plan.title },
      ]}
    />
  )
}
