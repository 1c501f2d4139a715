import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type Field,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { hasRole } from '../../cms/access'
import { totpRequiredForAdmins } from './totp-policy'
import { hashRecoveryCode, looksLikeRecoveryCode, openSecret, totpStep } from './totp-core'
import { adminLanguage } from '@/cms/admin-language'

/**
 * What a staff account keeps for its second factor. All but `totpEnabled` are hidden: no REST,
 * GraphQL or admin answer ever carries them, and no API write reaches them (only the totp
 * endpoints, through the local API).
 */
const noApiWrites = { create: () => false, update: () => false }
export const totpFields: Field[] = [
  {
    name: 'totpEnabled',
    type: 'checkbox',
    defaultValue: false,
    label: { zh: '两步验证已开启', en: 'Two-step sign-in on' },
    access: noApiWrites,
    admin: { hidden: true },
  },
  {
    // Whether this account must keep TOTP on (STAFF_TOTP_REQUIRED_FOR_ADMINS): read by the admin.
    name: 'totpRequired',
    type: 'checkbox',
    virtual: true,
    access: noApiWrites,
    admin: { hidden: true },
    hooks: { afterRead: [({ siblingData }) => totpRequiredForAdmins() && hasRole(siblingData, 'admin')] },
  },
  { name: 'totpSecret', type: 'text', hidden: true, access: noApiWrites },
  { name: 'totpPendingSecret', type: 'text', hidden: true, access: noApiWrites },
  { name: 'totpRecoveryCodes', type: 'json', hidden: true, access: noApiWrites },
  { name: 'totpLastStep', type: 'number', hidden: true, access: noApiWrites },
  {
    name: 'totpSetup',
    type: 'ui',
    label: { zh: '两步验证', en: 'Two-step sign-in' },
    admin: { components: { Field: '/features/staff-auth/admin/totp-account-field#TotpAccountField' } },
  },
]

/** The stored second-factor state of an account, read past the hidden fields. */
export type TotpState = {
  id: number | string
  email: string
  totpEnabled: boolean
  totpSecret: string | null
  totpPendingSecret: string | null
  totpRecoveryCodes: string[]
  totpLastStep: number | null
}

export async function totpState(
  payload: Payload,
  id: number | string,
  req?: PayloadRequest,
): Promise<TotpState> {
  const row = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })) as Record<string, unknown> | null
  if (!row) throw new APIError('Not found', 404, null, true)
  const codes = row.totpRecoveryCodes
  return {
    id: row.id as number | string,
    email: String(row.email ?? ''),
    totpEnabled: row.totpEnabled === true,
    totpSecret: typeof row.totpSecret === 'string' ? row.totpSecret : null,
    totpPendingSecret: typeof row.totpPendingSecret === 'string' ? row.totpPendingSecret : null,
    totpRecoveryCodes: Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [],
    totpLastStep: typeof row.totpLastStep === 'number' ? row.totpLastStep : null,
  }
}

export const saveTotpState = (
  payload: Payload,
  id: number | string,
  data: Partial<Omit<TotpState, 'id' | 'email'>>,
  req?: PayloadRequest,
) =>
  payload.update({
    collection: 'users',
    id,
    data,
    overrideAccess: true,
    depth: 0,
    req,
    context: { staffCredentialsInternal: true },
  })

/**
 * Checks a code of the account's authenticator, or one of its recovery codes, and spends it: a
 * TOTP step is never accepted twice and a recovery code is removed. True when it was good.
 */
export async function spendSecondFactor(
  payload: Payload,
  state: TotpState,
  code: string,
  req?: PayloadRequest,
): Promise<boolean> {
  const secret = state.totpSecret && openSecret(state.totpSecret, payload.secret)
  if (!state.totpEnabled || !secret) return false
  const step = totpStep(secret, code)
  if (step !== null) {
    if (state.totpLastStep !== null && step <= state.totpLastStep) return false
    await saveTotpState(payload, state.id, { totpLastStep: step }, req)
    return true
  }
  if (!looksLikeRecoveryCode(code)) return false
  const hashed = hashRecoveryCode(code, payload.secret)
  if (!state.totpRecoveryCodes.includes(hashed)) return false
  await saveTotpState(
    payload,
    state.id,
    { totpRecoveryCodes: state.totpRecoveryCodes.filter((c) => c !== hashed) },
    req,
  )
  return true
}

const messages = {
  required: {
    zh: '请输入验证器应用中的 6 位验证码（或一个恢复码）。',
    en: 'Enter the 6-digit code from your authenticator app (or a recovery code).',
  },
  wrong: {
    zh: '验证码不正确或已使用过。',
    en: 'The code is not correct or was already used.',
  },
} as const

/** The error the sign-in view reads to ask for the code (data.totp). */
export class SecondFactorRequired extends APIError {
  constructor(req: PayloadRequest, given: boolean) {
    const lang = adminLanguage(req)
    super(
      given ? messages.wrong[lang] : messages.required[lang],
      401,
      { totp: given ? 'wrong' : 'required' },
      true,
    )
  }
}

const RESETTING = 'staffCredentialsResettingPassword'

/**
 * Sign-in of an account with TOTP on needs its code in the same request (`totp` beside e-mail and
 * password): no token or session exists before the code is checked, so nothing (REST, GraphQL,
 * the admin) can be reached with the password alone. Throwing here rolls the login back.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (req.context?.[RESETTING]) return user
  const state = await totpState(req.payload, user.id, req)
  if (!state.totpEnabled) return user
  const raw: unknown = req.data?.totp ?? req.context?.totp
  const code = typeof raw === 'string' ? raw.trim() : ''
  if (!code) throw new SecondFactorRequired(req, false)
  if (!(await spendSecondFactor(req.payload, state, code, req))) throw new SecondFactorRequired(req, true)
  return user
}

/** Reset-password signs in too: mark it, so the code is not asked there … */
export const markPasswordReset: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') req.context = { ...req.context, [RESETTING]: true }
  return args
}

/**
 * … and give an account with TOTP on no session from it: its owner signs in afterwards with the
 * new password and a code (an empty token makes the cookie empty).
 */
export const noSessionFromReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const reset = result as { token?: string; user?: { id?: number | string } }
  if (reset.user?.id == null) return result
  const state = await totpState(req.payload, reset.user.id, req)
  if (state.totpEnabled) reset.token = ''
  return result
}
