import crypto from 'node:crypto'
import { promisify } from 'node:util'
import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type Field,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { adminLanguage } from '@/cms/admin-language'

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * Payload's own password check (payload/dist/auth/strategies/local/authenticate.js) is not
 * exported; this follows its two hash formats: the current prefixed one and the legacy one.
 */
async function matchesHash(password: string, salt: unknown, hash: unknown): Promise<boolean> {
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const current = hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? hash.slice('pbkdf2-sha256-v1:'.length) : hash, 'hex')
  const derived = await pbkdf2(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return derived.length === stored.length && crypto.timingSafeEqual(derived, stored)
}

/** True when the password is the staff account's current one. */
export async function isCurrentPassword(
  payload: Payload,
  id: number | string,
  password: unknown,
  req?: PayloadRequest,
): Promise<boolean> {
  if (typeof password !== 'string' || !password) return false
  const row = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })) as {
    salt?: unknown
    hash?: unknown
  } | null
  return Boolean(row) && matchesHash(password, row?.salt, row?.hash)
}

export const CURRENT_PASSWORD_FIELD = 'currentPassword'

/**
 * Asked on the staff member's own account form; never stored (virtual) nor returned. It is shown
 * only on one's own account: an admin changing another account is governed by the roles alone.
 */
export const currentPasswordField: Field = {
  name: CURRENT_PASSWORD_FIELD,
  type: 'text',
  virtual: true,
  label: { zh: '当前密码', en: 'Current password' },
  admin: {
    description: {
      zh: '修改自己的密码或邮箱时必须填写。',
      en: 'Needed to change your own password or e-mail.',
    },
    condition: (data, _sibling, { user }) =>
      Boolean(user && data?.id != null && String(data.id) === String(user.id)),
    components: { Field: '/features/staff-auth/admin/password-current-field#CurrentPasswordField' },
  },
  hooks: { afterRead: [() => undefined] },
}

const messages = {
  missing: {
    zh: '请输入当前密码以修改密码或邮箱。',
    en: 'Enter your current password to change your password or e-mail.',
  },
  wrong: { zh: '当前密码不正确。', en: 'The current password is not correct.' },
} as const

/**
 * A staff member who changes their own password or e-mail proves they know the current password:
 * a session left open on a shared computer cannot take the account over. Scripts (local API
 * without a user) and admins editing someone else's account are not asked.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const given: unknown = data[CURRENT_PASSWORD_FIELD]
  delete data[CURRENT_PASSWORD_FIELD]
  if (operation !== 'update' || !req.user || !originalDoc) return data
  if (String(req.user.id) !== String(originalDoc.id) || req.user.collection !== 'users') return data
  const changesPassword = typeof data.password === 'string' && data.password.length > 0
  const changesEmail =
    typeof data.email === 'string' &&
    data.email.trim().toLowerCase() !== String(originalDoc.email).toLowerCase()
  if (!changesPassword && !changesEmail) return data
  const lang = adminLanguage(req)
  const problem = !given
    ? messages.missing[lang]
    : !(await isCurrentPassword(req.payload, originalDoc.id, given, req))
      ? messages.wrong[lang]
      : null
  if (problem) {
    throw new ValidationError(
      { collection: 'users', errors: [{ message: problem, path: CURRENT_PASSWORD_FIELD }] },
      req.t,
    )
  }
  return data
}
