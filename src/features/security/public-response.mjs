// The base of the server's response class (respond.mjs builds on it): what every answer leaves
// out. Next's internal headers never reach the public, and an answer muted after a refusal
// (body-limit.mjs) sends nothing more. Both act on the head as it is written, so they live in the
// response class, Node's public way to give responses other behaviour.
import http from 'node:http'

/**
 * Whether a response header is Next's internal bookkeeping, not for the public: the proxy's
 * `x-middleware-*` (`x-middleware-rewrite: /zh` named the internal locale route) always, and
 * `x-nextjs-*` except on the answers Next's own client reads them from (client navigations and
 * server actions: `rsc` / `next-action` requests). `x-nextjs-cache` stays: it says only whether
 * the page came from the cache, as nginx's `X-Cache-Status` does in production.
 * @param {string} name
 * @param {boolean} forNextClient
 */
const isInternalHeader = (name, forNextClient) =>
  /^x-middleware-/i.test(name) || (!forNextClient && /^x-nextjs-(?!cache$)/i.test(name))

/**
 * Folds the headers given to writeHead (an object, or a flat [name, value, name, value…] array)
 * into the response's own, as Node's writeHead does once any header is set: the response's own
 * are then the whole head, seen by whoever looks before it is written.
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, any> | any[] | undefined} headers
 */
export function takeHeaders(res, headers) {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
    return
  }
  // Given names replace the set ones; repeats among them (Set-Cookie) are kept.
  for (let i = 0; i < headers.length; i += 2) res.removeHeader(headers[i])
  for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1])
}

export class PublicResponse extends http.ServerResponse {
  #forNextClient
  #muted = false

  /** @param {import('node:http').IncomingMessage} req @param {any} [options] Node's */
  constructor(req, options) {
    super(req, options)
    this.#forNextClient = Boolean(req.headers.rsc || req.headers['next-action'])
  }

  /** Ends whatever the handler would still answer (body-limit.mjs has answered already). */
  mute() {
    this.#muted = true
  }

  // Every head goes through here (Node's implicit head calls `this.writeHead` too).
  writeHead(statusCode, reason, headers) {
    if (this.#muted) return this
    if (typeof reason !== 'string') [reason, headers] = [undefined, headers ?? reason]
    takeHeaders(this, headers)
    for (const name of this.getHeaderNames())
      if (isInternalHeader(name, this.#forNextClient)) this.removeHeader(name)
    return super.writeHead(statusCode, reason)
  }

  write(chunk, encoding, cb) {
    return this.#muted || super.write(chunk, encoding, cb)
  }

  end(chunk, encoding, cb) {
    return this.#muted ? this : super.end(chunk, encoding, cb)
  }

  setHeader(name, value) {
    return this.#muted ? this : super.setHeader(name, value)
  }

  removeHeader(name) {
    if (!this.#muted) super.removeHeader(name)
  }
}
