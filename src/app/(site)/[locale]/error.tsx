'use client'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ErrorView } from '@/components/runtime/ErrorView'
import { isChunkLoadError, reloadForChunkErrorInBrowser } from '@/components/runtime/chunk-reload'

/**
 * Any other error while rendering a page: the same page as the 404 with the error's message
 * (spec section 8). The server answers such a render with status 500.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('error')
  useEffect(() => {
    // A chunk that failed to load inside React ends up here rather than in window.onerror.
    if (isChunkLoadError(error)) reloadForChunkErrorInBrowser()
    console.error(error)
  }, [error])
  const message = error.message?.trim() || t('serverFallback')
  return (
    <ErrorView
      code={500}
      title={t('serverTitle')}
      label={t('code500')}
      message={
        <>
          {message}
          {error.digest ? <span className="mt-2 block text-xs text-ink-subtle">#{error.digest}</span> : null}
        </>
      }
      homeLabel={t('home')}
      backLabel={t('back')}
      retry={{ label: t('retry'), onRetry: reset }}
      headTags
    />
  )
}
