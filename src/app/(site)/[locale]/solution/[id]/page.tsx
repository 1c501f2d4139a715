import type { Metadata } from 'next'
import { PlanDetailPage, planDetailMetadata } from '@/components/content/PlanViews'

export const revalidate = 300
export const dynamicParams = true
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; id: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return planDetailMetadata('solution-plans', props)
}

export default function SolutionPage(props: Props) {
  return <PlanDetailPage kind="solution-plans" {...props} />
}
