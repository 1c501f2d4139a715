import type { CollectionConfig } from 'payload'
import { queueResetMail } from './reset-mail'
import { addressOf, afterSignIn, beforeSignIn, tooManyAttempts } from './sign-in'
import { RESET_ADDRESS, attempt } from './throttle'

/**
 * What the staff accounts collection (src/features/staff-auth/collection.ts) takes from this feature: its
 * `auth` settings and hooks for sign-in and password reset. The hooks run on Payload's
 * operations, so the REST, GraphQL and local API paths are covered alike.
 */
type Hooks = NonNullable<CollectionConfig['hooks']>
type OperationArgs = {
  data?: { email?: unknown; password?: unknown }
  disableEmail?: boolean
  req: Parameters<typeof beforeSignIn>[0]
}

export const staffAuthSettings = {
  // No account lock: Payload's lock refused the owner too (sign-in is throttled by address instead).
  maxLoginAttempts: 0,
} satisfies Partial<Exclude<CollectionConfig['auth'], boolean | undefined>>

const beforeOperation: NonNullable<Hooks['beforeOperation']>[number] = async ({ args, operation, req }) => {
  if (operation === 'login') {
    await beforeSignIn(req, (args as OperationArgs).data ?? {})
    return args
  }
  if (operation === 'forgotPassword') {
    if (req.payloadAPI !== 'local') {
      const verdict = await attempt([{ rule: RESET_ADDRESS, key: addressOf(req) }])
      if (verdict.limited) throw tooManyAttempts(req, verdict.retryAfterSec, 'reset')
    }
    // Payload would send the mail here, inside its write: store the token only, mail it from the queue.
    return { ...(args as OperationArgs), disableEmail: true } as typeof args
  }
  return args
}

const afterOperation: NonNullable<Hooks['afterOperation']>[number] = async ({ operation, req, result }) => {
  // The result of forgotPassword is the new token (null for an unknown address).
  if (operation === 'forgotPassword' && typeof result === 'string' && result)
    await queueResetMail(req, result)
  return result
}

export const staffAuthHooks = {
  beforeOperation: [beforeOperation],
  afterOperation: [afterOperation],
  afterLogin: [afterSignIn],
} satisfies Hooks
