import { env } from '@/lib/env'
import { localeOfHost } from './hosts.mjs'
import type { Locale } from './routing'

/** The two public hosts of the validated configuration, already derived by ./hosts.mjs. */
export const configuredHosts = () => {
  const e = env()
  return { zh: e.SITE_ZH_HOST, en: e.SITE_EN_HOST }
}

/**
 * Maps a request's Host header to the site locale it serves, or null when the host is neither of
 * the two configured ones (the proxy then applies the country-based host redirect).
 */
export function localeForHost(hostHeader: string | null | undefined): Locale | null {
  return localeOfHost(hostHeader, configuredHosts())
}
