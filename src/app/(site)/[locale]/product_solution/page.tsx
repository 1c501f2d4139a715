import type { Metadata } from 'next'
import { industryMetadata, PlanListPage } from '@/features/solutions/PlanViews'
import { pageLocale, type LocaleParams, type SearchParams } from '@/features/content/page'
import { planIndustryOf } from '@/features/solutions/queries'
import { fixedPageMetadata } from '@/features/seo/metadata'

// Pages and the industry filter come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: SearchParams }

const listingMetadata = fixedPageMetadata('pages.productSolution', '/product_solution')

/** The listing's own metadata; with an industry, that industry page's (its canonical address). */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const industry = planIndustryOf(await props.searchParams)
  return industry ? industryMetadata(await pageLocale(props.params), industry) : listingMetadata(props)
}

export default function ProductSolutionsPage(props: Props) {
  return <PlanListPage kind="product-plans" {...props} />
}
