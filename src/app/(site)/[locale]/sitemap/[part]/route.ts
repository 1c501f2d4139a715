import { isLocale } from '@/i18n/routing'
import { sitemapEntries } from '@/features/seo/sitemap'
import { parseSitemapPart, sitemapFile } from '@/features/seo/sitemap-xml'
import { siteOrigins } from '@/features/seo/site'

// Cached and purged like /sitemap.xml, whose index lists these parts.
export const dynamic = 'force-static'
export const revalidate = 300

/** GET /sitemap/{n}.xml: the n-th 50,000 URLs of a host whose sitemap is split. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; part: string }> },
) {
  const { locale, part } = await params
  const n = parseSitemapPart(part)
  if (!isLocale(locale) || n === null) return new Response('Not found', { status: 404 })
  const xml = sitemapFile(await sitemapEntries(locale), locale, siteOrigins(), n)
  if (xml === null) return new Response('Not found', { status: 404 })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
    },
  })
}
