// Puts the security headers on a Node response produced by Next. HTML documents are held back
// until complete, their inline scripts hashed into the CSP, then compressed here (Next's own
// compression is bypassed for them, so the bytes hashed are the bytes the browser parses).
// A cached page is the same bytes on every request: its hashes and compressed forms are kept by
// the document's ETag (set here; Next's own ETag, a hash computed in JavaScript, is turned off in
// next.config.ts), so repeated requests cost one native SHA-1 and a lookup.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes, isAdminPath } from './policy.mjs'

// Document requests: not Next's assets, not files, not the JSON APIs, not a client navigation
// (those fetch RSC payloads, not HTML).
const isDocumentRequest = (req) =>
  !req.headers.rsc &&
  !/^\/(_next|api|cms-api)(\/|$)/.test(req.url ?? '/') &&
  !/\.[a-z0-9]+(\?|$)/i.test((req.url ?? '/').split('?')[0])

const pickEncoding = (accept = '') => (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null)

const decode = (buf, encoding) =>
  encoding === 'br' ? zlib.brotliDecompressSync(buf) : encoding === 'gzip' ? zlib.gunzipSync(buf) : buf

const encode = (buf, encoding) =>
  encoding === 'br'
    ? zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : encoding === 'gzip'
      ? zlib.gzipSync(buf, { level: 6 })
      : buf

/**
 * Recently sent documents: their bytes, ETag, script hashes and compressed forms (bounded; a
 * page is about 0.2 MB as text plus its bytes). Keyed by the document's text when Next hands it
 * over as one string (a cached page: the same string each time, so the lookup is by reference),
 * otherwise by the ETag of its bytes.
 * @type {Map<string, { etag: string, body: Buffer, hashes: string[], encoded: Map<string, Buffer> }>}
 */
const documents = new Map()
const DOCUMENTS_KEPT = 64

const etagOf = (body) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** @param {string} key @param {() => Buffer} bytes made only when the document is new */
function remembered(key, bytes) {
  let doc = documents.get(key)
  if (doc) {
    // Most recently used last, so the oldest is dropped first.
    documents.delete(key)
    documents.set(key, doc)
    return doc
  }
  const body = bytes()
  doc = { etag: etagOf(body), body, hashes: inlineScriptHashes(body), encoded: new Map() }
  documents.set(key, doc)
  if (documents.size > DOCUMENTS_KEPT) documents.delete(documents.keys().next().value)
  return doc
}

