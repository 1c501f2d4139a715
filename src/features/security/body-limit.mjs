// The CMS API reads a JSON body whole before it looks at it (Payload's `req.json()`): a 60 MB
// anonymous body was held in memory before its 400. Bodies to /cms-api other than multipart
// uploads (which keep their own limit, `upload.limits` of the media collection) are refused with a
// 413 over 1 MB: by Content-Length before anything is read, and for a chunked body by counting
// its bytes as they arrive, so no more than the limit is ever buffered.
import { refuse } from './refuse.mjs'

export const MAX_CMS_JSON_BYTES = 1024 * 1024

const MESSAGE = {
  zh: '请求内容过大（上限 1 MB）',
  en: 'The request body is too large (1 MB at most)',
}

const limited = (req) =>
  /^\/cms-api(\/|$|\?)/.test(req.url ?? '/') &&
  !/^multipart\/form-data\b/i.test(String(req.headers['content-type'] ?? ''))

/**
 * Refuses an oversized body to the CMS API; returns whether it answered already. A chunked body is
 * watched instead: the request goes on, and the first byte over the limit answers 413, ends the
 * body Next is reading (so its handler finishes on a short body) and mutes the handler's answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} enHost the English site's host (any other host is answered in Chinese)
 * @param {number} [limit]
 */
export function refuseLargeBody(req, res, enHost, limit = MAX_CMS_JSON_BYTES) {
  if (!limited(req)) return false
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > limit) {
    tooLarge(req, res, enHost)
    return true
  }
  if (declared !== undefined) return false // Node's parser stops at the declared length.
  // Node's HTTP parser hands each chunk of the body to `push`: counted here before it is buffered.
  const push = req.push
  let seen = 0
  let refused = false
  req.push = function (chunk, encoding) {
    if (refused) return chunk === null ? push.call(this, null) : true
    if (chunk != null) seen += chunk.length
    if (seen <= limit) return push.call(this, chunk, encoding)
    refused = true
    tooLarge(req, res, enHost)
    // The handler reading the body sees it end here; whatever it then answers goes nowhere.
    for (const name of ['writeHead', 'setHeader', 'removeHeader', 'write', 'end', 'flushHeaders'])
      res[name] = () => res
    push.call(this, null)
    return true
  }
  return false
}

function tooLarge(req, res, enHost) {
  // Closing the connection spares reading the rest of the body; a client still sending it is cut
  // off a moment after the answer has gone.
  refuse(req, res, 413, MESSAGE, enHost, { Connection: 'close' })
  res.once('finish', () => setTimeout(() => req.socket.destroy(), 1000).unref())
}
