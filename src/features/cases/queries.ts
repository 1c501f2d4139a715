import { z } from 'zod'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Case } from '@/cms/payload-types'
import { caseIndustryOptions, caseProductOptions } from './collection'
import { collectionTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { countTitled, findFirst, findPage, findTitled } from '@/features/content/read'
import { firstParam, type Paged, parsePaging } from '@/features/content/visitor'

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

const caseTags = () => [collectionTag('cases'), MEDIA_TAG]

export function getCases(
  locale: Locale,
  product: string | undefined,
  industry: string | undefined,
  page: number,
  size: number,
): Promise<Paged<CaseDoc>> {
  const and: Where[] = []
  if (product) and.push({ product: { equals: product } })
  if (industry) and.push({ industry: { equals: industry } })
  return findPage(
    locale,
    {
      collection: 'cases',
      sort: ['-publishedAt', '-id'],
      depth: 1,
      where: and.length > 0 ? { and } : undefined,
    },
    page,
    size,
    caseTags(),
  )
}

export const getFeaturedCases = cachedRead(
  'featured-cases',
  caseTags,
  async (locale: Locale, limit: number): Promise<CaseDoc[]> => {
    const where = { featured: { equals: true } }
    return (await findTitled(locale, { collection: 'cases', sort: '-publishedAt', limit, depth: 1, where }))
      .docs
  },
)

/** Number of published cases per industry code, for the customer overview. */
export const getCaseCounts = cachedRead(
  'case-counts',
  () => [collectionTag('cases')],
  async (locale: Locale) => {
    // Counted by the database: one count per sector and product, whatever the number of cases.
    const count = (where?: Where) => countTitled(locale, 'cases', where)
    const countEach = async (field: 'industry' | 'product', values: readonly { value: string }[]) => {
      const counts = await Promise.all(values.map(({ value }) => count({ [field]: { equals: value } })))
      return Object.fromEntries(values.flatMap(({ value }, i) => (counts[i] ? [[value, counts[i]]] : [])))
    }
    const [total, byIndustry, byProduct] = await Promise.all([
      count(),
      countEach('industry', caseIndustryOptions),
      countEach('product', caseProductOptions),
    ])
    return { total, byIndustry, byProduct } as {
      total: number
      byIndustry: Record<string, number>
      byProduct: Record<string, number>
    }
  },
)

/** One case and related cases of its industry (so any case edit may change it: `cases`). */
export const getCase = cachedRead('case', caseTags, async (locale: Locale, id: number) => {
  const doc = await findFirst(locale, { collection: 'cases', depth: 1, where: { id: { equals: id } } })
  if (!doc) return null
  const related = await findTitled(locale, {
    collection: 'cases',
    limit: 3,
    depth: 1,
    sort: '-publishedAt',
    where: { and: [{ id: { not_equals: id } }, { industry: { equals: doc.industry } }] },
  })
  return { doc, related: related.docs }
})
