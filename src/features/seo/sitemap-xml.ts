import type { MetadataRoute } from 'next'
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

// Next writes the sitemap's values into the XML as they are: URLs must come escaped.
const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** A valid W3C date-time, or undefined (a bad date must not make the whole sitemap invalid). */
function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}

/**
 * The pages of one host's sitemap, for Next's `MetadataRoute.Sitemap`: every entry that exists
 * in its language, with absolute URLs on the configured hosts only, and hreflang alternates (the
 * same path on the other host, plus x-default) when the page exists in both languages.
 */
export function sitemapItems(
  entries: SitemapEntry[],
  locale: Locale,
  origins: Origins,
): MetadataRoute.Sitemap {
  const seen = new Set<string>()
  const items: MetadataRoute.Sitemap = []
  for (const e of entries) {
    if (!e.locales.includes(locale)) continue
    const loc = absoluteUrl(origins[locale], e.path, e.query)
    if (seen.has(loc)) continue
    seen.add(loc)
    const alternates = languageAlternates(origins, e.path, e.locales, e.query)
    // Each language's own link, then x-default, in a fixed order so the file is stable.
    const languages = alternates
      ? Object.fromEntries(
          [...routing.locales.map((l) => hreflang[l]).filter((k) => k in alternates), 'x-default'].map(
            (k) => [k, escapeXml(alternates[k]!)],
          ),
        )
      : undefined
    items.push({
      url: escapeXml(loc),
      lastModified: w3cDate(e.lastmod),
      ...(languages ? { alternates: { languages } } : {}),
    })
  }
  return items
}

/**
 * The path of a file of a host's sitemap (app/(site)/[locale]/sitemaps/sitemap.ts: a sitemap.ts
 * beside the index route would claim /sitemap.xml too, which Next refuses).
 */
export const sitemapFilePath = (file: string) => `/sitemaps/sitemap/${file}.xml`

/**
 * The sitemap index each host answers at /sitemap.xml, naming its files. Next writes the files
 * themselves (`generateSitemaps`) but has no index, so this one document stays ours.
 */
export function renderSitemapIndex(origin: string, files: readonly string[]): string {
  const items = files.map(
    (file) => `  <sitemap>\n    <loc>${escapeXml(`${origin}${sitemapFilePath(file)}`)}</loc>\n  </sitemap>`,
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    (items.length ? `${items.join('\n')}\n` : '') +
    '</sitemapindex>\n'
  )
}

/** robots.txt of one host: the site is open; the admin and the APIs are not pages. */
export function robotsFor(origin: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      // Uploaded images are served under /cms-api: share cards and image search need them.
      allow: ['/', '/cms-api/media/file/'],
      disallow: ['/admin', '/cms-api', '/api/'],
    },
    sitemap: `${origin}/sitemap.xml`,
  }
}
