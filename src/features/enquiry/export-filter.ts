import { parse } from 'qs-esm'
import type { Payload, Where } from 'payload'
import { ApiError } from '@/features/api/envelope'

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The enquiries list's filter, as the export button passes it on: the list's own query string, in
 * Payload's bracket notation (`where[or][0][and][0][status][equals]=new`), and its search box
 * (`search`), matched as the list matches it, against the collection's listSearchableFields.
 * Undefined: no filter, every enquiry. A malformed one is a 400, not an export of everything.
 */
export function listFilter(request: Request, payload: Payload): Where | undefined {
  // As Payload's REST API reads its own queries (the list writes them for it).
  const query = parse(new URL(request.url).search, { ignoreQueryPrefix: true, depth: 10, arrayLimit: 1000 })
  const parts: Where[] = []
  if (query.where !== undefined) {
    if (!isObject(query.where)) throw new ApiError(400, (m) => m.badParam('where'))
    parts.push(query.where as Where)
  }
  if (query.search !== undefined) {
    if (typeof query.search !== 'string') throw new ApiError(400, (m) => m.badParam('search'))
    const text = query.search.trim()
    const fields = payload.collections.enquiries.config.admin.listSearchableFields ?? []
    if (text) parts.push({ or: fields.map((f) => ({ [f]: { like: text } })) })
  }
  return parts.length > 1 ? { and: parts } : parts[0]
}
