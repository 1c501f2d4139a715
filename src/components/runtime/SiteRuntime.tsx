'use client'
import dynamic from 'next/dynamic'
import { Suspense, useEffect, type ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { chooseLanguage } from '@/features/locale/choose'
import { ChunkReloadGuard } from './ChunkReloadGuard'
import { useAfterLoad } from './connection'
import { LocaleGuard } from './LocaleGuard'
import { OfflineIndicator } from './OfflineIndicator'
import { ScrollOnNavigate } from './ScrollOnNavigate'

// The progress bar's code is not part of the first load: it is mounted once the page has loaded
// (a navigation before that is a full page load anyway, with the browser's own indicator).
const Progress = dynamic(() => import('./Progress'), { ssr: false })

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
 * ClientIntlProvider): progress bar (from the load event on), scroll on route change, chunk-failure reload,
 * offline indicator and the locale rules of spec section 4. Renders no visible markup unless
 * offline.
 */
export function SiteRuntime({ locale, origins, offlineIcon }: SiteRuntimeProps) {
  const loaded = useAfterLoad()
  useEffect(() => {
    window.siteRuntime = { chooseLanguage: (target) => chooseLanguage(target, origins) }
    return () => {
      delete window.siteRuntime
    }
  }, [origins])

  return (
    <>
      {loaded ? <Progress /> : null}
      <LocaleGuard locale={locale} origins={origins} />
      {/* useSearchParams needs a Suspense boundary, or static pages would render on the client. */}
      <Suspense fallback={null}>
        <ScrollOnNavigate />
      </Suspense>
      <ChunkReloadGuard />
      <OfflineIndicator icon={offlineIcon} />
    </>
  )
}

export default SiteRuntime
