'use client'
import type { Locale } from '@/i18n/routing'
import { LANGUAGE_KEY, MANUAL_KEY, languageCookie, otherHostUrl } from './preference'

/** Public origins of the two sites, computed on the server from the configuration. */
export type SiteOrigins = Record<Locale, string>

/**
 * Choosing a language in the switcher (spec section 4): remember the manual choice in this
 * origin's sessionStorage and in the `user-language` cookie (365 days, on the shared parent
 * domain when there is one), then go to the matching host with the same path and query. The
 * choice also travels in the URL (HANDOFF_PARAM), because the other origin cannot read this
 * origin's sessionStorage.
 */
export function chooseLanguage(target: Locale, origins: SiteOrigins): void {
  try {
    sessionStorage.setItem(MANUAL_KEY, 'true')
    sessionStorage.setItem(LANGUAGE_KEY, target)
  } catch {
    // Storage can be disabled (privacy modes): the URL handoff and the cookie still carry it.
  }
  document.cookie = languageCookie(target, origins, window.location.protocol === 'https:')
  const { pathname, search, hash } = window.location
  window.location.assign(otherHostUrl(origins, target, { pathname, search, hash }, true))
}
