import type { AfterErrorHook } from 'payload'

/**
 * Keeps the message and the field-level reasons of a refused save in the REST answer. Payload
 * adds them only when the error passes an `instanceof` check, which fails in the production bundle
 * (the error classes exist twice there), so staff and API clients got "An unknown error occurred"
 * or "the following field is invalid" without why. Only public client errors (4xx) carry them; a
 * 500 stays opaque.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const err = error as {
    isPublic?: boolean
    status?: number
    data?: unknown
    name?: string
    message?: unknown
  }
  const first = (result as { errors?: Array<Record<string, unknown>> } | undefined)?.errors?.[0]
  if (!err.isPublic || !first || (err.status ?? 500) >= 500) return
  if (typeof err.message === 'string' && err.message) first.message = err.message
  if (err.data && !first.data) {
    first.name = err.name
    first.data = err.data
  }
  return { response: result }
}
