import type { Locale } from '@/i18n/routing'

/**
 * The client-side locale rules of spec section 4, as pure functions (tested in preference.test.ts;
 * the browser glue is in choose.ts and components/runtime/LocaleGuard.tsx).
 */

/** sessionStorage items named by the spec: a manual choice and the language chosen. */
export const MANUAL_KEY = 'manually-selected-language'
export const LANGUAGE_KEY = 'user-language'
/** Cookie with the chosen language, shared by both hosts when they have a common parent domain. */
export const COOKIE_NAME = 'user-language'
export const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60
/**
 * One-shot query parameter carrying a manual choice to the other host. sessionStorage belongs to
 * one origin, and the cookie cannot be shared between localhost-style hosts; without this the
 * other host would not know the choice and its browser-language rule could send the visitor back.
 * The runtime removes it from the address bar on arrival.
 */
export const HANDOFF_PARAM = 'set-language'

const asLocale = (v: string | null | undefined): Locale | null => (v === 'zh' || v === 'en' ? v : null)

/** zh, zh-CN, zh-Hant… → zh; anything else (or nothing) → en. */
export function browserLocale(language: string | null | undefined): Locale {
  return /^zh\b/i.test((language ?? '').trim()) ? 'zh' : 'en'
}

export type LocaleSignals = {
  host: Locale
  /** The HANDOFF_PARAM value of the current URL. */
  handoff: string | null
  /** sessionStorage items of this origin. */
  manual: string | null
  stored: string | null
  /** The user-language cookie (only ever written by a manual choice). */
  cookie: string | null
  /** navigator.language */
  browser: string | null
  /** document.referrer */
  referrer: string | null
  origins: Record<Locale, string>
}

export type LocaleDecision = {
  /** A manual choice to record in this origin's sessionStorage, if any. */
  remember: Locale | null
  /** The host to go to, or null to stay. */
  goTo: Locale | null
  /** Whether the choice was manual (then the handoff parameter travels along). */
  manual: boolean
}

/**
 * What to do on arrival. Precedence: a choice handed over in the URL, then this origin's
 * sessionStorage, then the cookie (all manual choices); otherwise the browser language.
 *
 * No loop is possible: a manual redirect carries the choice to the other host, where it is the
 * first signal read and equals that host; a browser-language redirect lands where the browser
 * rule agrees with the host. As a last guard, an automatic redirect never goes back to the site
 * the visitor has just come from (the referrer), whatever stale state either origin holds.
 */
export function decideLocale(s: LocaleSignals): LocaleDecision {
  const handoff = asLocale(s.handoff)
  const sessionChoice = s.manual === 'true' || s.manual === '1' ? asLocale(s.stored) : null
  const cookieChoice = asLocale(s.cookie)
  const manualChoice = handoff ?? sessionChoice ?? cookieChoice
  const preferred = manualChoice ?? browserLocale(s.browser)
  // Record a choice that came from the URL or the cookie, so this origin's session knows it too.
  const remember = manualChoice && manualChoice !== sessionChoice ? manualChoice : null
  if (preferred === s.host) return { remember, goTo: null, manual: manualChoice !== null }
  if (cameFrom(s.referrer, s.origins[preferred]) && handoff === null) {
    return { remember, goTo: null, manual: manualChoice !== null }
  }
  return { remember, goTo: preferred, manual: manualChoice !== null }
}

function cameFrom(referrer: string | null, origin: string): boolean {
  if (!referrer) return false
  try {
    return new URL(referrer).origin === new URL(origin).origin
  } catch {
    return false
  }
}

/** The other host's URL for the same path, query and hash; with the handoff for a manual choice. */
export function otherHostUrl(
  origins: Record<Locale, string>,
  target: Locale,
  location: { pathname: string; search: string; hash: string },
  manualChoice: boolean,
): string {
  const params = new URLSearchParams(location.search)
  params.delete(HANDOFF_PARAM)
  if (manualChoice) params.set(HANDOFF_PARAM, target)
  const query = params.toString()
  return `${origins[target]}${location.pathname}${query ? `?${query}` : ''}${location.hash}`
}

const hostname = (host: string) => host.replace(/:\d+$/, '').toLowerCase()
const isIpAddress = (h: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':') || h.startsWith('[')

/**
 * The parent domain both hosts share, for the cookie's Domain attribute (www.example.com and
 * en.example.com → example.com), or null: then the cookie is host-only (localhost, IP addresses,
 * unrelated domains).
 */
export function sharedCookieDomain(zhOrigin: string, enOrigin: string): string | null {
  let a: string, b: string
  try {
    a = hostname(new URL(zhOrigin).host)
    b = hostname(new URL(enOrigin).host)
  } catch {
    return null
  }
  if (isIpAddress(a) || isIpAddress(b)) return null
  const la = a.split('.').reverse()
  const lb = b.split('.').reverse()
  const common: string[] = []
  for (let i = 0; i < Math.min(la.length, lb.length) && la[i] === lb[i]; i++) common.push(la[i]!)
  const domain = common.reverse().join('.')
  // One label is a top-level domain (or "localhost"): browsers refuse such a Domain.
  if (common.length < 2 || domain.endsWith('localhost')) return null
  return domain
}

/** The Set-Cookie-style string for document.cookie. */
export function languageCookie(target: Locale, origins: Record<Locale, string>, secure: boolean): string {
  const domain = sharedCookieDomain(origins.zh, origins.en)
  return [
    `${COOKIE_NAME}=${target}`,
    'Path=/',
    `Max-Age=${COOKIE_MAX_AGE_S}`,
    'SameSite=Lax',
    domain ? `Domain=${domain}` : null,
    secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ')
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return null
}
