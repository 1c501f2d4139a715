import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Case, ProductPlan, SolutionPlan } from '@/cms/payload-types'
import { populated } from '@/features/products/queries'
import { collectionTag, documentTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { findFirst, findPage, findTitled } from '@/features/content/read'
import type { Paged } from '@/features/content/visitor'
import {
  checkListingQuery,
  oneOf,
  pageRule,
  sizeRule,
  type RawQuery,
  type Rules,
} from '@/features/content/listing-query'

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

/**
 * One page of the published plans of one kind in this language (of one industry when given), in
 * editorial order: the listings page like every other, so no count of plans is ever cut short.
 */
export function getPlans(
  locale: Locale,
  kind: PlanKind,
  page: number,
  size: number,
  industry?: PlanIndustry,
): Promise<Paged<Plan>> {
  const where = industry ? { industry: { equals: industry } } : undefined
  const tags = [collectionTag(kind), MEDIA_TAG]
  return findPage(locale, { collection: kind, sort: ['sort', 'id'], depth: 1, where }, page, size, tags)
}

/**
 * A plan listing's query checked before anything is read with it (listing-query.ts): page and
 * size, and on the product plans an industry.
 */
export function checkPlanQuery(locale: Locale, kind: PlanKind, pathname: string, query: RawQuery) {
  const rules = planRules(kind)
  return checkListingQuery(pathname, query, rules, async (size) => {
    const industry = kind === 'product-plans' ? planIndustryOf(query) : undefined
    return (await getPlans(locale, kind, 1, size, industry)).total
  })
}

function planRules(kind: PlanKind): Rules {
  return kind === 'product-plans'
    ? { industry: oneOf(planIndustrySlugs), page: pageRule, size: sizeRule }
    : { page: pageRule, size: sizeRule }
}

/** The `industry` of a checked product-plan query, when it names one. */
export function planIndustryOf(query: RawQuery): PlanIndustry | undefined {
  const v = query.industry
  return typeof v === 'string' && isPlanIndustry(v) ? v : undefined
}

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
