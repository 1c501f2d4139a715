// The server's own refusals (an unknown method, an undecodable path): a short message in the
// visitor's language, in the API's envelope on /api and as plain text elsewhere, never cached.
import { answerLocale } from '../../i18n/hosts.mjs'
import { baseSecurityHeaders } from './policy.mjs'

/**
 * Answers `req` with `status` and the message for its host's language.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {{ zh: string, en: string }} message
 * @param {import('../../i18n/hosts.mjs').SiteHosts} hosts the two sites' hosts (i18n/hosts.mjs decides the language)
 * @param {Record<string, string>} [headers] extra response headers
 */
export function refuse(req, res, status, message, hosts, headers = {}) {
  const lang = answerLocale(req.headers.host, hosts)
  const api = /^\/api(\/|$|\?)/.test(req.url ?? '/')
  const body = api ? JSON.stringify({ status, message: message[lang], result: null }) : message[lang]
  res.writeHead(status, {
    // Next's `headers()` never see this answer; the CSP and HSTS are the response class's.
    ...baseSecurityHeaders({ https: false }),
    ...headers,
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
