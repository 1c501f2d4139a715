import { isLocale } from '@/i18n/routing'
import { sitemapFiles } from '@/features/seo/sitemap'
import { renderSitemapIndex } from '@/features/seo/sitemap-xml'
import { siteOrigin } from '@/lib/env'

// Built from a row per growing kind on first request per host, then cached: a CMS edit purges it with
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
  return new Response(renderSitemapIndex(siteOrigin(locale), await sitemapFiles(locale)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
    },
  })
}
