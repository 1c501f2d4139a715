import { env } from '@/lib/env'
import type { Locale } from './routing'

/**
 * Maps a request's Host header to the site locale it serves, or null when the host is neither of
 * the two configured ones (the proxy then applies the country-based host redirect).
 */
export function localeForHost(hostHeader: string | null | undefined): Locale | null {
  const h = (hostHeader ?? '').trim().toLowerCase()
  const e = env()
  if (h === e.SITE_EN_HOST) return 'en'
  if (h === e.SITE_ZH_HOST) return 'zh'
  return null
}

export function hostForLocale(locale: Locale): string {
  const e = env()
  return locale === 'en' ? e.SITE_EN_HOST : e.SITE_ZH_HOST
}
