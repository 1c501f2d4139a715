import { redirectTarget } from './redirects'

/**
 * Which paths the site itself owns: the routes of the spec (section 2), the system paths (admin,
 * APIs, feeds) and the redirect sources. Editors' landing pages (`pages.path`) may take any other
 * path; the header's and footer's internal links must lead to one that exists.
 */

/** Routes without a parameter (spec section 2, plus the site search). */
export const STATIC_ROUTES: readonly string[] = [
  '/',
  '/404',
  '/customer',
  '/customer/case',
  '/doc',
  '/solution',
  '/video',
  '/search',
  '/product_solution',
  '/about/company',
  '/about/ContactUs',
  '/about/contract',
  '/about/honor',
  '/about/job',
  '/about/news',
  '/about/partner',
  '/products/json',
  '/services/json',
  '/technology/article',
  '/technology/modb',
  '/technology/TrendChart',
]

/** Routes with one parameter segment: `/doc/{id}` and so on. Everything under them is theirs. */
export const PARAMETERISED_ROUTES: readonly string[] = [
  '/about/news',
  '/customer/case',
  '/technology/article',
  '/doc',
  '/video',
  '/solution',
  '/product_solution',
  '/products',
  '/services',
]

/**
 * Paths that are not pages: the CMS, the APIs, Next's assets, the health check, per-host text
 * files and the test fixtures. Nothing may be published under them.
 */
export const SYSTEM_PREFIXES: readonly string[] = [
  '/admin',
  '/cms-api',
  '/api',
  '/_next',
  '/healthz',
  '/test-fixtures',
  '/sitemap.xml',
  '/sitemaps',
  '/robots.txt',
  '/llms.txt',
  '/favicon.ico',
]

/** A landing page's path: 1–6 segments of letters, digits, `-` and `_`; no dot, query or slash at the end. */
export const PAGE_PATH_PATTERN = /^(?:\/[A-Za-z0-9][A-Za-z0-9_-]{0,79}){1,6}$/

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

export type PathClaim = 'format' | 'system' | 'route' | 'redirect'

/**
 * Why a landing page may not take `path`, or null when it is free as far as the code knows
 * (editor-managed redirects and other pages are in the database: see `pathTaken` callers).
 */
export function staticClaim(path: string): PathClaim | null {
  if (!PAGE_PATH_PATTERN.test(path)) return 'format'
  const lower = path.toLowerCase()
  // Case-insensitive: /Admin and /API must not shadow what the visitor means by them.
  if (SYSTEM_PREFIXES.some((p) => under(lower, p.toLowerCase()))) return 'system'
  if (STATIC_ROUTES.includes(path) || PARAMETERISED_ROUTES.some((p) => under(path, p))) return 'route'
  if (redirectTarget(path) !== null) return 'redirect'
  return null
}

/** Splits `/doc?docType=1#top` into its path; null for anything that is not a site path. */
export function internalPath(link: string): string | null {
  if (!link.startsWith('/') || link.startsWith('//') || /[\s\\]/.test(link)) return null
  const path = link.split(/[?#]/, 1)[0] ?? ''
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/**
 * Whether a route of the code answers `path` with a page: a static route, a parameterised one
 * with exactly one parameter segment, or a spec redirect source. (Landing pages and editors'
 * redirects live in the database; callers check those too.)
 */
export function isCodeRoute(path: string): boolean {
  if (STATIC_ROUTES.includes(path) || redirectTarget(path) !== null) return true
  return PARAMETERISED_ROUTES.some((p) => {
    if (!path.startsWith(`${p}/`)) return false
    const rest = path.slice(p.length + 1)
    return /^[A-Za-z0-9_-]{1,64}$/.test(rest)
  })
}

/** The messages an editor sees, in the admin's language. */
export const claimMessages: Record<'zh' | 'en', Record<PathClaim | 'page', string>> = {
  zh: {
    format: '路径须以 / 开头，由 1–6 段字母、数字、- 或 _ 组成，例如 /events/2026-summit',
    system: '该路径属于后台、接口或系统文件，不能用作页面路径',
    route: '该路径已是网站的固定页面（或其下级路径），请换一个路径',
    redirect: '该路径是一个跳转规则的原路径，请换一个路径或先删除该跳转',
    page: '该路径已被另一个页面使用',
  },
  en: {
    format: 'A path starts with / and has 1–6 segments of letters, digits, - or _, e.g. /events/2026-summit',
    system: 'This path belongs to the admin, an API or a system file and cannot be a page path',
    route: 'This path is one of the site’s own pages (or lies under one); choose another path',
    redirect: 'This path is the source of a redirect; choose another path or delete the redirect first',
    page: 'Another page already uses this path',
  },
}
