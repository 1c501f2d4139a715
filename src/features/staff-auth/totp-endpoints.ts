import QRCode from 'qrcode'
import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '../../cms/access'
import { isCurrentPassword } from './password-current'
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpStep,
  totpUri,
} from './totp-core'
import { saveTotpState, spendSecondFactor, totpState } from './totp-login'
import { mustSetUpTotp, totpRequiredForAdmins } from './totp-policy'
import { adminLanguage } from '@/cms/admin-language'

/**
 * The account page's TOTP actions, under /cms-api/users/totp/…: each acts on the signed-in
 * staff member's own account, except `reset`, an admin's way to clear another account's
 * second factor when its owner lost the device.
 */
const text = {
  signIn: { zh: '请先登录。', en: 'Sign in first.' },
  alreadyOn: {
    zh: '两步验证已开启：如需更换设备，请先关闭。',
    en: 'Two-step sign-in is already on: turn it off first to move it to a new device.',
  },
  noSetup: { zh: '请先开始设置。', en: 'Start the setup first.' },
  wrongCode: { zh: '验证码不正确或已使用过。', en: 'The code is not correct or was already used.' },
  wrongPassword: { zh: '当前密码不正确。', en: 'The current password is not correct.' },
  required: { zh: '管理员必须开启两步验证，不能关闭。', en: 'Admins must keep two-step sign-in on.' },
  adminOnly: {
    zh: '只有管理员可以重置他人的两步验证。',
    en: 'Only an admin can reset another account’s two-step sign-in.',
  },
  notOther: {
    zh: '请在自己的账号页面中关闭两步验证。',
    en: 'Turn off your own two-step sign-in on your account page.',
  },
} as const

type Key = keyof typeof text
const refuse = (req: PayloadRequest, key: Key, status = 400) =>
  Response.json({ errors: [{ message: text[key][adminLanguage(req)] }] }, { status })

async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  if (req.data) return req.data
  try {
    const parsed: unknown = await req.json?.()
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

type StaffUser = NonNullable<PayloadRequest['user']>

/** POST /cms-api/users/totp/{action}, for a signed-in staff member only (401 otherwise). */
const staffAction = (
  action: string,
  handle: (req: PayloadRequest, user: StaffUser) => Promise<Response>,
): Endpoint => ({
  path: `/totp/${action}`,
  method: 'post',
  handler: (req) =>
    !req.user || req.user.collection !== 'users'
      ? Promise.resolve(refuse(req, 'signIn', 401))
      : handle(req, req.user),
})

/** A new secret, kept pending until a code from it is confirmed; answers the QR code to scan. */
const setup = staffAction('setup', async (req, user) => {
  const state = await totpState(req.payload, user.id, req)
  if (state.totpEnabled) return refuse(req, 'alreadyOn', 409)
  const secret = newTotpSecret()
  await saveTotpState(
    req.payload,
    state.id,
    { totpPendingSecret: sealSecret(secret, req.payload.secret) },
    req,
  )
  const uri = totpUri(secret, state.email)
  const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return Response.json({ secret, uri, qr })
})

/** A code from the pending secret turns TOTP on and answers ten recovery codes, shown once. */
const confirm = staffAction('confirm', async (req, user) => {
  const state = await totpState(req.payload, user.id, req)
  if (state.totpEnabled) return refuse(req, 'alreadyOn', 409)
  const secret = state.totpPendingSecret && openSecret(state.totpPendingSecret, req.payload.secret)
  if (!secret) return refuse(req, 'noSetup', 409)
  const step = totpStep(secret, str((await body(req)).code))
  if (step === null) return refuse(req, 'wrongCode')
  const codes = newRecoveryCodes()
  await saveTotpState(
    req.payload,
    state.id,
    {
      totpEnabled: true,
      totpSecret: state.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
      totpRecoveryCodes: codes.map((c) => hashRecoveryCode(c, req.payload.secret)),
    },
    req,
  )
  return Response.json({ enabled: true, recoveryCodes: codes })
})

/**
 * Turning it off takes the current password and a code (or a recovery code): a session left
 * open is not enough. Not offered to admins while STAFF_TOTP_REQUIRED_FOR_ADMINS is on.
 */
const disable = staffAction('disable', async (req, user) => {
  if (totpRequiredForAdmins() && hasRole(user, 'admin')) return refuse(req, 'required', 403)
  const data = await body(req)
  if (!(await isCurrentPassword(req.payload, user.id, data.password, req)))
    return refuse(req, 'wrongPassword')
  const state = await totpState(req.payload, user.id, req)
  if (!(await spendSecondFactor(req.payload, state, str(data.code), req))) return refuse(req, 'wrongCode')
  await saveTotpState(req.payload, state.id, cleared, req)
  return Response.json({ enabled: false })
})

const cleared = {
  totpEnabled: false,
  totpSecret: null,
  totpPendingSecret: null,
  totpRecoveryCodes: [],
  totpLastStep: null,
}

/** An admin clears another account's second factor (lost device); its owner sets it up again. */
const reset = staffAction('reset', async (req, user) => {
  if (!hasRole(user, 'admin') || mustSetUpTotp(user)) return refuse(req, 'adminOnly', 403)
  const id = (await body(req)).id
  if ((typeof id !== 'number' && typeof id !== 'string') || id === '') return refuse(req, 'noSetup')
  if (String(id) === String(user.id)) return refuse(req, 'notOther', 400)
  const state = await totpState(req.payload, id, req)
  await saveTotpState(req.payload, state.id, cleared, req)
  return Response.json({ enabled: false })
})

export const totpEndpoints: Endpoint[] = [setup, confirm, disable, reset]
export const clearedTotp = cleared
