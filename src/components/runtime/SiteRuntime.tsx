'use client'
import { Suspense, useEffect, type ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { chooseLanguage } from '@/features/locale/choose'
import { ChunkReloadGuard } from './ChunkReloadGuard'
import { LocaleGuard } from './LocaleGuard'
import { OfflineIndicator } from './OfflineIndicator'
import Progress from './Progress'
import { ScrollOnNavigate } from './ScrollOnNavigate'

export type SiteRuntimeProps = {
  locale: Locale
  origins: Record<Locale, string>
  /** The offline notice's icon, drawn by the server. */
  offlineIcon: ReactNode
}

declare global {
  interface Window {
    /** For tests and support: the language switch without the header UI. */
    siteRuntime?: { chooseLanguage: (target: Locale) => void }
  }
}

/**
 * The client-side navigation runtime, mounted once in the site layout (inside
 * NextIntlClientProvider): progress bar, scroll on route change, chunk-failure reload,
 * offline indicator and the locale rules of spec section 4. Renders no visible markup unless
 * offline.
 */
export function SiteRuntime({ locale, origins, offlineIcon }: SiteRuntimeProps) {
  useEffect(() => {
    window.siteRuntime = { chooseLanguage: (target) => chooseLanguage(target, origins) }
    return () => {
      delete window.siteRuntime
    }
  }, [origins])

  return (
    <>
      <LocaleGuard locale={locale} origins={origins} />
      {/* useSearchParams needs a Suspense boundary, or static pages would render on the client. */}
      <Suspense fallback={null}>
        <Progress />
        <ScrollOnNavigate />
      </Suspense>
      <ChunkReloadGuard />
      <OfflineIndicator icon={offlineIcon} />
    </>
  )
}
