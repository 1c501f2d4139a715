import { NextResponse, type NextRequest } from 'next/server'
import { geoLocator } from '@/features/geo'
import { editorRedirects } from '@/features/redirects/table'
import { localeForHost } from '@/i18n/host'
import { pageMethodAnswer } from '@/features/routing/page-methods'
import { decide, isExempt, requestHost, type Decision } from '@/features/routing/pipeline'
import { isQueryListing, LISTING_CACHE_CONTROL } from '@/features/routing/listings'
import { clientIp } from '@/lib/client-ip'
import { env } from '@/lib/env'

/**
 * The request pipeline for visitor pages (docs/routing.md): the country-based host redirect for
 * unknown hosts, the legacy redirect table, the editors' redirects, then the host decides the
 * locale and the request is rewritten to the internal `/[locale]/…` route so each host's pages
 * are cached apart. Runs on the Node.js runtime (Next 16 proxy), so the offline country database
 * can be read.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (isExempt(pathname)) return NextResponse.next()
  const e = env()
  const host = requestHost(request.headers, e.TRUST_PROXY)
  // The host's language for an answer given here (any host but the English one is Chinese).
  const hostLocale = localeForHost(host) ?? 'zh'
  // A page is only ever read: other methods are answered here, before any redirect or render.
  const refused = pageMethodAnswer(request.method, hostLocale)
  if (refused) return refused
  let decision: Decision
  try {
    decision = await decide(
      { host, pathname, search, clientIp: () => clientIp(request.headers) },
      {
        hosts: { protocol: e.SITE_PROTOCOL, zh: e.SITE_ZH_HOST, en: e.SITE_EN_HOST },
        locate: geoLocator()?.locate ?? null,
        editorRedirects,
      },
    )
  } catch (error) {
    // The pipeline must never turn a page into a 500: render as the host's site.
    console.error('proxy: routing decision failed, rendering without redirect', error)
    decision = { kind: 'render', locale: hostLocale }
  }

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(decision.location, decision.status)
    // A country redirect depends on the visitor; a legacy one may be cached by browsers/CDNs.
    if (decision.reason === 'country') response.headers.set('Cache-Control', 'private, no-store')
    return response
  }

  const url = request.nextUrl.clone()
  url.pathname = `/${decision.locale}${pathname === '/' ? '' : pathname}`
  const response = NextResponse.rewrite(url)
  // Listings render per request; nginx's micro-cache may keep each URL's answer a few seconds.
  if (isQueryListing(pathname)) response.headers.set('Cache-Control', LISTING_CACHE_CONTROL)
  return response
}

export const config = {
  // Visitor pages only: the CMS admin and API, the site API, Next's assets and the site's own
  // files never pass through here (isExempt repeats the rule for safety).
  matcher: [
    // The site's files by name (SITE_FILES in features/routing/pipeline.ts).
    '/((?!(?:admin|cms-api|api|_next)(?:/|$)|healthz$|favicon\\.ico$|icon\\.svg$|og-default\\.png$|robots\\.txt$).*)',
  ],
}
