import { NotFoundPage, notFoundMetadata } from '@/features/errors/NotFoundPage'
import { pageLocale, type LocaleParams } from '@/features/content/page'

export const metadata = notFoundMetadata

/** /404 renders the locale's not-found page with status 404. */
export default async function NotFoundRoute({ params }: LocaleParams) {
  return <NotFoundPage locale={await pageLocale(params)} />
}
