import { postFeedRoute } from '@/features/feeds/routes'

// Cached per host like pages: rendered on first request (the build never reads the database).
export const revalidate = 300
export function generateStaticParams() {
  return []
}

/** GET /technology/article/rss.xml: RSS 2.0 of the newest technology articles in the host's language. */
export const GET = postFeedRoute('articles')
