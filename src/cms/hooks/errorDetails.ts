import type { AfterErrorHook } from 'payload'

/**
 * Keeps the field-level reasons of a refused save in the REST answer. Payload adds them only when
 * the error passes an `instanceof` check, which fails in the production bundle (the error classes
 * exist twice there), so staff and API clients got "the following field is invalid" without why.
 * Only public client errors (4xx) carry details; a 500 stays opaque.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const err = error as { isPublic?: boolean; status?: number; data?: unknown; name?: string }
  const first = (result as { errors?: Array<Record<string, unknown>> } | undefined)?.errors?.[0]
  if (!err.isPublic || !err.data || !first || first.data || (err.status ?? 500) >= 500) return
  first.name = err.name
  first.data = err.data
  return { response: result }
}
