import { env } from '@/lib/env'
import { localeOfHost, siteHostsFrom } from './hosts.mjs'
import type { Locale } from './routing'

/** The two public hosts of the validated configuration (decisions: ./hosts.mjs). */
export const configuredHosts = () => {
  const e = env()
  return siteHostsFrom({ SITE_ZH_HOST: e.SITE_ZH_HOST, SITE_EN_HOST: e.SITE_EN_HOST })
}

/**
 * Maps a request's Host header to the site locale it serves, or null when the host is neither of
 * the two configured ones (the proxy then applies the country-based host redirect).
 */
export function localeForHost(hostHeader: string | null | undefined): Locale | null {
  return localeOfHost(hostHeader, configuredHosts())
}
