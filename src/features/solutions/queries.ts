import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Case, ProductPlan, SolutionPlan } from '@/cms/payload-types'
import { populated } from '@/features/products/queries'
import { collectionTag, documentTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { findFirst, findTitled } from '@/features/content/read'

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
    const where = industry ? { industry: { equals: industry } } : undefined
    return (await findTitled(locale, { collection: kind, sort: 'sort', limit: 100, depth: 1, where })).docs
  },
)

/**
 * The plans the home page shows, and only those: up to six recommended ones in editorial order,
 * or the first six when fewer than three are recommended (two small reads, whatever the count).
 */
export const getPlanHighlights = cachedRead(
  'plan-highlights',
  (_locale, kind) => [collectionTag(kind), MEDIA_TAG],
  async (locale: Locale, kind: PlanKind): Promise<Plan[]> => {
    const first = (where?: Where) =>
      findTitled(locale, { collection: kind, sort: 'sort', limit: 6, depth: 1, where })
    const recommended = (await first({ isRecommend: { equals: true } })).docs
    return recommended.length >= 3 ? recommended : (await first()).docs
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
    const plan: Plan | null = await findFirst(locale, {
      collection: kind,
      depth: 2,
      where: { number: { equals: number } },
    })
    if (!plan) return null
    return { ...plan, relatedCases: populated<Case>(plan.relatedCases) }
  },
)
