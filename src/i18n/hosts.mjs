// The one place that decides host ↔ locale (issue 55, §4): the zh site on one host, the en site on
// another, the same paths on both. Plain ESM with JSDoc types, so server.mjs (plain Node) and the
// TypeScript code (i18n/host.ts, the proxy's pipeline, the server's refusals) ask the same module.

/** @typedef {'zh' | 'en'} SiteLocale */
/** @typedef {{ zh: string, en: string }} SiteHosts the two public hosts (host[:port], lower case) */

/** A Host header as compared: trimmed, lower case ('' when there is none). */
export const normalHost = (/** @type {string | null | undefined} */ host) =>
  String(host ?? '')
    .trim()
    .toLowerCase()

/**
 * The two hosts from the settings (SITE_ZH_HOST, SITE_EN_HOST). Unset, they are localhost and
 * en.localhost on the server's PORT (3000), so a local server on another port serves both sites.
 * @param {{ SITE_ZH_HOST?: string, SITE_EN_HOST?: string, PORT?: string | number }} settings
 *   process.env, or the validated env
 * @returns {SiteHosts}
 */
export const siteHostsFrom = (settings) => {
  const port = settings.PORT || 3000
  return {
    zh: normalHost(settings.SITE_ZH_HOST ?? `localhost:${port}`),
    en: normalHost(settings.SITE_EN_HOST ?? `en.localhost:${port}`),
  }
}

/**
 * The locale a host serves, or null for a host that is neither site's (the proxy then redirects
 * by country).
 * @param {string | null | undefined} host
 * @param {SiteHosts} hosts
 * @returns {SiteLocale | null}
 */
export function localeOfHost(host, hosts) {
  const h = normalHost(host)
  if (h === hosts.en) return 'en'
  if (h === hosts.zh) return 'zh'
  return null
}

/**
 * The language of an answer to this host: the English host's is English, any other (unknown,
 * missing) is the default, Chinese.
 * @param {string | null | undefined} host
 * @param {SiteHosts} hosts
 * @returns {SiteLocale}
 */
export const answerLocale = (host, hosts) => localeOfHost(host, hosts) ?? 'zh'

/**
 * The host that serves a locale.
 * @param {SiteLocale} locale
 * @param {SiteHosts} hosts
 */
export const hostOfLocale = (locale, hosts) => (locale === 'en' ? hosts.en : hosts.zh)
