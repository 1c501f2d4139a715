// The one step of serving that Next cannot take (docs/reliability.md, "Content Security Policy"):
// the server's response class (`http.createServer({ ServerResponse })`, Node's public way to give
// a response other behaviour; its methods are overridden in the class, never assigned).
// It sets the headers that depend on the request or the settings (the CSP, HSTS; the static ones
// are next.config `headers()`, policy.mjs staticHeaderRules), and an HTML document's CSP names the sha256 of each inline script
// that may run (Next's flight data and bootstrap, the site's own few; never any other).
//
// Why the whole document is held: the CSP is a header, and headers go before the body, but Next
// writes its flight-data scripts all through the document, the last ones just before `</html>`;
// a hash is known only once its script has been read, so no byte can go before the last script
// has. (A nonce would not need this, but a nonce differs per response: every page would render
// per request and no cache could serve it.) Compression stays Next's (`compress`, gzip): a gzip
// document is inflated here to be read and sent as Next made it. ETags and 304s are Next's too.
import http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import {
  HSTS,
  contentSecurityPolicy,
  hasPreviewCookie,
  isAdminPath,
  secureDocument,
  siteScriptSources,
} from './policy.mjs'

const inflate = { gzip: promisify(zlib.gunzip), deflate: promisify(zlib.inflate) }

// Document requests: not Next's assets, not files, not the JSON APIs, not a client navigation
// (those fetch RSC payloads, not HTML).
const isDocumentRequest = (req) =>
  req.method !== 'HEAD' &&
  !req.headers.rsc &&
  !/^\/(_next|api|cms-api)(\/|$)/.test(req.url ?? '/') &&
  !/\.[a-z0-9]+(\?|$)/i.test((req.url ?? '/').split('?')[0])

/**
 * Whether a response header is Next's internal bookkeeping, not for the public: the proxy's
 * `x-middleware-*` (`x-middleware-rewrite: /zh` named the internal locale route) always, and
 * `x-nextjs-*` except on the answers Next's own client reads them from (client navigations and
 * server actions: `rsc` / `next-action` requests). `x-nextjs-cache` stays: it says only whether
 * the page came from the cache, as nginx's `X-Cache-Status` does in production.
 * @param {string} name
 * @param {boolean} forNextClient
 */
export const isInternalHeader = (name, forNextClient) =>
  /^x-middleware-/i.test(name) || (!forNextClient && /^x-nextjs-(?!cache$)/i.test(name))

// writeHead takes headers as an object or as a flat [name, value, name, value…] array.
const pairsOf = (headers) => {
  if (!Array.isArray(headers)) return Object.entries(headers ?? {})
  const out = []
  for (let i = 0; i + 1 < headers.length; i += 2) out.push([String(headers[i]), headers[i + 1]])
  return out
}

/**
 * @typedef {{ status: number, headers: Record<string, string>, html: string }} Replacement
 * @param {{
 *   https: (req: import('node:http').IncomingMessage) => boolean,
 *   siteOrigins: string[],
 *   dev?: boolean,
 *   siteScripts?: string[],
 *   replaceServerError?: (req: import('node:http').IncomingMessage) => Promise<Replacement | null>,
 * }} options `replaceServerError` may swap a 5xx document for another page (the 503 page);
 *   `dev`: Next runs in development mode (the CSP allows its tooling's eval);
 *   `siteScripts`: the texts of the site's own inline scripts, allowed beside Next's.
 */
