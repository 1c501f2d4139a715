import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { isLocale, type Locale } from '@/i18n/routing'
import { hostSitemap } from '@/features/seo/sitemap'
import { sitemapPart, sitemapPartCount } from '@/features/seo/sitemap-xml'

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

/** /sitemap/{n}.xml: files of at most 50,000 URLs, listed by the index at /sitemap.xml. */
export async function generateSitemaps() {
  const locale = await hostLocale()
  if (!locale) return []
  const parts = sitemapPartCount((await hostSitemap(locale)).length)
  return Array.from({ length: parts }, (_, i) => ({ id: i + 1 }))
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const locale = await hostLocale()
  if (!locale) return []
  return sitemapPart(await hostSitemap(locale), Number(await id))
}
