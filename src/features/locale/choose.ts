'use client'
import type { Locale } from '@/i18n/routing'

/** Public origins of the two sites, computed on the server from the configuration. */
export type SiteOrigins = Record<Locale, string>

/**
 * Choosing a language in the switcher (spec section 4): remember the manual choice, then go to
 * the matching host with the same path and query. Implemented by the routing work (issue 4).
 */
export function chooseLanguage(target: Locale, origins: SiteOrigins): void {
  const { pathname, search, hash } = window.location
  window.location.assign(`${origins[target]}${pathname}${search}${hash}`)
}
