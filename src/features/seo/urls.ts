import { routing, type Locale } from '@/i18n/routing'

/** The absolute origin of each host, from the configuration (never from a request's Host header). */
export type Origins = Record<Locale, string>

/** hreflang value of each host's language. */
export const hreflang: Record<Locale, string> = { zh: 'zh', en: 'en' }

/** Open Graph locale of each host's language. */
export const ogLocale: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' }

/** A query the canonical URL keeps: only meaningful filters, already validated by the page. */
export type CanonicalQuery = Record<string, string | undefined>

/**
 * The absolute URL of a site path on one origin. Query keys are sorted so that one page has one
 * canonical spelling whatever order the visitor typed them in; empty values are dropped.
 */
export function absoluteUrl(origin: string, path: string, query: CanonicalQuery = {}): string {
  const clean = path === '' || path === '/' ? '/' : `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`
  const params = new URLSearchParams()
  for (const key of Object.keys(query).sort()) {
    const value = query[key]
    if (value !== undefined && value !== '') params.set(key, value)
  }
  const search = params.toString()
  return `${origin}${clean}${search ? `?${search}` : ''}`
}

/**
 * hreflang alternates for a page that exists in `locales`: the same path on each language's host,
 * and x-default on the default (zh) host when the page exists there. A page in one language only
 * gets no alternates at all (a lone self-reference says nothing).
 */
export function languageAlternates(
  origins: Origins,
  path: string,
  locales: readonly Locale[],
  query: CanonicalQuery = {},
): Record<string, string> | undefined {
  const present = routing.locales.filter((l) => locales.includes(l))
  if (present.length < 2) return undefined
  const links: Record<string, string> = {}
  for (const l of present) links[hreflang[l]] = absoluteUrl(origins[l], path, query)
  const fallback = present.includes(routing.defaultLocale) ? routing.defaultLocale : present[0]!
  links['x-default'] = absoluteUrl(origins[fallback], path, query)
  return links
}

/**
 * Keeps the listed filters of a listing's query, drops everything else (page, size, tracking
 * noise). `keep` maps a parameter to the values it may take; a value the page would ignore is
 * dropped too, so a canonical never names a filter that changes nothing.
 */
export function canonicalQuery(
  query: Record<string, string | string[] | undefined>,
  keep: Record<string, readonly string[]>,
): CanonicalQuery {
  const out: CanonicalQuery = {}
  for (const [key, allowed] of Object.entries(keep)) {
    const raw = query[key]
    const value = Array.isArray(raw) ? raw[0] : raw
    if (value !== undefined && allowed.includes(value)) out[key] = value
  }
  return out
}
