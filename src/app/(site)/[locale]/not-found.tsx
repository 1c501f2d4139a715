import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NotFoundView } from '@/features/errors/NotFoundPage'
import { getSiteFacts, withBrand } from '@/features/seo/site'
import { isLocale } from '@/i18n/routing'

/**
 * The title the pages' own 404 (NotFoundPage) gets through the layout's template, written out in
 * full: this file sits beside the layout, so the template does not apply to it. After hydration
 * the client shows this boundary, and the tab keeps the same title.
 */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'error' }), getSiteFacts(locale)])
  return { title: { absolute: withBrand(t('title'), site.brandName) } }
}

/** Any unmatched path or failed validation (notFound()) of the site: status 404, both languages. */
export default function NotFound() {
  return <NotFoundView />
}
