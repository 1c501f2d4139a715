/**
 * The redirect table of spec section 2: old paths and retired pages, answered by the proxy
 * before any page renders, on both hosts, keeping the query string. This is the only place the
 * table is written down; tests iterate over it.
 *
 * Status 301 (not 308): see docs/routing.md. In short, these are GET-only page paths, so 308's
 * method preservation buys nothing, while 301 is the status every crawler documents for a
 * permanent move (Baidu's site-move documentation names 301 only).
 */
export const REDIRECT_STATUS = 301

export const REDIRECT_TABLE: ReadonlyArray<{ from: readonly string[]; to: string }> = [
  {
    from: [
      '/about/professor',
      '/products/BethuneX',
      '/products/SQM',
      '/products/zDBM',
      '/solution/medical_industry',
      '/solution/power_industry',
      '/solution/traffic',
    ],
    to: '/',
  },
  { from: ['/products/Cloudarrow'], to: '/products/zCloud' },
  { from: ['/products/MyData', '/products/zData'], to: '/products/zDataX' },
  { from: ['/products/Uqbar'], to: '/products/MogDB' },
  // The misspelt variant (lower-case L) of zAIoT.
  { from: ['/products/zAloT'], to: '/products/zAIoT' },
  { from: ['/services/AIOps'], to: '/services/operation_management' },
  { from: ['/services/cloud_service', '/services/open_source'], to: '/services/consulting_service' },
  { from: ['/solution/financial_industry'], to: '/solution/1' },
  { from: ['/solution/government'], to: '/solution/5' },
  { from: ['/solution/industry'], to: '/solution/2' },
  { from: ['/solution/operator'], to: '/solution/10' },
  { from: ['/technology/enmoedu'], to: '/technology/modb' },
]

const byPath: ReadonlyMap<string, string> = new Map(
  REDIRECT_TABLE.flatMap(({ from, to }) => from.map((f) => [f, to] as const)),
)

/**
 * The new path for an old one, or null. Matching is exact and case-sensitive, as paths are
 * (zAloT with a lower-case L must not swallow zAIoT); one trailing slash is ignored.
 */
export function redirectTarget(pathname: string): string | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return byPath.get(path) ?? null
}
