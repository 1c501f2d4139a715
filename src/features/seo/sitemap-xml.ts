import { routing, type Locale } from '@/i18n/routing'
import { absoluteUrl, hreflang, languageAlternates, type CanonicalQuery, type Origins } from './urls'

/** One page of the sitemap: its path (and kept filters), when it last changed, its languages. */
export type SitemapEntry = {
  path: string
  query?: CanonicalQuery
  /** ISO date-time of the last change; omitted when unknown. */
  lastmod?: string | null
  /** The languages the page exists in; the sitemap of a host lists only its own language's pages. */
  locales: readonly Locale[]
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** A valid W3C date-time, or null (a bad date must not make the whole sitemap invalid). */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** The protocol's limit: a sitemap file lists at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000

/**
 * The `<url>` elements of one host's sitemap: every entry that exists in its language, with
 * absolute URLs on the configured hosts only, and `xhtml:link` alternates (the same path on the
 * other host, plus x-default) when the page exists in both languages.
 */
export function sitemapUrls(entries: SitemapEntry[], locale: Locale, origins: Origins): string[] {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const e of entries) {
    if (!e.locales.includes(locale)) continue
    const loc = absoluteUrl(origins[locale], e.path, e.query)
    if (seen.has(loc)) continue
    seen.add(loc)
    const lines = [`    <loc>${escapeXml(loc)}</loc>`]
    const lastmod = w3cDate(e.lastmod)
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`)
    const alternates = languageAlternates(origins, e.path, e.locales, e.query)
    if (alternates) {
      // Each language's own link, then x-default, in a fixed order so the file is stable.
      const keys = [...routing.locales.map((l) => hreflang[l]).filter((k) => k in alternates), 'x-default']
      for (const k of keys) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${k}" href="${escapeXml(alternates[k]!)}"/>`)
      }
    }
    urls.push(`  <url>\n${lines.join('\n')}\n  </url>`)
  }
  return urls
}

/** A `<urlset>` document of `<url>` elements. */
export function renderUrlset(urls: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    (urls.length ? `${urls.join('\n')}\n` : '') +
    '</urlset>\n'
  )
}

/** The path of the n-th (1-based) part of a split sitemap. */
export const sitemapPartPath = (n: number) => `/sitemap/${n}.xml`

/** The part number of a split sitemap's file name ("2.xml" → 2); null when it is not one. */
export function parseSitemapPart(name: string): number | null {
  const m = /^([1-9][0-9]{0,5})\.xml$/.exec(name)
  return m ? Number(m[1]) : null
}

/** A sitemap index pointing at `parts` split sitemaps of one host. */
export function renderSitemapIndex(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `  <sitemap>\n    <loc>${escapeXml(`${origin}${sitemapPartPath(i + 1)}`)}</loc>\n  </sitemap>`,
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    (items.length ? `${items.join('\n')}\n` : '') +
    '</sitemapindex>\n'
  )
}

/**
 * What a host answers at /sitemap.xml (part undefined) and at /sitemap/{n}.xml: up to 50,000 URLs,
 * one urlset at /sitemap.xml; above that, a sitemap index there and the URLs split in parts of
 * at most `max`. Null when the asked file does not exist (a part past the last, or parts of a
 * sitemap that is not split).
 */
export function sitemapFile(
  entries: SitemapEntry[],
  locale: Locale,
  origins: Origins,
  part?: number,
  max = SITEMAP_MAX_URLS,
): string | null {
  const urls = sitemapUrls(entries, locale, origins)
  const parts = Math.ceil(urls.length / max)
  if (part === undefined) return parts <= 1 ? renderUrlset(urls) : renderSitemapIndex(origins[locale], parts)
  if (parts <= 1 || part > parts) return null
  return renderUrlset(urls.slice((part - 1) * max, part * max))
}

/** The whole sitemap of one host as one urlset (below the protocol's limit). */
export function renderSitemap(entries: SitemapEntry[], locale: Locale, origins: Origins): string {
  return renderUrlset(sitemapUrls(entries, locale, origins))
}

/** robots.txt of one host: the site is open; the admin and the APIs are not pages. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Uploaded images are served under /cms-api: share cards and image search need them.
    'Allow: /cms-api/media/file/',
    'Disallow: /admin',
    'Disallow: /cms-api',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
