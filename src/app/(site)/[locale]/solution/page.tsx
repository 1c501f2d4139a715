import { PlanListPage } from '@/features/solutions/PlanViews'
import type { LocaleParams, SearchParams } from '@/features/content/page'
import { fixedPageMetadata } from '@/features/seo/metadata'

// Pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = fixedPageMetadata('pages.solution', '/solution')

export default function SolutionsPage(props: LocaleParams & { searchParams: SearchParams }) {
  return <PlanListPage kind="solution-plans" {...props} />
}
