import { PlanListPage } from '@/features/solutions/PlanViews'
import type { LocaleParams } from '@/features/content/page'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.productSolution', '/product_solution')

export default function ProductSolutionsPage(props: LocaleParams) {
  return <PlanListPage kind="product-plans" {...props} />
}
