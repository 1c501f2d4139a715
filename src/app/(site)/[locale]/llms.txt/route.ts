import { llmsRoute } from '@/features/feeds/routes'

// Cached per host like pages: rendered on first request (the build never reads the database).
export const revalidate = 300
export function generateStaticParams() {
  return []
}

/** GET /llms.txt: a plain-text map of the host's site for language-model crawlers (docs/pages.md). */
export const GET = llmsRoute
