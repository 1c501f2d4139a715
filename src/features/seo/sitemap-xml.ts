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
 * One file of a host's sitemap: every entry that exists in its language, with absolute URLs on
 * the configured hosts only, and hreflang alternates (the same path on the other host, plus
 * x-default) when the page exists in both languages.
 */
export function renderSitemap(entries: readonly SitemapEntry[], locale: Locale, origins: Origins): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const e of entries) {
    if (!e.locales.includes(locale)) continue
    const loc = absoluteUrl(origins[locale], e.path, e.query)
    if (seen.has(loc)) continue
    seen.add(loc)
    const lines = [`    <loc>${escapeXml(loc)}</loc>`]
    const alternates = languageAlternates(origins, e.path, e.locales, e.query)
    if (alternates) {
      // Each language's own link, then x-default, in a fixed order so the file is stable.
      for (const key of [
        ...routing.locales.map((l) => hreflang[l]).filter((k) => k in alternates),
        'x-default',
      ])
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="${key}" href="${escapeXml(alternates[key]!)}" />`,
        )
    }
    const lastmod = w3cDate(e.lastmod)
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`)
    urls.push(`  <url>\n${lines.join('\n')}\n  </url>\n`)
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('') +
    '</urlset>\n'
  )
}

/** The path of a file of a host's sitemap (app/(site)/[locale]/sitemaps/sitemap/[file]/route.ts). */
export const sitemapFilePath = (file: string) => `/sitemaps/sitemap/${file}.xml`

/** The sitemap index each host answers at /sitemap.xml, naming its files. */
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

/**
 * The answer to a sitemap file the host does not have, in the host's language: a crawler sees the
 * 404, a person who typed the address sees where the index is.
 */
export function noSuchSitemapFile(locale: Locale, origin: string): Response {
  const text = {
    zh: `没有这个站点地图文件。本站的站点地图索引：${origin}/sitemap.xml`,
    en: `There is no such sitemap file. This site's sitemap index: ${origin}/sitemap.xml`,
  }[locale]
  return new Response(`${text}\n`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
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
