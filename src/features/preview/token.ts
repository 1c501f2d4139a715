import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The live-preview pass: which staff member asked for a preview, from which admin origin, until
 * when. Signed with the server secret, so the site on either host can trust it without sharing
 * the admin's session cookie (the admin may run on the other host).
 */
export type PreviewClaims = { user: number | string; origin: string; exp: number }

const HOUR = 3600

/**
 * Expiry on an hour boundary one to two hours ahead: the preview URL Payload puts in the iframe
 * stays the same while an editor types (a changing URL would reload the frame on every autosave).
 */
export function previewExpiry(nowSeconds = Math.floor(Date.now() / 1000)): number {
  return (Math.floor(nowSeconds / HOUR) + 2) * HOUR
}

const mac = (body: string, secret: string) =>
  createHmac('sha256', `live-preview:${secret}`).update(body).digest('base64url')

export function signPreview(claims: PreviewClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify([claims.user, claims.origin, claims.exp])).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

/** The claims of a well-signed, unexpired pass; null for anything else. */
export function verifyPreview(
  token: string | null | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): PreviewClaims | null {
  if (typeof token !== 'string' || token.length > 512) return null
  const [body, sig, extra] = token.split('.')
  if (!body || !sig || extra !== undefined) return null
  const want = Buffer.from(mac(body, secret))
  const got = Buffer.from(sig)
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null
  const [user, origin, exp] = parsed as unknown[]
  if ((typeof user !== 'number' && typeof user !== 'string') || typeof origin !== 'string') return null
  if (typeof exp !== 'number' || exp <= nowSeconds) return null
  return { user, origin, exp }
}
