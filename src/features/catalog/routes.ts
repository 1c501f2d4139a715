import { ApiError, apiRoute, cachePublic, ok } from '@/features/api/envelope'
import { parseQuery } from '@/features/api/query'
import { collectionTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import type { Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import { langOr, planListParams, productBriefParams, typeListParams } from './params'
import { listBanners, listPlans, listResourceTypes, productBrief } from './queries'

// The endpoints' reads go through the same tagged data cache as the pages (content/cached.ts):
// the CMS hooks purge them with the collection they read, and the five-minute safety net holds.
// Rendered per request they answered ~350 requests/s with p99 of seconds under 50 connections.
type Args<F> = F extends (payload: never, ...rest: infer A) => unknown ? A : never
const plans = cachedRead(
  'api:plans',
  (kind: 'solution-plans' | 'product-plans') => [collectionTag(kind)],
  async (...args: Args<typeof listPlans>) => listPlans(await cms(), ...args),
)
const banners = cachedRead(
  'api:banners',
  () => [collectionTag('banners'), MEDIA_TAG],
  async (locale: Locale) => listBanners(await cms(), locale),
)
const resourceTypes = cachedRead(
  'api:resource-types',
  (kind: 'doc-types' | 'video-types') => [collectionTag(kind)],
  async (...args: Args<typeof listResourceTypes>) => listResourceTypes(await cms(), ...args),
)
const brief = cachedRead(
  'api:product-brief',
  () => [collectionTag('products')],
  async (...args: Args<typeof productBrief>) => productBrief(await cms(), ...args),
)

/** Thin handlers of the catalog endpoints: parse the query, call a query, answer the envelope. */
export const planListRoute = (kind: 'solution-plans' | 'product-plans') =>
  apiRoute(async (request, locale) => {
    const q = parseQuery(request, planListParams)
    const result = await plans(kind, { ...q, lang: langOr(q.lang, locale) })
    return ok(locale, result, { cache: cachePublic })
  })

export const bannersRoute = apiRoute(async (_request, locale) => {
  return ok(locale, await banners(locale), { cache: cachePublic })
})

export const resourceTypesRoute = (kind: 'doc-types' | 'video-types') =>
  apiRoute(async (request, locale) => {
    const q = parseQuery(request, typeListParams)
    const result = await resourceTypes(kind, {
      lang: langOr(q.lang, locale),
      product: q.type,
    })
    return ok(locale, result, { cache: cachePublic })
  })

export const productBriefRoute = apiRoute(async (request, locale) => {
  const q = parseQuery(request, productBriefParams)
  const found = await brief(q.type, langOr(q.lang, locale))
  if (!found) throw new ApiError(404, (m) => m.notFound)
  return ok(locale, { count: 1, rows: [found] }, { cache: cachePublic })
})
