// Puts the security headers on every Node response produced by Next (docs/reliability.md,
// "Content Security Policy"). An HTML document's CSP names the sha256 of each inline script that
// may run (Next's flight data and bootstrap, the site's own few; never any other), and the header
// goes before the body:
// so a document is held until it is complete, passed through the one transform of the finished
// document (policy.mjs secureDocument), then sent. Nonces are not used: a nonce must differ per
// response, so every page would render per request, and Next's page cache would serve nothing.
//
// The capture is the smallest that works on Node's public response API: writeHead/write/end of a
// document response are held back (anything that is not HTML is handed back untouched at its
// first call). Documents are compressed here: Next would compress them before this layer could
// hash them, so their Accept-Encoding is taken off the request Next sees. Next compresses
// everything else itself.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  isAdminPath,
  secureDocument,
  siteScriptSources,
} from './policy.mjs'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// Document requests: not Next's assets, not files, not the JSON APIs, not a client navigation
// (those fetch RSC payloads, not HTML).
const isDocumentRequest = (req) =>
  !req.headers.rsc &&
  !/^\/(_next|api|cms-api)(\/|$)/.test(req.url ?? '/') &&
  !/\.[a-z0-9]+(\?|$)/i.test((req.url ?? '/').split('?')[0])

/** The coding the client prefers among the two we make (q-values ignored; `;q=0` refuses one). */
export function pickEncoding(accept = '') {
  const offered = String(accept)
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
  const accepts = (name) => offered.some((s) => s.split(';')[0].trim() === name && !/;\s*q=0(\.0*)?$/.test(s))
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null
}

const compress = (body, encoding) =>
  encoding === 'br'
    ? // Quality 4: most of brotli's gain over gzip at gzip's speed (the default, 11, takes ~100 ms a page).
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzip(body, { level: 6 })

/** A weak validator of the document's text: the same for its gzip, brotli and plain forms. */
const etagOf = (body) => `W/"${createHash('sha1').update(body).digest('base64url')}"`

const matches = (ifNoneMatch, etag) =>
  String(ifNoneMatch ?? '')
    .split(',')
    .some((t) => t.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))

/**
 * Holds an HTML response until it is complete and gives it to `finish`; any other response (JSON,
 * files, redirects, 204/304) is left alone from its first call on.
 * @param {import('node:http').ServerResponse} res
 * @param {(doc: { statusCode: number, reason?: string, body: Buffer },
 *          send: { writeHead: Function, end: Function }) => void} finish
 */
