import type { Metadata } from 'next'
import {
  IndustryPlans,
  PlanDetailPage,
  industryMetadata,
  planDetailMetadata,
} from '@/features/solutions/PlanViews'
import { isLocale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { isPlanIndustry } from '@/features/solutions/queries'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, id } = await props.params
  if (!isLocale(locale)) return {}
  if (!isPlanIndustry(id)) return planDetailMetadata('product-plans', props)
  return industryMetadata(locale, id)
}

/** /product_solution/{number}: one product plan; /product_solution/{industry}: that industry's plans. */
export default async function ProductSolutionPage(props: Props) {
  const locale = await pageLocale(props.params)
  const { id } = await props.params
  if (isPlanIndustry(id)) return <IndustryPlans locale={locale} industry={id} />
  return <PlanDetailPage kind="product-plans" {...props} />
}
