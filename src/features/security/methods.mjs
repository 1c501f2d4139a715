// Methods the site answers. Next itself turns others into an empty 400 (PROPFIND) or a 500
// (TRACE, whose echo would also enable cross-site tracing): they are refused here with a 405 in
// the visitor's language, in the API's envelope on /api.

import { refuse } from './refuse.mjs'

const ALLOWED = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const MESSAGE = { zh: '不支持该请求方法', en: 'This request method is not supported' }

/**
 * Answers a request whose method the site does not know; returns whether it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('../../i18n/hosts.mjs').SiteHosts} hosts the two sites' hosts
 */
export function refuseUnknownMethod(req, res, hosts) {
  if (ALLOWED.includes(req.method ?? '')) return false
  refuse(req, res, 405, MESSAGE, hosts, { Allow: ALLOWED.join(', ') })
  return true
}
