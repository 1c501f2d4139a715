import { caseIndustryOptions, caseProductOptions } from '@/features/content/case-options'

/**
 * Listings take their filters and page from the query string, which made them render on every
 * request. The proxy rewrites a listing request whose query is plain (known names, short simple
 * values, an early page, a page size of the pager) to one internal route with the listing and the
 * query in path segments, `/cached-listing/about.news/page.2~size.20`, which Next caches like any
 * page and purges by the same tags. Anything else still renders per request, as before.
 */

/** Each listing and the query names it reads. */
export const LISTING_QUERIES: Readonly<Record<string, readonly string[]>> = {
  '/customer/case': ['product', 'industry', 'page', 'size'],
  '/doc': ['page', 'size'],
  '/video': ['page', 'size'],
  '/technology/article': ['page', 'size'],
  '/about/news': ['page', 'size'],
}

/** The internal route's first segment; visitors asking for it directly get a 404. */
export const LISTING_ROUTE = 'cached-listing'
const EMPTY = 'all'
/** Pages beyond this render per request: the cache holds a bounded number of listing pages. */
const MAX_CACHED_PAGE = 20

const oneOf = (values: readonly string[]) => (v: string) => values.includes(v)
const matches = (re: RegExp) => (v: string) => re.test(v)

/**
 * The values that may become a cache key: only those the listing offers. A made-up value (an
 * unknown product, a page past 20) is not rewritten here; the per-request page redirects it to the
 * canonical listing (features/content/listing-query.ts) and nothing is cached for it. Document
 * types are editors' data the proxy cannot see, so `docType` queries always render per request.
 */
const valueOk: Record<string, (value: string) => boolean> = {
  page: matches(new RegExp(`^(?:[1-9]|1[0-9]|${MAX_CACHED_PAGE})$`)),
  size: matches(/^(?:10|20|30)$/),
  product: oneOf(caseProductOptions.map((o) => o.value)),
  industry: oneOf(caseIndustryOptions.map((o) => o.value)),
}

/**
 * The internal path that serves this listing request from the page cache, or null when the
 * request is not a listing or its query is not plain enough to be a cache key.
 */
export function cachedListingPath(pathname: string, search: string): string | null {
  const names = LISTING_QUERIES[pathname]
  if (!names) return null
  const query = new URLSearchParams(search)
  const pairs: string[] = []
  const seen = new Set<string>()
  for (const [name, value] of query) {
    const ok = valueOk[name]
    if (!names.includes(name) || seen.has(name) || !ok || !ok(value)) return null
    seen.add(name)
    pairs.push(`${name}.${value}`)
  }
  return `/${LISTING_ROUTE}/${listingKey(pathname)}/${pairs.sort().join('~') || EMPTY}`
}

/** `/about/news` ⇄ `about.news`: the listing as one path segment. */
export const listingKey = (pathname: string) => pathname.slice(1).replaceAll('/', '.')
export const listingPathname = (key: string) => `/${key.replaceAll('.', '/')}`

/** True for a direct request to the internal listing route (answered 404). */
export function isInternalListingPath(pathname: string): boolean {
  return pathname === `/${LISTING_ROUTE}` || pathname.startsWith(`/${LISTING_ROUTE}/`)
}

/** The query a cached listing route was made from, as the page's searchParams. */
export function listingSearchParams(segment: string): Record<string, string> {
  const out: Record<string, string> = {}
  if (segment === EMPTY) return out
  for (const pair of decodeURIComponent(segment).split('~')) {
    const dot = pair.indexOf('.')
    if (dot > 0) out[pair.slice(0, dot)] = pair.slice(dot + 1)
  }
  return out
}
