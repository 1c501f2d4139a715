// The server's own refusals (an unknown method, an undecodable path): a short message in the
// visitor's language, in the API's envelope on /api and as plain text elsewhere, never cached.

/**
 * Answers `req` with `status` and the message for its host's language.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {{ zh: string, en: string }} message
 * @param {string} enHost the English site's host (any other host is answered in Chinese)
 * @param {Record<string, string>} [headers] extra response headers
 */
export function refuse(req, res, status, message, enHost, headers = {}) {
  const lang = String(req.headers.host ?? '').toLowerCase() === enHost ? 'en' : 'zh'
  const api = /^\/api(\/|$|\?)/.test(req.url ?? '/')
  const body = api ? JSON.stringify({ status, message: message[lang], result: null }) : message[lang]
  res.writeHead(status, {
    ...headers,
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
