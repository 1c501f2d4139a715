import { isLocale } from '@/i18n/routing'
import { sitemapFileEntries, sitemapFiles } from '@/features/seo/sitemap'
import { noSuchSitemapFile, renderSitemap } from '@/features/seo/sitemap-xml'
import { siteOrigins } from '@/features/seo/site'

// Rendered per request from the cached entries (features/seo/sitemap.ts, purged by the CMS hooks).
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ locale: string; file: string }> }

/**
 * GET /sitemaps/sitemap/{file}.xml (`pages.xml`, `news-1.xml`, …; rewritten by the proxy to
 * /{locale}/…): one file of the host's sitemap, as its index at /sitemap.xml names them. Any other
 * name is a 404 in the host's language.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale, file } = await params
  if (!isLocale(locale)) return new Response('Not found\n', { status: 404 })
  const origins = siteOrigins()
  const name = file.endsWith('.xml') ? file.slice(0, -'.xml'.length) : null
  const files: readonly string[] = await sitemapFiles(locale)
  if (name === null || !files.includes(name)) return noSuchSitemapFile(locale, origins[locale])
  return new Response(renderSitemap(await sitemapFileEntries(locale, name), locale, origins), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // As Next's own sitemap files: revalidated on every use, so an edit shows at once.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
