import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { ErrorView } from '@/components/runtime/ErrorView'
import type { Locale } from '@/i18n/routing'

/**
 * The 404 page's metadata: "HTTP Error 404" (the layout's template adds the brand). Not indexed:
 * Next marks every 404 answer noindex itself, so a robots entry here wrote the tag twice.
 */
export const notFoundMetadata: Metadata = { title: 'HTTP Error 404' }

/**
 * The 404 view (spec section 2): "HTTP Error 404", the message, home and back. With `locale` for a
 * static render (which may not read the request); without it, the request's locale.
 */
export async function NotFoundView({ locale }: { locale?: Locale }) {
  const t = locale ? await getTranslations({ locale, namespace: 'error' }) : await getTranslations('error')
  return (
    <ErrorView
      code={404}
      title={t('title')}
      label={t('code404')}
      message={t('notFound')}
      homeLabel={t('home')}
      backLabel={t('back')}
    />
  )
}

/** Sets the response's status to 404 (see NotFoundPage). */
function NotFoundStatus(): never {
  notFound()
}

/**
 * The site's 404 page, rendered by the page itself instead of by throwing `notFound()` from it.
 *
 * Why: in production Next 16 a `notFound()` thrown by a page is not rendered into the HTML; the
 * server answers an empty `<html id="__next_error__">` document and the not-found boundary appears
 * only after hydration (vercel/next.js #98295), so crawlers, no-JS visitors and slow phones saw a
 * blank page. Here the page renders the error view itself (inside the layout, in the host's
 * language) and throws `notFound()` only inside a Suspense boundary: React finishes the rest of
 * the document, and Next answers it with status 404 ("an HTTP access fallback thrown inside a
 * Suspense boundary ... preserving the prerendered content outside the boundary"). After
 * hydration the client meets the same `notFound()` and shows the locale's not-found.tsx, the
 * same view. Pages using this must be statically rendered (ISR): only that render path applies
 * the status; per-request pages answer bad input with redirects (docs/reliability.md).
 */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundView locale={locale} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
