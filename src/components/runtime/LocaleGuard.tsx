'use client'
import { useEffect, useRef } from 'react'
import type { Locale } from '@/i18n/routing'
import {
  COOKIE_NAME,
  HANDOFF_PARAM,
  LANGUAGE_KEY,
  MANUAL_KEY,
  decideLocale,
  languageCookie,
  otherHostUrl,
  readCookie,
} from '@/features/locale/preference'

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Applies the locale rules of spec section 4 once, when a page of the site is first loaded. */
export function LocaleGuard({ locale, origins }: { locale: Locale; origins: Record<Locale, string> }) {
  const applied = useRef(false)
  useEffect(() => {
    // Only on first load: client navigations stay on this host.
    if (applied.current) return
    applied.current = true
    const store = session()
    const url = new URL(window.location.href)
    const handoff = url.searchParams.get(HANDOFF_PARAM)
    const decision = decideLocale({
      host: locale,
      handoff,
      manual: store?.getItem(MANUAL_KEY) ?? null,
      stored: store?.getItem(LANGUAGE_KEY) ?? null,
      cookie: readCookie(document.cookie, COOKIE_NAME),
      browser: navigator.language,
      referrer: document.referrer || null,
      origins,
    })
    if (decision.remember) {
      try {
        store?.setItem(MANUAL_KEY, 'true')
        store?.setItem(LANGUAGE_KEY, decision.remember)
      } catch {
        // storage disabled: the cookie still remembers
      }
      // On hosts without a shared parent domain the sender's cookie is not ours: set it here too.
      if (handoff) document.cookie = languageCookie(decision.remember, origins, url.protocol === 'https:')
    }
    if (decision.goTo) {
      window.location.replace(otherHostUrl(origins, decision.goTo, url, decision.manual))
      return
    }
    if (handoff !== null) {
      // The handoff has done its job: keep shared and bookmarked addresses clean.
      url.searchParams.delete(HANDOFF_PARAM)
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    }
  }, [locale, origins])
  return null
}
