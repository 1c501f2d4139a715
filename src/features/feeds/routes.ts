import { isLocale } from '@/i18n/routing'
import type { PostKind } from '@/features/news/queries'
import { llmsMap, renderLlms } from './llms'
import { postFeed } from './posts'
import { renderRss } from './rss'

/**
 * Handlers of the per-host text files. The proxy rewrites /about/news/rss.xml,
 * /technology/article/rss.xml and /llms.txt to /{locale}/…, so each host's file is cached apart,
 * like pages (revalidated, and purged by the CMS hooks when content changes).
 */
type Context = { params: Promise<{ locale: string }> }

const cacheControl = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600'

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export const postFeedRoute =
  (kind: PostKind) =>
  async (_request: Request, { params }: Context) => {
    const { locale } = await params
    if (!isLocale(locale)) return notFound()
    return new Response(renderRss(await postFeed(locale, kind)), {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': cacheControl },
    })
  }

export async function llmsRoute(_request: Request, { params }: Context) {
  const { locale } = await params
  if (!isLocale(locale)) return notFound()
  return new Response(renderLlms(await llmsMap(locale)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  })
}
