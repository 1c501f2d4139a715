import { PlanListPage } from '@/features/solutions/PlanViews'
import type { LocaleParams } from '@/features/content/page'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.solution', '/solution')

export default function SolutionsPage(props: LocaleParams) {
  return <PlanListPage kind="solution-plans" {...props} />
}
