import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Endpoint } from 'payload'
import { parseCookies } from 'payload/shared'
import { env } from '@/lib/env'
import { adminLanguage, type AdminLanguage } from '@/cms/admin-language'

/**
 * The first staff account without ADMIN_EMAIL / ADMIN_PASSWORD. Payload's create-first-user
 * screen lets whoever reaches /admin first become an admin of a fresh site, which on a public
 * host may not be its operator. So registering the first account needs the setup link the
 * server logs at start while no account exists (src/cms/init.ts): only someone who can read the
 * server's log, or who knows PAYLOAD_SECRET, can open it.
 *
 * The link's token is derived from PAYLOAD_SECRET, so every instance and every restart agrees
 * on it; it stops mattering once an account exists, as Payload then refuses any first
 * registration.
 */
const COOKIE = 'site-first-user-setup'
const SETUP_PATH = '/first-user-setup'
// The cookie goes only where it is checked (the users collection's REST endpoints).
const COOKIE_PATH = '/cms-api/users'

const text = {
  needLink: {
    zh: '创建第一个员工账号需要使用服务器启动时日志中打印的设置链接（或在首次启动前设置 ADMIN_EMAIL 与 ADMIN_PASSWORD）。',
    en: 'Creating the first staff account needs the setup link the server printed in its log when it started (or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start).',
  },
  badLink: {
    zh: '设置链接无效。请使用服务器日志中打印的完整链接。',
    en: 'This setup link is not valid. Use the whole link the server printed in its log.',
  },
} as const

export function firstUserSetupToken(secret: string): string {
  return createHmac('sha256', `first-user-setup:${secret}`).update('users').digest('base64url')
}

/** The link the server logs while no staff account exists. */
export function firstUserSetupUrl(): string {
  const e = env()
  return `${e.SITE_PROTOCOL}://${e.SITE_ZH_HOST}${COOKIE_PATH}${SETUP_PATH}?token=${firstUserSetupToken(e.PAYLOAD_SECRET)}`
}

function isToken(value: string | null | undefined): boolean {
  if (!value) return false
  const want = Buffer.from(firstUserSetupToken(env().PAYLOAD_SECRET))
  const got = Buffer.from(value)
  return want.length === got.length && timingSafeEqual(want, got)
}

const refuse = (language: AdminLanguage, key: keyof typeof text) =>
  Response.json(
    { errors: [{ message: text[key][language] }] },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )

/**
 * GET /cms-api/users/first-user-setup?token=…: the logged link. A right token sets a short-lived
 * cookie for the registration and opens the create-first-user screen; the token leaves the URL.
 */
export const firstUserSetupEndpoint: Endpoint = {
  path: SETUP_PATH,
  method: 'get',
  handler: (req) => {
    const token = req.searchParams.get('token')
    if (!isToken(token)) return Promise.resolve(refuse(adminLanguage(req), 'badLink'))
    const attributes = [
      `${COOKIE}=${token}`,
      `Path=${COOKIE_PATH}`,
      'HttpOnly',
      'SameSite=Strict',
      'Max-Age=3600',
      ...(env().SITE_PROTOCOL === 'https' ? ['Secure'] : []),
    ]
    return Promise.resolve(
      new Response(null, {
        status: 303,
        headers: {
          Location: '/admin/create-first-user',
          'Set-Cookie': attributes.join('; '),
          'Cache-Control': 'no-store',
        },
      }),
    )
  },
}

/**
 * POST /cms-api/users/first-register, refused unless the setup link's cookie comes with it; with
 * the cookie, Payload's own handler runs. Declared on the collection, it comes before Payload's
 * endpoints of the same path, so Payload's router (case, encoding, trailing slash) reaches it
 * exactly when it would reach the registration.
 */
export const firstRegisterGuard: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: (req) => {
    if (!isToken(parseCookies(req.headers).get(COOKIE)))
      return Promise.resolve(refuse(adminLanguage(req), 'needLink'))
    const endpoints = req.payload.collections.users.config.endpoints || []
    // The config's copy of this endpoint may not be this object; its handler is this function.
    const payloads = endpoints.find(
      (e) => e.handler !== firstRegisterGuard.handler && e.path === '/first-register' && e.method === 'post',
    )
    if (!payloads) throw new Error("Payload's first-register endpoint is missing")
    return payloads.handler(req)
  },
}
