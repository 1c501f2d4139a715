import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads)
 * and one-time recovery codes. Pure functions: storage and policy live in the other totp-* modules.
 */
export const TOTP_ISSUER = 'Enmotech CMS'
const PERIOD = 30

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  })

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, account: string): string => totpFor(secret, account).toString()

/** The code an authenticator shows now (tests and the recovery script). */
export const totpCode = (secret: string, at = Date.now()): string =>
  totpFor(secret).generate({ timestamp: at })

/**
 * The 30 s step a code belongs to, accepting one step either side for clock drift, or null.
 * The caller refuses a step it has already seen, so a code works once.
 */
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpFor(secret).validate({ token, timestamp: at, window: 1 })
  return delta === null ? null : Math.floor(at / 1000 / PERIOD) + delta
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten codes of 10 characters (about 49 bits each), shown once, written as xxxxx-xxxxx. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    )
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Recovery codes are stored as keyed hashes: a copy of the database does not give them away. */
export const hashRecoveryCode = (code: string, key: string): string =>
  crypto
    .createHmac('sha256', key)
    .update(`recovery:${normalizeRecovery(code)}`)
    .digest('hex')

export const looksLikeRecoveryCode = (code: string): boolean => normalizeRecovery(code).length === 10

/** Secrets are kept encrypted (AES-256-GCM under a key from PAYLOAD_SECRET), never in clear. */
const sealKey = (key: string) => crypto.createHash('sha256').update(`totp-secret:${key}`).digest()

export function sealSecret(secret: string, key: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(key), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.')
}

export function openSecret(sealed: string, key: string): string | null {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(key), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
