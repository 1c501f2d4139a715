import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Credentials for the server's calls to itself on loopback (the proxy reading the redirect table,
 * the scheduled-publishing runner). Derived from PAYLOAD_SECRET, so every instance knows them with
 * no extra configuration, one per purpose, and the secret itself never travels.
 */
export const INTERNAL_TOKEN_HEADER = 'x-site-internal-token'

export type InternalPurpose = 'redirects-table' | 'jobs-run'

export function internalToken(secret: string, purpose: InternalPurpose): string {
  return createHmac('sha256', secret).update(`site-internal/${purpose}/v1`).digest('hex')
}

export function isValidInternalToken(
  given: string | null,
  secret: string,
  purpose: InternalPurpose,
): boolean {
  if (!given) return false
  const expected = Buffer.from(internalToken(secret, purpose))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