export function secureResponseClass({
  https,
  siteOrigins,
  dev = false,
  siteScripts = [],
  replaceServerError,
}) {
  const siteScriptHashes = siteScriptSources(siteScripts)
  return class SecureResponse extends http.ServerResponse {
    #policy
    #forNextClient
    #document
    /** @type {Buffer[] | null | undefined} undefined: not known yet; null: not held */
    #held = undefined
    #reason = /** @type {string | undefined} */ (undefined)
    #muted = false

    /** @param {import('node:http').IncomingMessage} req @param {any} [options] Node's */
    constructor(req, options) {
      super(req, options)
      const url = req.url ?? '/'
      const admin = isAdminPath(url)
      // Draft mode (live preview) renders the site inside the admin's iframe, on either host.
      const preview = !admin && hasPreviewCookie(req.headers.cookie)
      // Only the admin's own pages may be framed (by the admin, for live preview); its API never.
      const adminUi = admin && /^\/admin(\/|$|\?)/.test(url)
      const frameAncestors = preview ? ["'self'", ...siteOrigins] : admin && !adminUi ? ["'none'"] : undefined
      this.#policy = (scriptHashes = []) =>
        contentSecurityPolicy({ admin, scriptHashes, frameAncestors, siteOrigins, dev })
      this.#forNextClient = Boolean(req.headers.rsc || req.headers['next-action'])
      this.#document = isDocumentRequest(req)
      // Set first, so a handler may still change them.
      if (https(req)) for (const [k, v] of Object.entries(HSTS)) this.setHeader(k, v)
      this.setHeader('Content-Security-Policy', this.#policy())
    }

    /** Ends whatever the handler would still answer (body-limit.mjs has answered already). */
    mute() {
      this.#muted = true
    }

    // Every head goes through here (Node's implicit head calls `this.writeHead` too).
    writeHead(statusCode, reason, headers) {
      if (this.#muted) return this
      if (typeof reason !== 'string') [reason, headers] = [undefined, reason]
      for (const name of this.getHeaderNames())
        if (isInternalHeader(name, this.#forNextClient)) this.removeHeader(name)
      const given = pairsOf(headers).filter(([k]) => !isInternalHeader(k, this.#forNextClient))
      // A 304's headers replace the stored copy's: a hash-less policy would block that copy's scripts.
      if (statusCode === 304) this.removeHeader('Content-Security-Policy')
      const flat = Array.isArray(headers)
      if (!this.#holds(statusCode, given))
        return super.writeHead(statusCode, reason, flat ? given.flat() : Object.fromEntries(given))
      for (const [k, v] of given) {
        if (flat) this.appendHeader(k, v)
        else this.setHeader(k, v)
      }
      this.statusCode = statusCode
      this.#reason = reason ?? this.#reason
      return this
    }

    // Streaming renders flush their headers early; a held document's headers wait for its hashes.
    flushHeaders() {
      if (!this.#holds(this.statusCode)) super.flushHeaders()
    }

    write(chunk, encoding, cb) {
      if (this.#muted) return true
      if (!this.#holds(this.statusCode)) return super.write(chunk, encoding, cb)
      this.#keep(chunk, encoding)
      const done = typeof encoding === 'function' ? encoding : cb
      if (typeof done === 'function') process.nextTick(done)
      return true
    }

    end(chunk, encoding, cb) {
      if (this.#muted) return this
      if (!this.#holds(this.statusCode)) return super.end(chunk, encoding, cb)
      this.#keep(chunk, encoding)
      // end()'s callback runs when the document has been sent, as Node's own end() does it.
      const done = [chunk, encoding, cb].find((a) => typeof a === 'function')
      if (done) this.once('finish', done)
      this.#send().catch((error) => {
        console.error(`${this.req.method} ${this.req.url}: sending the document failed`, error)
        this.#held = null
        if (!this.headersSent) {
          this.statusCode = 500
          this.removeHeader('Content-Length')
        }
        super.end()
      })
      return this
    }

    setHeader(name, value) {
      return this.#muted ? this : super.setHeader(name, value)
    }

    removeHeader(name) {
      if (!this.#muted) super.removeHeader(name)
    }

    /** Whether this response is an HTML document held until complete (decided at its first call). */
    #holds(statusCode, given = []) {
      if (this.#held === undefined) {
        const type =
          given.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? this.getHeader('content-type')
        const html = /^text\/html\b/i.test(String(type ?? ''))
        this.#held = this.#document && html && statusCode !== 204 && statusCode !== 304 ? [] : null
      }
      return this.#held !== null
    }

    #keep(chunk, encoding) {
      if (chunk == null || typeof chunk === 'function' || !chunk.length) return
      this.#held?.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      )
    }

    /** The one transform of the finished document: its CSP, from the scripts it holds. */
    async #send() {
      let body = Buffer.concat(this.#held ?? [])
      let html = body
      const swap =
        this.statusCode >= 500 && replaceServerError
          ? await replaceServerError(this.req).catch(() => null)
          : null
      if (swap) {
        this.statusCode = swap.status
        this.#reason = undefined
        for (const name of ['Content-Encoding', 'ETag', 'Content-Length']) this.removeHeader(name)
        for (const [k, v] of Object.entries(swap.headers)) this.setHeader(k, v)
        this.setHeader('Content-Type', 'text/html; charset=utf-8')
        body = html = Buffer.from(swap.html, 'utf8')
      } else {
        const coding = String(this.getHeader('content-encoding') ?? '').toLowerCase()
        if (coding === 'gzip' || coding === 'deflate') html = await inflate[coding](body)
      }
      const { scriptHashes } = secureDocument(html, siteScriptHashes, { everyScript: dev })
      this.setHeader('Content-Security-Policy', this.#policy(scriptHashes))
      this.removeHeader('Transfer-Encoding')
      this.setHeader('Content-Length', body.length)
      this.#held = null
      super.writeHead(this.statusCode, this.#reason)
      super.end(body)
    }
  }
}
