// The one step of serving that Next cannot take (docs/reliability.md, "Content Security Policy"):
// each HTML document's CSP names the sha256 of every inline script that may run (Next's flight
// data and bootstrap, the site's own few; never any other). Every other answer gets the hash-less
// policy, and HSTS over https. The static headers are next.config `headers()`; compression,
// ETags and 304s are Next's (nginx adds brotli); the base class (public-response.mjs) drops
// Next's internal headers and mutes the answer to a refused request.
//
// Why the whole document is held, and why that takes this class's four overrides: the CSP is a
// header, and headers go before the body, but Next writes flight-data scripts all through the
// document, the last just before `</html>`; a hash is known only once its script has been read,
// so no byte may go before the last one, and Node's response lets a class hold bytes only by
// taking over writeHead, flushHeaders, write and end. (A nonce would need no holding, but it
// differs per response: no cache could serve the page.) Held, a failed document can still become
// the site's error page (`replaceServerError`), which Next's error files cannot: they cannot set
// the status (503 while the database is down), and Next 16 sends them as an empty document that
// only its scripts fill in (features/errors).
//
// The admin's pages add a nonce: React streams a Suspense boundary that resolves after the first
// bytes as hidden HTML plus inline scripts of its own (`$RC(…)`, its reveal runtime), which no
// shape of Next's data matches. They are signed-in, never cached, so a nonce per response costs
// nothing there; Next reads it from the request's CSP header and marks every inline script.
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { PublicResponse, takeHeaders } from './public-response.mjs'
import {
  HSTS,
  isAdminUiPath,
  NONCE_REQUEST_HEADERS,
  policyFor,
  secureDocument,
  siteScriptSources,
} from './policy.mjs'

const inflate = { __proto__: null, gzip: promisify(zlib.gunzip), deflate: promisify(zlib.inflate) }

// Documents: not Next's assets, files or the JSON APIs, not a client navigation (RSC payloads).
const isDocumentRequest = ({ method, headers, url = '/' }) =>
  method !== 'HEAD' &&
  !headers.rsc &&
  !/^\/(_next|api|cms-api)(\/|$)/.test(url) &&
  !/\.[a-z0-9]+$/i.test(url.split('?')[0])

/**
 * `dev`: Next in development mode (the CSP allows its tooling's eval); `siteScripts`: the texts of
 * the site's own inline scripts; `replaceServerError` may give a failed document's response
 * another status and headers, and returns its body (or null to keep Next's).
 * @param {{ https: (req: import('node:http').IncomingMessage) => boolean, siteOrigins: string[], dev?: boolean,
 *   siteScripts?: string[], replaceServerError?: (res: import('node:http').ServerResponse) => Promise<Buffer | null> }} o
 */
export function secureResponseClass(o) {
  const { https, siteOrigins, dev = false, siteScripts = [], replaceServerError } = o
  const siteHashes = siteScriptSources(siteScripts)
  return class SecureResponse extends PublicResponse {
    #policy
    /** `'nonce-…'` of an admin page, else nothing */
    #nonce = []
    /** @type {Buffer[] | null | undefined} the held document; undefined: not known yet; null: not held */
    #held

    constructor(req, options) {
      super(req, options)
      this.#policy = policyFor(req, { siteOrigins, dev })
      // A client's own CSP request header would set the nonce of a page Next may cache.
      for (const h of NONCE_REQUEST_HEADERS) delete req.headers[h]
      if (!isDocumentRequest(req)) this.#held = null
      else if (isAdminUiPath(req.url ?? '/')) {
        const nonce = randomBytes(18).toString('base64')
        req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
        this.#nonce = [`'nonce-${nonce}'`]
      }
      // Set first, so a handler may still change them.
      if (https(req)) for (const [k, v] of Object.entries(HSTS)) this.setHeader(k, v)
      this.setHeader('Content-Security-Policy', this.#policy(this.#nonce))
    }

    writeHead(statusCode, reason, headers) {
      if (typeof reason !== 'string') [reason, headers] = [undefined, headers ?? reason]
      // A 304's headers replace the stored copy's: a hash-less policy would block that copy's scripts.
      if (statusCode === 304) this.removeHeader('Content-Security-Policy')
      if (this.#held === null) return super.writeHead(statusCode, reason, headers)
      takeHeaders(this, headers) // first: the Content-Type says whether the document is held
      if (!this.#holds(statusCode)) return super.writeHead(statusCode, reason)
      ;[this.statusCode, this.statusMessage] = [statusCode, reason ?? this.statusMessage]
      return this
    }

    // Streaming renders flush their headers early; a held document's headers wait for its hashes.
    flushHeaders() {
      if (!this.#holds(this.statusCode)) super.flushHeaders()
    }

    write(chunk, encoding, cb) {
      if (!this.#holds(this.statusCode)) return super.write(chunk, encoding, cb)
      this.#keep(chunk, encoding)
      const done = [encoding, cb].find((a) => typeof a === 'function')
      if (done) process.nextTick(done)
      return true
    }

    end(chunk, encoding, cb) {
      if (!this.#holds(this.statusCode)) return super.end(chunk, encoding, cb)
      this.#keep(chunk, encoding)
      // end()'s callback runs when the document has been sent, as Node's own end() does it.
      const done = [chunk, encoding, cb].find((a) => typeof a === 'function')
      if (done) this.once('finish', done)
      this.#send().catch((error) => {
        console.error(`${this.req.method} ${this.req.url}: sending the document failed`, error)
        this.#held = null
        if (!this.headersSent) [this.statusCode, this.statusMessage] = [500, undefined]
        if (!this.headersSent) this.removeHeader('Content-Length')
        super.end()
      })
      return this
    }

    /** Whether this response is an HTML document held until complete (decided at its first call). */
    #holds(statusCode) {
      const html = () => /^text\/html\b/i.test(String(this.getHeader('content-type')))
      if (this.#held === undefined)
        this.#held = statusCode !== 204 && statusCode !== 304 && html() ? [] : null
      return this.#held !== null
    }

    #keep(chunk, encoding) {
      if (chunk?.length && typeof chunk !== 'function')
        this.#held?.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined))
    }

    /** The one transform of the finished document: its CSP, from the scripts it holds. */
    async #send() {
      const page = this.statusCode >= 500 && (await replaceServerError?.(this).catch(() => null))
      const body = page || Buffer.concat(this.#held ?? [])
      const coding = String(this.getHeader('content-encoding') ?? '').toLowerCase()
      const html = !page && inflate[coding] ? await inflate[coding](body) : body
      const { scriptHashes } = secureDocument(html, siteHashes, { everyScript: dev })
      this.setHeader('Content-Security-Policy', this.#policy([...this.#nonce, ...scriptHashes]))
      this.removeHeader('Transfer-Encoding')
      this.setHeader('Content-Length', body.length)
      this.#held = null
      super.writeHead(this.statusCode, this.statusMessage)
      super.end(body)
    }
  }
}
