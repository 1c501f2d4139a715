import { cookies, draftMode } from 'next/headers'
import { fail, methodNotAllowed, requestLocale } from '@/features/api/envelope'
import { apiMessages } from '@/features/api/messages'
import { previewCookieOptions } from '@/features/preview/cookie-options'
import { PREVIEW_COOKIE, contentEditor } from '@/features/preview/session'
import { verifyPreview } from '@/features/preview/token'
import { localeForHost } from '@/i18n/host'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** A path on this host: no scheme, no second host, nothing but path characters. */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9_\-/]{0,200}$/

/**
 * GET /api/preview?path=…&token=…: the live-preview iframe's entry (features/preview). A valid
 * pass of a staff member who may edit content turns on draft mode for this host and shows the
 * page; anything else is refused and the visitor's view stays the published site.
 */
export async function GET(request: Request) {
  const locale = requestLocale(request.headers)
  const m = apiMessages[locale]
  const query = new URL(request.url).searchParams
  const path = query.get('path') ?? ''
  const token = query.get('token') ?? ''
  if (!SITE_PATH.test(path)) return fail(locale, 400, m.badParam('path'))
  const claims = verifyPreview(token, env().PAYLOAD_SECRET)
  if (!claims) return fail(locale, 403, m.previewExpired)
  if (!localeForHost(request.headers.get('host')) || !(await contentEditor(claims.user))) {
    return fail(locale, 403, m.forbidden)
  }

  ;(await draftMode()).enable()
  // Next marks its draft-mode cookie Secure and SameSite=None in production, which a browser
  // drops on plain http: both cookies are set again, as previewCookieOptions says.
  const jar = await cookies()
  const options = previewCookieOptions(
    request.headers.get('host'),
    env().SITE_PROTOCOL,
    new Date(claims.exp * 1000),
  )
  const bypass = jar.get('__prerender_bypass')?.value
  if (bypass) jar.set('__prerender_bypass', bypass, options)
  jar.set(PREVIEW_COOKIE, token, options)
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}

export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