export function captureDocument(res, finish) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  }
  let capturing = null // null: not known yet
  let head = null
  const chunks = []
  const decide = (statusCode, headers) => {
    if (capturing !== null) return capturing
    const type = headerIn(headers, 'content-type') ?? res.getHeader('content-type')
    capturing = /^text\/html\b/i.test(String(type ?? '')) && statusCode !== 204 && statusCode !== 304
    // A 304's headers replace the stored copy's: a hash-less policy would block that copy's scripts.
    if (statusCode === 304) res.removeHeader('Content-Security-Policy')
    if (!capturing) Object.assign(res, original)
    return capturing
  }
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function' || !chunk.length) return
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    )
  }
  res.writeHead = function (statusCode, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason]
    if (!decide(statusCode, headers)) return original.writeHead.apply(res, arguments)
    head = { statusCode, reason, headers }
    return res
  }
  // Streaming renders flush their headers early; a held document's headers wait for its hashes.
  res.flushHeaders = function () {
    if (!decide(res.statusCode)) return original.flushHeaders.apply(res, arguments)
  }
  res.write = function (chunk, encoding, cb) {
    if (!decide(res.statusCode)) return original.write.apply(res, arguments)
    keep(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : cb
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = function (chunk, encoding, cb) {
    if (!decide(head?.statusCode ?? res.statusCode)) return original.end.apply(res, arguments)
    keep(chunk, encoding)
    // end()'s callback runs when the document has been sent, as Node's own end() does it.
    const done = [chunk, encoding, cb].find((a) => typeof a === 'function')
    if (done) res.once('finish', done)
    if (head?.headers) {
      const pairs = Array.isArray(head.headers) ? pairsOf(head.headers) : Object.entries(head.headers)
      for (const [k, v] of pairs) res.setHeader(k, v)
    }
    Object.assign(res, original)
    finish(
      { statusCode: head?.statusCode ?? res.statusCode, reason: head?.reason, body: Buffer.concat(chunks) },
      original,
    )
    return res
  }
}

const headerIn = (headers, name) => {
  if (!headers) return undefined
  if (Array.isArray(headers)) return pairsOf(headers).find(([k]) => k.toLowerCase() === name)?.[1]
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
  return key ? headers[key] : undefined
}
// writeHead also takes a flat [name, value, name, value…] array.
const pairsOf = (flat) => {
  const out = []
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([String(flat[i]), flat[i + 1]])
  return out
}

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

/**
 * Takes Next's internal headers off `res` just before its head is written (whether by writeHead,
 * by the first write or by flushHeaders: Node's implicit head calls `this.writeHead`).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function dropInternalHeaders(req, res) {
  const forNextClient = Boolean(req.headers.rsc || req.headers['next-action'])
  const writeHead = res.writeHead
  res.writeHead = function (statusCode, reason) {
    for (const name of res.getHeaderNames()) if (isInternalHeader(name, forNextClient)) res.removeHeader(name)
    const args = [...arguments]
    const at = typeof reason === 'string' ? 2 : 1
    const given = args[at]
    if (Array.isArray(given)) {
      const kept = []
      for (let i = 0; i + 1 < given.length; i += 2)
        if (!isInternalHeader(String(given[i]), forNextClient)) kept.push(given[i], given[i + 1])
      args[at] = kept
    } else if (given && typeof given === 'object') {
      args[at] = Object.fromEntries(
        Object.entries(given).filter(([k]) => !isInternalHeader(k, forNextClient)),
      )
    }
    return writeHead.apply(res, args)
  }
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
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function secureResponses({ https, siteOrigins, dev = false, siteScripts = [], replaceServerError }) {
  const siteScriptHashes = siteScriptSources(siteScripts)
  return function secure(req, res) {
    const admin = isAdminPath(req.url ?? '/')
    // Draft mode (live preview) renders the site inside the admin's iframe, on either host.
    const preview = !admin && /(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')
    // Only the admin's own pages may be framed (by the admin, for live preview); its API never.
    const adminUi = admin && /^\/admin(\/|$|\?)/.test(req.url ?? '/')
    const frameAncestors = preview ? ["'self'", ...siteOrigins] : admin && !adminUi ? ["'none'"] : undefined
    const policy = (scriptHashes = []) =>
      contentSecurityPolicy({ admin, scriptHashes, frameAncestors, siteOrigins, dev })
    dropInternalHeaders(req, res)
    for (const [k, v] of Object.entries(baseSecurityHeaders({ https: https(req) }))) res.setHeader(k, v)
    if (preview) res.removeHeader('X-Frame-Options')
    else if (adminUi) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.setHeader('Content-Security-Policy', policy())
    if (!isDocumentRequest(req) || req.method === 'HEAD') return

    const encoding = pickEncoding(req.headers['accept-encoding'])
    delete req.headers['accept-encoding']
    captureDocument(res, ({ statusCode, reason, body }, send) => {
      const replacement =
        statusCode >= 500 && replaceServerError ? replaceServerError(req).catch(() => null) : null
      Promise.resolve(replacement)
        .then(async (swap) => {
          if (swap) {
            statusCode = swap.status
            reason = undefined
            for (const [k, v] of Object.entries(swap.headers)) res.setHeader(k, v)
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            body = Buffer.from(swap.html, 'utf8')
          }
          const { html, scriptHashes } = secureDocument(body, siteScriptHashes, { everyScript: dev })
          res.setHeader('Content-Security-Policy', policy(scriptHashes))
          res.setHeader('Vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'))
          res.removeHeader('Transfer-Encoding')
          res.removeHeader('Content-Encoding')
          // A page the browser holds already: a bare 304 keeps its copy and that copy's policy
          // (a 304's headers replace the stored ones, and a hash-less CSP would block its scripts).
          if (statusCode === 200 && req.method === 'GET') {
            const etag = etagOf(html)
            res.setHeader('ETag', etag)
            if (matches(req.headers['if-none-match'], etag)) {
              res.removeHeader('Content-Security-Policy')
              res.removeHeader('Content-Length')
              send.writeHead.call(res, 304)
              send.end.call(res)
              return
            }
          }
          const sent = encoding ? await compress(html, encoding) : html
          if (encoding) res.setHeader('Content-Encoding', encoding)
          res.setHeader('Content-Length', sent.length)
          send.writeHead.call(res, statusCode, reason)
          send.end.call(res, sent)
        })
        .catch((error) => {
          console.error(`${req.method} ${req.url}: sending the document failed`, error)
          if (!res.headersSent) res.statusCode = 500
          res.end()
        })
    })
  }
}

function appendVary(current, value) {
  const list = String(current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return list.some((s) => s.toLowerCase() === value.toLowerCase())
    ? list.join(', ')
    : [...list, value].join(', ')
}
