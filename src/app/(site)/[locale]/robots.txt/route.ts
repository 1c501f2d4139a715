import { isLocale } from '@/i18n/routing'
import { siteOrigin } from '@/lib/env'
import { renderRobots } from '@/features/seo/sitemap-xml'

// Depends on the configuration only, never on the request.
export const dynamic = 'force-static'

/** GET /robots.txt (rewritten by the proxy to /{locale}/robots.txt): points at the host's sitemap. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return new Response(renderRobots(siteOrigin(locale)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
