import { isLocale } from '@/i18n/routing'
import { sitemapEntries } from '@/features/seo/sitemap'
import { sitemapFile } from '@/features/seo/sitemap-xml'
import { siteOrigins } from '@/features/seo/site'

// Built from the database on first request per host, then cached: a CMS edit purges it with
// every page (cms/hooks/revalidate.ts), and it is rebuilt at least every five minutes.
// Static: the request (its Host header included) can never change what it says.
export const dynamic = 'force-static'
export const revalidate = 300

/**
 * GET /sitemap.xml (rewritten by the proxy to /{locale}/sitemap.xml): the host's pages, or above
 * 50,000 of them a sitemap index of /sitemap/{n}.xml.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const xml = sitemapFile(await sitemapEntries(locale), locale, siteOrigins())!
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
    },
  })
}
