import { postFeedRoute } from '@/features/feeds/routes'

// Cached per host like pages: rendered on first request (the build never reads the database).
export const revalidate = 300
export function generateStaticParams() {
  return []
}

/** GET /about/news/rss.xml: RSS 2.0 of the newest news in the host's language (docs/pages.md). */
export const GET = postFeedRoute('news')
