import type { AfterErrorHook } from 'payload'
import { adminLanguage } from '../admin-language'

/**
 * What a read says when its query is malformed: a value its column cannot take, as the database
 * drivers refuse it (a date that is not one in `where[createdAt][greater_than]=abc`, `id=abc`,
 * `where[id][in]=1,abc`, `limit=1.5` on SQLite); an operator the SQL adapter does not implement
 * for the field (`where[title][near]=1,2`: Payload calls the missing operator); `where=abc`
 * (parsed as JSON). Payload passes all of these on, and they became a 500.
 */
const BAD_QUERY = new RegExp(
  [
    'cannot be passed as argument',
    'Only finite numbers',
    'datatype mismatch',
    'invalid input syntax for type',
    'out of range for type',
    'date/time field value out of range',
    String.raw`\boperators\[\w+\] is not a function`,
    'is not valid JSON',
    'Unexpected end of JSON input',
  ].join('|'),
  'i',
)

const messages = {
  zh: '查询参数无效：有值与其字段的类型不符',
  en: 'Invalid query: a value does not fit its field',
}

/**
 * A read of the CMS API that fails on such a query is the client's mistake: 400 with a message in
 * the request's language, instead of Payload's 500. Writes are not touched (their values are
 * validated before they reach the database).
 */
export const badQueryIs400: AfterErrorHook = ({ error, req }) => {
  if (!['GET', 'HEAD'].includes(req.method ?? '')) return
  const err = error as { status?: number; message?: unknown; cause?: { message?: unknown } }
  if ((err.status ?? 500) < 500) return
  const text = `${String(err.message ?? '')} ${String(err.cause?.message ?? '')}`
  if (!BAD_QUERY.test(text)) return
  return { response: { errors: [{ message: messages[adminLanguage(req)] }] }, status: 400 }
}
