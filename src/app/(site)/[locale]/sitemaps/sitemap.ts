import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { isLocale, type Locale } from '@/i18n/routing'
import { hostSitemapFile, sitemapFiles } from '@/features/seo/sitemap'

// Next hands a sitemap file neither the route's params nor the request, so the host's language
// comes from the proxy's header, which needs a request: rendered per request from the cached
// entries (features/seo/sitemap.ts, purged by the CMS hooks).
export const dynamic = 'force-dynamic'

/** The host's language as the proxy decided it; null outside a request (the build). */
async function hostLocale(): Promise<Locale | null> {
  let locale: string | null
  try {
    locale = (await headers()).get('x-site-locale')
  } catch {
    return null
  }
  return isLocale(locale) ? locale : null
}

/** /sitemaps/sitemap/{file}.xml (`pages`, `news-1`, …), listed by the index at /sitemap.xml; any other name is a 404. */
export async function generateSitemaps() {
  const locale = await hostLocale()
  return locale ? (await sitemapFiles(locale)).map((id) => ({ id })) : []
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const locale = await hostLocale()
  return locale ? hostSitemapFile(locale, await id) : []
}
