import { NextResponse, type NextRequest } from 'next/server'
import { localeForHost } from '@/i18n/host'
import { routing } from '@/i18n/routing'

/**
 * The request pipeline for visitor pages: the host decides the locale (spec section 4), and the
 * request is rewritten to the internal `/[locale]/…` route so each host's pages are cached apart.
 */
export function proxy(request: NextRequest) {
  const locale = localeForHost(request.headers.get('host')) ?? routing.defaultLocale
  const url = request.nextUrl.clone()
  url.pathname = `/${locale}${url.pathname === '/' ? '' : url.pathname}`
  const headers = new Headers(request.headers)
  headers.set('x-site-locale', locale)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Visitor pages only: the CMS admin and API, the site API, Next's assets and files with an
  // extension never pass through here.
  matcher: ['/((?!(?:admin|cms-api|api|_next)(?:/|$)|healthz$|.*\\.[a-zA-Z0-9]+$).*)'],
}
