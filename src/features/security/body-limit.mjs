// The CMS API reads a JSON body whole before it looks at it (Payload's `req.json()`): a 60 MB
// anonymous body was held in memory before its 400. Bodies to /cms-api other than multipart
// uploads (which keep their own limit, `upload.limits` of the media collection) are refused with a
// 413 over 1 MB: by Content-Length before anything is read, and for a chunked body by counting
// its bytes as they arrive, so no more than the limit is ever buffered.
import http from 'node:http'
import { refuse } from './refuse.mjs'

export const MAX_CMS_JSON_BYTES = 1024 * 1024
// A declared body up to this size is read and thrown away after the 413, so the client, still
// sending, reads the answer instead of a reset connection; a larger one, or a chunked body of
// unknown size, closes the connection.
const DISCARD_UP_TO_BYTES = 16 * 1024 * 1024

const MESSAGE = {
  zh: '请求内容过大（上限 1 MB）',
  en: 'The request body is too large (1 MB at most)',
}

const limited = (req) =>
  /^\/cms-api(\/|$|\?)/.test(req.url ?? '/') &&
  !/^multipart\/form-data\b/i.test(String(req.headers['content-type'] ?? ''))

/**
 * The server's request class (`http.createServer({ IncomingMessage: LimitedRequest })`): Node's
 * parser hands each chunk of a body to `push`, so a body given a limit is counted here before it
 * is buffered; past the limit, `over` runs once and the body ends for whoever reads it.
 */
export class LimitedRequest extends http.IncomingMessage {
  #limit = Infinity
  #seen = 0
  #over = /** @type {(() => void) | null} */ (null)
  #refused = false

  /** @param {number} limit @param {() => void} over */
  limitBody(limit, over) {
    this.#limit = limit
    this.#over = over
  }

  /** @param {any} chunk @param {BufferEncoding} [encoding] */
  push(chunk, encoding) {
    if (this.#refused) return chunk === null ? super.push(null) : true
    if (chunk != null) this.#seen += chunk.length
    if (this.#seen <= this.#limit) return super.push(chunk, encoding)
    this.#refused = true
    this.#over?.()
    // The handler reading the body sees it end here.
    super.push(null)
    return true
  }
}

/**
 * Refuses an oversized body to the CMS API; returns whether it answered already. A chunked body is
 * watched instead (needs the server's LimitedRequest, and a response with `mute`, such as
 * public-response.mjs's): the request goes on, and the first byte over the limit answers 413, ends the
 * body Next is reading (so its handler finishes on a short body) and mutes the handler's answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse & { mute?: () => void }} res
 * @param {import('../../i18n/hosts.mjs').SiteHosts} hosts the two sites' hosts
 * @param {number} [limit]
 */
export function refuseLargeBody(req, res, hosts, limit = MAX_CMS_JSON_BYTES) {
  if (!limited(req)) return false
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > limit) {
    tooLarge(req, res, hosts, Number(declared) > DISCARD_UP_TO_BYTES)
    return true
  }
  if (declared !== undefined) return false // Node's parser stops at the declared length.
  if (req instanceof LimitedRequest)
    req.limitBody(limit, () => {
      tooLarge(req, res, hosts, true)
      // Whatever the handler then answers goes nowhere.
      res.mute?.()
    })
  return false
}

function tooLarge(req, res, hosts, close) {
  if (!close) {
    // Node reads the rest of an unread body after the answer and drops it (keep-alive).
    refuse(req, res, 413, MESSAGE, hosts)
    return
  }
  // Closing the connection spares reading the rest of the body; a client still sending it is cut
  // off a moment after the answer has gone.
  refuse(req, res, 413, MESSAGE, hosts, { Connection: 'close' })
  res.once('finish', () => setTimeout(() => req.socket.destroy(), 1000).unref())
}
