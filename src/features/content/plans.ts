import type { Locale } from '@/i18n/routing'
import type { Case, ProductPlan, SolutionPlan } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { populated } from './products'
import { collectionTag, documentTag, MEDIA_TAG } from './cache-tags'
import { cachedRead } from './cached'
import { asVisitor, hasTitle, titled } from './visitor'

export type PlanKind = 'solution-plans' | 'product-plans'
export type Plan = (SolutionPlan | ProductPlan) & { title: string }

/** The six industries that also list product plans under /product_solution/{industry}. */
export const planIndustrySlugs = [
  'financial_industry',
  'industry',
  'traffic',
  'power_industry',
  'government',
  'medical_industry',
] as const
export type PlanIndustry = (typeof planIndustrySlugs)[number]

export function isPlanIndustry(v: string): v is PlanIndustry {
  return (planIndustrySlugs as readonly string[]).includes(v)
}

/** All published plans of one kind in this language, in editorial order. */
export const getPlans = cachedRead(
  'plans',
  (_locale, kind) => [collectionTag(kind), MEDIA_TAG],
  async (locale: Locale, kind: PlanKind, industry?: string): Promise<Plan[]> => {
    const payload = await cms()
    const res = await payload.find({
      collection: kind,
      sort: 'sort',
      limit: 100,
      depth: 1,
      where: industry ? { and: [hasTitle, { industry: { equals: industry } }] } : hasTitle,
      ...asVisitor(locale),
    })
    return titled(res.docs as (SolutionPlan | ProductPlan)[])
  },
)

/** One plan by its route number, with its related cases and products populated; null when there is none. */
export const getPlan = cachedRead(
  'plan',
  (_locale, kind, number) => [
    documentTag(kind, number),
    collectionTag('cases'),
    collectionTag('products'),
    MEDIA_TAG,
  ],
  async (locale: Locale, kind: PlanKind, number: number) => {
    const payload = await cms()
    const res = await payload.find({
      collection: kind,
      limit: 1,
      depth: 2,
      where: { and: [hasTitle, { number: { equals: number } }] },
      ...asVisitor(locale),
    })
    const plan = titled(res.docs as (SolutionPlan | ProductPlan)[])[0]
    if (!plan) return null
    return { ...plan, relatedCases: populated<Case>(plan.relatedCases) }
  },
)
