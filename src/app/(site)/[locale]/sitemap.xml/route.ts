import { isLocale } from '@/i18n/routing'
import { hostSitemap } from '@/features/seo/sitemap'
import { renderSitemapIndex, sitemapPartCount } from '@/features/seo/sitemap-xml'
import { siteOrigin } from '@/lib/env'

// Built from the database on first request per host, then cached: a CMS edit purges it with
// every page (features/content/revalidate.ts), and it is rebuilt at least every five minutes.
// Static: the request (its Host header included) can never change what it says.
export const dynamic = 'force-static'
export const revalidate = 300

/**
 * GET /sitemap.xml (rewritten by the proxy to /{locale}/sitemap.xml): the index of the host's
 * sitemap files, which Next writes (./sitemap.ts); Next has no sitemap index of its own.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const parts = sitemapPartCount((await hostSitemap(locale)).length)
  return new Response(renderSitemapIndex(siteOrigin(locale), parts), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
    },
  })
}
