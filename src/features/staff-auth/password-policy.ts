import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { adminLanguage, type AdminLanguage } from '@/cms/admin-language'

/**
 * Staff passwords (issue 54 section 3): at least 12 characters, and not one a guesser finds
 * quickly. zxcvbn scores 0-4 from the common-password and keyboard-pattern lists; below 3 means
 * an offline attacker would find it within hours, so it is refused.
 */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MIN_SCORE = 3

let estimator: ZxcvbnFactory | undefined
const strength = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }))

const reasons = {
  short: {
    zh: `密码至少需要 ${PASSWORD_MIN_LENGTH} 个字符。`,
    en: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  weak: {
    zh: '密码太容易被猜到（常见密码、键盘序列、重复字符或包含姓名、邮箱）。请使用几个不相关的词或更长的随机字符。',
    en: 'The password is too easy to guess (a common password, a keyboard pattern, repeats, or your name or e-mail). Use several unrelated words or a longer random string.',
  },
} as const

/**
 * Why a password is refused, in the admin's language, or null when it is accepted. The account's
 * own name and e-mail count as known words: a password built from them is weak.
 */
export function passwordProblem(
  password: string,
  language: AdminLanguage,
  personal: readonly (string | null | undefined)[] = [],
): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return reasons.short[language]
  const inputs = personal.flatMap((p) => (p ? [p, ...p.split(/[@.\s_-]+/).filter((w) => w.length > 2)] : []))
  if (strength().check(password, inputs).score < PASSWORD_MIN_SCORE) return reasons.weak[language]
  return null
}

function refuse(req: PayloadRequest, message: string): never {
  throw new ValidationError({ collection: 'users', errors: [{ message, path: 'password' }] }, req.t)
}

/** On create and on change (admin form, REST, GraphQL, local API): a new password must pass. */
export const checkNewPassword: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (typeof data.password === 'string') {
    const problem = passwordProblem(data.password, adminLanguage(req), [
      data.email ?? originalDoc?.email,
      data.name ?? originalDoc?.name,
    ])
    if (problem) refuse(req, problem)
  }
  return data
}

/** Reset-password sets the hash without the change hooks seeing the password: check it first. */
export const checkResetPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const password: unknown = args.data?.password
  if (typeof password === 'string') {
    const problem = passwordProblem(password, adminLanguage(req))
    if (problem) refuse(req, problem)
  }
  return args
}
