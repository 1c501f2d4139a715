import {
  ValidationError,
  type Field,
  type FieldHook,
  type TextField,
  type TextFieldSingleValidation,
} from 'payload'
import { urlMessages, urlProblem } from '../../features/routing/links'
import { adminLanguage } from '../admin-language'

/**
 * URL fields (features/routing/links.ts, `urlProblem`): an unsafe address is refused with the
 * reason in the admin's language, on every save. Validation covers published saves and the
 * admin's form; a draft save skips validation in Payload, so a hook refuses it there too.
 */

/** What an editor pasted with a space around it is kept without. */
export const trimmed: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)

export const validateUrl: TextFieldSingleValidation = (value, { req }) => {
  if (typeof value !== 'string' || value === '') return true
  const problem = urlProblem(value)
  return problem ? urlMessages[adminLanguage(req)][problem] : true
}

type Problem = NonNullable<ReturnType<typeof urlProblem>>
type Lang = ReturnType<typeof adminLanguage>

/**
 * Refuses an unsafe URL in a save that is not validated (a draft, an autosave). Payload runs a
 * field's beforeChange hooks before its validation, so this also answers first on a validated
 * save: `message` lets a field keep its own wording (menu links: linkField).
 */
export const refuseUnsafeUrl =
  (
    message: (lang: Lang, problem: Problem) => string = (lang, problem) => urlMessages[lang][problem],
  ): FieldHook =>
  ({ value, req, path, collection, global }) => {
    if (typeof value !== 'string' || value === '') return value
    const problem = urlProblem(value)
    if (!problem) return value
    throw new ValidationError(
      {
        collection: collection?.slug,
        global: global?.slug,
        errors: [{ message: message(adminLanguage(req), problem), path: path.join('.') }],
        req,
      },
      req.t,
    )
  }

export const urlHooks = { beforeValidate: [trimmed], beforeChange: [refuseUnsafeUrl()] }

const description = {
  zh: 'https:// 或 http:// 开头的网址、mailto:、tel:，或以 / 开头的站内路径',
  en: 'An https:// or http:// address, mailto:, tel:, or a site path starting with /',
}

/** A text field holding a URL, checked by the one URL rule. */
export function urlField(
  name: string,
  label: { zh: string; en: string },
  overrides: { admin?: TextField['admin'] } = {},
): Field {
  return {
    name,
    type: 'text',
    label,
    validate: validateUrl,
    hooks: urlHooks,
    admin: { description, ...overrides.admin },
  }
}
