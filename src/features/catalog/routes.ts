import { ApiError, apiRoute, cachePublic, ok } from '@/features/api/envelope'
import { parseQuery } from '@/features/api/query'
import { cms } from '@/lib/payload'
import { langOr, planListParams, productBriefParams, typeListParams } from './params'
import { listBanners, listPlans, listResourceTypes, productBrief } from './queries'

/** Thin handlers of the catalog endpoints: parse the query, call a query, answer the envelope. */
export const planListRoute = (kind: 'solution-plans' | 'product-plans') =>
  apiRoute(async (request, locale) => {
    const q = parseQuery(request, planListParams)
    const result = await listPlans(await cms(), kind, { ...q, lang: langOr(q.lang, locale) })
    return ok(locale, result, { cache: cachePublic })
  })

export const bannersRoute = apiRoute(async (_request, locale) => {
  return ok(locale, await listBanners(await cms(), locale), { cache: cachePublic })
})

export const resourceTypesRoute = (kind: 'doc-types' | 'video-types') =>
  apiRoute(async (request, locale) => {
    const q = parseQuery(request, typeListParams)
    const result = await listResourceTypes(await cms(), kind, {
      lang: langOr(q.lang, locale),
      product: q.type,
    })
    return ok(locale, result, { cache: cachePublic })
  })

export const productBriefRoute = apiRoute(async (request, locale) => {
  const q = parseQuery(request, productBriefParams)
  const brief = await productBrief(await cms(), q.type, langOr(q.lang, locale))
  if (!brief) throw new ApiError(404, (m) => m.notFound)
  return ok(locale, { count: 1, rows: [brief] }, { cache: cachePublic })
})
