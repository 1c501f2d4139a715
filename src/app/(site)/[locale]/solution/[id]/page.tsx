import { PlanDetailPage, planDetailMetadata } from '@/features/solutions/PlanViews'
import type { IdPageProps } from '@/features/content/page'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

export const generateMetadata = (props: IdPageProps) => planDetailMetadata('solution-plans', props)

export default function SolutionPage(props: IdPageProps) {
  return <PlanDetailPage kind="solution-plans" {...props} />
}
