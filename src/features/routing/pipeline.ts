import type { Locale } from '@/i18n/routing'
import type { GeoResult } from '@/features/geo/locate'
import { findEditorRedirect, targetWithQuery, type EditorRedirect } from '@/features/redirects/match'
import { REDIRECT_STATUS, redirectTarget } from './redirects'
import { hostOfLocale, localeOfHost } from '../../i18n/hosts.mjs'

/** The two public sites, from the configuration: the only hosts a Location may ever name. */
export type SiteHosts = { protocol: 'http' | 'https'; zh: string; en: string }

export type PipelineRequest = {
  /** The host the visitor asked for (see requestHost). */
  host: string | null
  pathname: string
  /** `?a=b` or empty, kept on every redirect. */
  search: string
  /** Called only when the country is needed (unknown host). */
  clientIp: () => string | null
}

export type PipelineDeps = {
  hosts: SiteHosts
  /** null when GEOIP_PROVIDER=off. */
  locate: ((ip: string) => Promise<GeoResult>) | null
  /** The editor-managed redirects (features/redirects); never throws, empty when unavailable. */
  editorRedirects?: () => Promise<readonly EditorRedirect[]>
}

export type Decision =
  | {
      kind: 'redirect'
      status: 301 | 302
      location: string
      reason: 'legacy-path' | 'country' | 'editor'
    }
  | { kind: 'render'; locale: Locale }

/**
 * The files Next answers at fixed paths outside /_next (public/ and src/app/robots.ts). Only these
 * skip the pipeline among paths with a dot: any other (`/old/brochure.pdf`, `/wp-login.php`,
 * `/about/news/1.5`) is a page path, which gets the host's 404 page in its language instead of
 * Next's bare one; the feeds, llms.txt and the sitemaps are rendered per host under /[locale] like
 * pages. Keep in step with `config.matcher` in src/proxy.ts (a unit test holds the list to
 * public/).
 */
export const SITE_FILES: ReadonlySet<string> = new Set([
  '/favicon.ico',
  '/icon.svg',
  '/og-default.png',
  '/robots.txt',
])

/** Paths the pipeline never touches: assets, Next's files, the APIs, the admin, the health check. */
export function isExempt(pathname: string): boolean {
  return (
    /^\/(?:_next|api|cms-api|admin)(?:\/|$)/.test(pathname) ||
    pathname === '/healthz' ||
    SITE_FILES.has(pathname)
  )
}

/**
 * The host the visitor asked for. X-Forwarded-Host is honoured only behind our own proxy
 * (TRUST_PROXY), and then only its last entry, the one our proxy wrote. Whatever it says, it
 * only selects between the configured hosts: it is never copied into a Location.
 */
export function requestHost(headers: Headers, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = headers
      .get('x-forwarded-host')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop()
    if (forwarded) return forwarded.toLowerCase()
  }
  return headers.get('host')?.trim().toLowerCase() || null
}

const origin = (hosts: SiteHosts, locale: Locale) => `${hosts.protocol}://${hostOfLocale(locale, hosts)}`

/**
 * What to do with one page request, in the order of issue 4:
 * 1. a host that is neither configured one → 302 to the zh host for CN, the en host for any
 *    other or unknown country (with the legacy path already mapped, saving a hop); a failed
 *    lookup changes nothing;
 * 2. a legacy path of the redirect table → permanent redirect on the same site;
 * 3. an editor-managed redirect for this host (or both) → 301/302 on the same site; the fixed
 *    table above wins on conflict because it is checked first;
 * 4. otherwise render the host's locale (zh for an unknown host).
 */
export async function decide(req: PipelineRequest, deps: PipelineDeps): Promise<Decision> {
  const { hosts } = deps
  const locale = localeOfHost(req.host, hosts)
  const legacyTarget = redirectTarget(req.pathname)
  const path = legacyTarget ?? req.pathname

  if (locale === null && deps.locate) {
    const ip = req.clientIp()
    // Without an address the country is unknown, which the spec sends to the en host.
    const result: GeoResult = ip ? await deps.locate(ip) : { ok: true, country: null }
    if (result.ok) {
      const target: Locale = result.country === 'CN' ? 'zh' : 'en'
      return {
        kind: 'redirect',
        status: 302,
        location: origin(hosts, target) + path + req.search,
        reason: 'country',
      }
    }
  }

  if (legacyTarget !== null) {
    // An unknown host cannot be named in a Location (it may be forged): its legacy paths go to
    // the default (zh) site, the same site it is served as.
    return {
      kind: 'redirect',
      status: REDIRECT_STATUS,
      location: origin(hosts, locale ?? 'zh') + legacyTarget + req.search,
      reason: 'legacy-path',
    }
  }

  const site: Locale = locale ?? 'zh'
  if (deps.editorRedirects) {
    const rule = findEditorRedirect(await deps.editorRedirects(), req.pathname, site)
    if (rule) {
      return {
        kind: 'redirect',
        status: rule.permanent ? 301 : 302,
        location: origin(hosts, site) + targetWithQuery(rule.to, req.search),
        reason: 'editor',
      }
    }
  }

  return { kind: 'render', locale: site }
}
