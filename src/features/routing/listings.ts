/**
 * The listings whose filters and page come from the query string. Each renders per request at its
 * own URL (every query is valid or redirected before anything is read, features/content/
 * listing-query.ts) from data reads cached under the content tags (features/content/cached.ts), so
 * a publish shows at once. The answer is marked shareable for a few seconds: the reverse proxy's
 * micro-cache (deploy/nginx.conf) then serves a burst of visitors with one render per URL.
 */
export const QUERY_LISTINGS: ReadonlySet<string> = new Set([
  '/customer/case',
  '/doc',
  '/video',
  '/technology/article',
  '/about/news',
  '/solution',
  '/product_solution',
])

/**
 * Shared caches may keep it 5 s (nginx's page micro-cache); browsers revalidate every time. Next
 * keeps a Cache-Control the proxy set on a per-request page, and replaces it in draft mode.
 */
export const LISTING_CACHE_CONTROL = 'public, max-age=0, s-maxage=5'

export const isQueryListing = (pathname: string) => QUERY_LISTINGS.has(pathname)
