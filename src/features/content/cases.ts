import { z } from 'zod'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Case } from '@/cms/payload-types'
import { caseIndustryOptions, caseProductOptions } from '@/cms/collections/Cases'
import { cms } from '@/lib/payload'
import { collectionTag, MEDIA_TAG } from './cache-tags'
import { cachedRead } from './cached'
import { asVisitor, firstParam, hasTitle, type Paged, parsePaging, titled } from './visitor'

export type CaseDoc = Case & { title: string }

export const caseProducts = caseProductOptions.map((o) => ({ value: o.value, label: o.label }))
export const caseIndustries = (locale: Locale) =>
  caseIndustryOptions.map((o) => ({ value: o.value, label: o.label[locale] }))

export function caseProductLabel(value: string): string {
  return caseProductOptions.find((o) => o.value === value)?.label ?? ''
}
export function caseIndustryLabel(value: string, locale: Locale): string {
  return caseIndustryOptions.find((o) => o.value === value)?.label[locale] ?? ''
}

const productParam = z.enum(['1', '2', '3', '4'])
const industryParam = z.enum(['1', '2', '3', '4', '5'])

/** The case listing's query (spec section 2): unknown values mean "no filter", never an error. */
export function parseCaseQuery(query: Record<string, string | string[] | undefined>) {
  const product = productParam.safeParse(firstParam(query.product))
  const industry = industryParam.safeParse(firstParam(query.industry))
  return {
    product: product.success ? product.data : undefined,
    industry: industry.success ? industry.data : undefined,
    ...parsePaging(query),
  }
}

export type CaseQuery = ReturnType<typeof parseCaseQuery>

const caseTags = () => [collectionTag('cases'), MEDIA_TAG]

export const getCases = cachedRead(
  'cases',
  caseTags,
  async (
    locale: Locale,
    product: string | undefined,
    industry: string | undefined,
    page: number,
    size: number,
  ): Promise<Paged<CaseDoc>> => {
    const payload = await cms()
    const and: Where[] = [hasTitle]
    if (product) and.push({ product: { equals: product } })
    if (industry) and.push({ industry: { equals: industry } })
    const res = await payload.find({
      collection: 'cases',
      sort: '-publishedAt',
      limit: size,
      page,
      depth: 1,
      where: { and },
      ...asVisitor(locale),
    })
    return {
      docs: titled(res.docs),
      total: res.totalDocs,
      page: res.page ?? page,
      size,
      totalPages: res.totalPages,
    }
  },
)

export const getFeaturedCases = cachedRead(
  'featured-cases',
  caseTags,
  async (locale: Locale, limit: number): Promise<CaseDoc[]> => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'cases',
      sort: '-publishedAt',
      limit,
      depth: 1,
      where: { and: [hasTitle, { featured: { equals: true } }] },
      ...asVisitor(locale),
    })
    return titled(res.docs)
  },
)

/** Number of published cases per industry code, for the customer overview. */
export const getCaseCounts = cachedRead(
  'case-counts',
  () => [collectionTag('cases')],
  async (locale: Locale) => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'cases',
      limit: 500,
      depth: 0,
      pagination: false,
      select: { industry: true, product: true, title: true },
      where: hasTitle,
      ...asVisitor(locale),
    })
    const byIndustry: Record<string, number> = {}
    const byProduct: Record<string, number> = {}
    for (const c of res.docs) {
      byIndustry[c.industry] = (byIndustry[c.industry] ?? 0) + 1
      byProduct[c.product] = (byProduct[c.product] ?? 0) + 1
    }
    return { total: res.docs.length, byIndustry, byProduct }
  },
)

/** One case and related cases of its industry (so any case edit may change it: `cases`). */
export const getCase = cachedRead('case', caseTags, async (locale: Locale, id: number) => {
  const payload = await cms()
  const res = await payload.find({
    collection: 'cases',
    limit: 1,
    depth: 1,
    where: { and: [hasTitle, { id: { equals: id } }] },
    ...asVisitor(locale),
  })
  const doc = titled(res.docs)[0]
  if (!doc) return null
  const related = await payload.find({
    collection: 'cases',
    limit: 3,
    depth: 1,
    sort: '-publishedAt',
    where: { and: [hasTitle, { id: { not_equals: id } }, { industry: { equals: doc.industry } }] },
    ...asVisitor(locale),
  })
  return { doc, related: titled(related.docs) }
})
