import { NotFoundPage, notFoundMetadata } from '@/features/errors/NotFoundPage'
import { pageLocale, type LocaleParams } from '@/features/content/page'

// Statically rendered (ISR) like the other pages: only that render path gives NotFoundPage its
// 404 status with the page in the HTML (features/errors/NotFoundPage.tsx). Entries live in the
// size-bounded memory cache only (next.config.ts, isrFlushToDisk).
export const revalidate = 300
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export const metadata = notFoundMetadata

/** Any path no route matches renders the locale's 404 page inside the site shell. */
export default async function CatchAll({ params }: LocaleParams) {
  return <NotFoundPage locale={await pageLocale(params)} />
}
