'use client'
import { ProgressProvider } from '@bprogress/next/app'
import { Suspense, useEffect } from 'react'
import type { Locale } from '@/i18n/routing'
import { chooseLanguage } from '@/features/locale/choose'
import { ChunkReloadGuard } from './ChunkReloadGuard'
import { LocaleGuard } from './LocaleGuard'
import { OfflineIndicator } from './OfflineIndicator'
import { ScrollOnNavigate } from './ScrollOnNavigate'

export type SiteRuntimeProps = { locale: Locale; origins: Record<Locale, string> }

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
export function SiteRuntime({ locale, origins }: SiteRuntimeProps) {
  useEffect(() => {
    window.siteRuntime = { chooseLanguage: (target) => chooseLanguage(target, origins) }
    return () => {
      delete window.siteRuntime
    }
  }, [origins])

  return (
    <>
      {/* The bar starts on link clicks and router navigations; accent colour, above the header. */}
      <ProgressProvider
        color="var(--color-accent)"
        height="3px"
        options={{ showSpinner: false }}
        shallowRouting
        delay={120}
      >
        {null}
      </ProgressProvider>
      <LocaleGuard locale={locale} origins={origins} />
      {/* useSearchParams needs a Suspense boundary, or static pages would render on the client. */}
      <Suspense fallback={null}>
        <ScrollOnNavigate />
      </Suspense>
      <ChunkReloadGuard />
      <OfflineIndicator />
    </>
  )
}

export default SiteRuntime
