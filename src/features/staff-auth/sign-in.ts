import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { APIError, type CollectionAfterLoginHook, type PayloadRequest } from 'payload'
import { clientIp } from '@/lib/client-ip'
import { SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS, attempt, forget, giveBack, type Check } from './throttle'
import { adminLanguage } from '@/cms/admin-language'

/**
 * Staff sign-in, hardened (issue 54 §2):
 * - attempts are throttled per client address and per address + account with a growing delay,
 *   answered 429 to the guessing address only (./throttle.ts); Payload's own lock
 *   (`maxLoginAttempts`) is off, since it locked the account for everyone, its owner included;
 * - an unknown account costs the same password hash as a known one, and no account is ever
 *   locked, so unknown and known accounts answer alike, in about the same time: nobody can list
 *   the staff accounts.
 */

const hashWith = promisify(pbkdf2)

/**
 * Payload's current password hash (`pbkdf2-sha256-v1:`: PBKDF2-SHA256, 600 000 iterations, 32
 * bytes; payload/dist/auth/strategies/local/generatePasswordSaltHash.js, not exported). The timing
 * test (tests/integration/staff-auth.int.test.ts) fails if Payload changes it.
 */
const PAYLOAD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const dummySalt = randomBytes(32).toString('hex')

/** The work a known account's password check costs, done for an unknown one. */
export async function hashAsIfKnown(password: string): Promise<void> {
  await hashWith(password, dummySalt, PAYLOAD_HASH.iterations, PAYLOAD_HASH.keyLength, PAYLOAD_HASH.digest)
}

export function tooManyAttempts(req: PayloadRequest, retryAfterSec: number, what: 'sign-in' | 'reset') {
  const minutes = Math.max(1, Math.ceil(retryAfterSec / 60))
  const message =
    adminLanguage(req) === 'en'
      ? `Too many ${what === 'sign-in' ? 'sign-in attempts' : 'password reset requests'} from your network address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
      : `来自您网络地址的${what === 'sign-in' ? '登录尝试' : '重置密码请求'}过多，请在 ${minutes} 分钟后重试。`
  return new APIError(message, 429, { retryAfterSeconds: retryAfterSec }, true)
}

export const addressOf = (req: PayloadRequest) => (req.headers ? clientIp(req.headers) : null) ?? 'unknown'
const accountOf = (email: unknown) => (typeof email === 'string' ? email.toLowerCase().trim() : '')

const checksFor = (address: string, account: string): Check[] => [
  { rule: SIGN_IN_ADDRESS, key: address },
  { rule: SIGN_IN_ACCOUNT, key: `${address}|${account}` },
]

type LoginData = { email?: unknown; password?: unknown }

/**
 * Before Payload checks a password: the throttle, then the same cost for every account. Runs for
 * the REST, GraphQL and local API sign-in alike (a `beforeOperation` hook of the `login` operation).
 */
export async function beforeSignIn(req: PayloadRequest, data: LoginData): Promise<void> {
  // The local API is the server's own code (scripts, seeds, tests), not a client guessing.
  if (req.payloadAPI === 'local') return
  const address = addressOf(req)
  const account = accountOf(data.email)
  const verdict = await attempt(checksFor(address, account))
  if (verdict.limited) throw tooManyAttempts(req, verdict.retryAfterSec, 'sign-in')
  // Payload answers a missing e-mail or password itself, the same way for every account.
  if (!account || typeof data.password !== 'string' || data.password.trim() === '') return
  const known = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: account } },
    select: { id: true },
    req,
  })
  if (!known) await hashAsIfKnown(data.password)
}

/** A successful sign-in clears its address + account count and is not held against its address. */
export const afterSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return
  const address = addressOf(req)
  const [perAddress, perAccount] = checksFor(address, accountOf((user as { email?: unknown }).email))
  await Promise.all([giveBack(perAddress), forget(perAccount)])
}