const matches = (ifNoneMatch, etag) =>
  String(ifNoneMatch ?? '')
    .split(',')
    .some((t) => t.trim().replace(/^W\//, '') === etag)

/**
 * @typedef {{ status: number, headers: Record<string, string>, html: string }} Replacement
 * @param {{
 *   https: (req: import('node:http').IncomingMessage) => boolean,
 *   siteOrigins: string[],
 *   replaceServerError?: (req: import('node:http').IncomingMessage) => Promise<Replacement | null>,
 *   pageCache?: ReturnType<typeof import('../page-cache/page-cache.mjs').createPageCache>,
 * }} options `replaceServerError` may swap a 5xx document for another page (the 503 page);
 *   `pageCache` answers repeated requests for cached pages here, before Next.
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when the answer was sent from the page cache (the caller must not hand the request on).
 */
export function secureResponses({ https, siteOrigins, replaceServerError, pageCache }) {
  return function secure(req, res) {
    const admin = isAdminPath(req.url ?? '/')
    // Draft mode (live preview) renders the site inside the admin's iframe, on either host.
    const preview = !admin && /(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')
    // Only the admin's own pages may be framed (by the admin, for live preview); its API never.
    const adminUi = admin && /^\/admin(\/|$|\?)/.test(req.url ?? '/')
    const frameAncestors = preview ? ["'self'", ...siteOrigins] : admin && !adminUi ? ["'none'"] : undefined
    for (const [k, v] of Object.entries(baseSecurityHeaders({ https: https(req) }))) res.setHeader(k, v)
    if (preview) res.removeHeader('X-Frame-Options')
    else if (adminUi) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ admin, frameAncestors, siteOrigins }))
    if (!isDocumentRequest(req) || req.method === 'HEAD') return false

    const acceptEncoding = String(req.headers['accept-encoding'] ?? '')
    delete req.headers['accept-encoding']
    const policy = (hashes) =>
      contentSecurityPolicy({ admin, scriptHashes: hashes, frameAncestors, siteOrigins })

    const cacheKey = pageCache?.keyOf(req) ?? null
    const hit = cacheKey ? pageCache.get(cacheKey) : null
    if (hit) {
      for (const [k, v] of hit.headers) res.setHeader(k, v)
      res.setHeader('X-Page-Cache', 'HIT')
      sendDocument(req, res, { doc: hit.doc, statusCode: 200, acceptEncoding, policy })
      return true
    }
    const startedAt = pageCache?.generation ?? 0

    // Hold the response until we know it is HTML; anything else passes through untouched.
    const { writeHead, write, end } = res
    let mode = 'undecided' // 'html' | 'pass'
    let head = null
    const chunks = []
    const isHtml = (headers) => {
      const type = headers?.['content-type'] ?? headers?.['Content-Type'] ?? res.getHeader('content-type')
      return /^text\/html\b/i.test(String(type ?? ''))
    }
    const decide = (headers, statusCode = res.statusCode) => {
      if (mode !== 'undecided') return
      // A 304 revalidates the copy the browser holds, whose policy carries that copy's script
      // hashes; a hash-less policy on the 304 would replace it and block every inline script.
      if (statusCode === 304) res.removeHeader('Content-Security-Policy')
      // A 204/304 has no body to hash.
      mode = isHtml(headers) && statusCode !== 304 && statusCode !== 204 ? 'html' : 'pass'
    }
    const toBuffer = (chunk, encoding) =>
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)

    res.writeHead = function (statusCode, reason, headers) {
      if (typeof reason === 'object') [reason, headers] = [undefined, reason]
      decide(headers, statusCode)
      if (mode === 'pass') return writeHead.apply(res, arguments)
      head = { statusCode, reason, headers }
      return res
    }
    res.flushHeaders = function () {
      decide(null)
      if (mode === 'pass') return Object.getPrototypeOf(res).flushHeaders.call(res)
    }
    res.write = function (chunk, encoding, cb) {
      decide(null)
      if (mode === 'pass') return write.apply(res, arguments)
      if (chunk != null && chunk.length) chunks.push(toBuffer(chunk, encoding))
      if (typeof encoding === 'function') encoding()
      else if (typeof cb === 'function') cb()
      return true
    }
    res.end = function (chunk, encoding, cb) {
      decide(null)
      if (mode === 'pass') return end.apply(res, arguments)
      if (typeof chunk === 'function') [cb, chunk] = [chunk, undefined]
      if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined]
      // A whole document in one string (Next's cached pages) stays a string: see finish().
      if (chunk != null && chunk.length) {
        chunks.push(
          typeof chunk === 'string' && !chunks.length && !encoding ? chunk : toBuffer(chunk, encoding),
        )
      }
      if (head?.headers) for (const [k, v] of Object.entries(head.headers)) res.setHeader(k, v)
      const statusCode = head?.statusCode ?? res.statusCode
      if (statusCode >= 500 && replaceServerError) {
        replaceServerError(req)
          .catch(() => null)
          .then((replacement) => finish(replacement, cb))
      } else finish(null, cb)
      return res
    }

    /** Hashes the document's inline scripts into its CSP, compresses it, and sends it. */
    function finish(replacement, cb) {
      let statusCode = head?.statusCode ?? res.statusCode
      let body = null
      let doc = null
      if (replacement) {
        statusCode = replacement.status
        for (const [k, v] of Object.entries(replacement.headers)) res.setHeader(k, v)
        res.removeHeader('Content-Encoding')
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        body = Buffer.from(replacement.html, 'utf8')
      } else {
        const encoding = String(res.getHeader('content-encoding') ?? '') || null
        const text = chunks.length === 1 && typeof chunks[0] === 'string' && !encoding ? chunks[0] : null
        const raw = text === null ? decode(Buffer.concat(chunks), encoding) : null
        const bytes = () => raw ?? Buffer.from(text, 'utf8')
        // Only complete, successful GET answers are validated and remembered.
        if (statusCode === 200 && req.method === 'GET') {
          // (The admin's documents are kept apart: the same text would be other bytes for the site.)
          const key = admin ? `admin ${etagOf(raw ?? text)}` : (text ?? etagOf(raw))
          doc = remembered(key, bytes)
        } else body = bytes()
      }
      doc ??= { etag: null, body, hashes: inlineScriptHashes(body), encoded: new Map() }
      if (cacheKey && doc.etag && !replacement)
        pageCache.put(cacheKey, startedAt, { statusCode, headers: res.getHeaders(), doc })
      sendDocument(req, res, {
        doc,
        statusCode,
        reason: replacement ? undefined : head?.reason,
        acceptEncoding,
        policy,
        writeHead,
        end,
        cb,
      })
    }
    return false
  }
}

/**
 * Sends one document: its ETag (a bare 304 when the browser holds the same bytes), its CSP with
 * the document's script hashes, and the compressed form the client accepts (made once per
 * document). `writeHead`/`end` are the response's own, when the caller has wrapped them.
 */
function sendDocument(req, res, { doc, statusCode, reason, acceptEncoding, policy, writeHead, end, cb }) {
  writeHead ??= res.writeHead
  end ??= res.end
  const etag = doc.etag
  res.setHeader('Vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'))
  res.removeHeader('Transfer-Encoding')
  if (etag) {
    res.setHeader('ETag', etag)
    if (matches(req.headers['if-none-match'], etag)) {
      // Same bytes as the browser's copy, whose policy it keeps (see decide()).
      res.removeHeader('Content-Security-Policy')
      res.removeHeader('Content-Encoding')
      res.removeHeader('Content-Length')
      writeHead.call(res, 304)
      end.call(res, cb)
      return
    }
  }
  res.setHeader('Content-Security-Policy', policy(doc.hashes))
  const out = pickEncoding(acceptEncoding)
  let sent = doc.body
  if (out) {
    sent = doc.encoded.get(out)
    if (!sent) {
      sent = encode(doc.body, out)
      doc.encoded.set(out, sent)
    }
    res.setHeader('Content-Encoding', out)
  } else res.removeHeader('Content-Encoding')
  res.setHeader('Content-Length', sent.length)
  writeHead.call(res, statusCode, reason)
  end.call(res, sent, cb)
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
