// Security headers for every response (docs/reliability.md). Plain ESM so that server.mjs, which
// runs outside the Next build, can use it; unit-tested in policy.test.ts.
import { createHash } from 'node:crypto'

/** The chat app's JS-SDK (src/features/wechat/WechatShare.tsx loads it on phones). */
export const WECHAT_SDK_ORIGIN = 'https://res.wx.qq.com'

// A script element's raw text, up to the first `</script` (how the HTML parser ends it).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTR = /\ssrc\s*=/i
const TYPE_ATTR = /\stype\s*=\s*["']?([^"'\s>]+)/i
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript'])

// How Next writes its inline scripts (next/dist/server/app-render/use-flight-response.js): the
// bootstrap `(self.__next_f=self.__next_f||[]).push([0])`, with a form state push after it when a
// form was posted without scripts, and each flight chunk as `self.__next_f.push([1,"…"])` (text) or
// `[3,"…"]` (base64 bytes), the array written by JSON.stringify with <, >, & escaped. A script that
// is exactly such a push runs nothing but the push: whatever wrote it, it is data.
const NEXT_BOOTSTRAP =
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(?:;self\.__next_f\.push\((\[2,[^]*\])\))?$/
// One JSON string literal: no raw quote, backslash or line break outside an escape.
const NEXT_PUSH = /^self\.__next_f\.push\(\[[13],"(?:[^"\\\n\r]|\\[^\n\r])*"\]\)$/

// Turbopack's chunk-group bootstrap, which Next gives React as its bootstrap script
// (next/dist/server/get-page-files.js, getTurbopackChunkGroupBootstrap): one line per page,
// `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});`, both values JSON.
const STRING = String.raw`"(?:[^"\\\n\r]|\\[^\n\r])*"`
const TURBOPACK_LINE = new RegExp(
  String.raw`^\(globalThis\[(${STRING})\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(([^\n\r]*)\);$`,
)

const isJson = (text) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * Whether an inline script is one Next writes: its flight bootstrap or a flight-data push, by the
 * exact shape Next gives them (a look-alike with anything after the push is not one).
 * @param {string} text the script's text (latin1-decoded bytes will do: the shapes are ASCII)
 */
export function isNextInlineScript(text) {
  if (NEXT_PUSH.test(text)) return true
  if (text.startsWith('(globalThis[')) {
    return text.split('\n').every((line) => {
      const m = TURBOPACK_LINE.exec(line)
      return m !== null && isJson(m[2])
    })
  }
  const bootstrap = NEXT_BOOTSTRAP.exec(text)
  return bootstrap !== null && (bootstrap[1] === undefined || isJson(bootstrap[1]))
}

const sha256Source = (bytes) => `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`

/**
 * The CSP sources of the site's own inline scripts, written on purpose (the early-input script in
 * every page's body, the 500 page's back control): known by their text, so by their hash.
 * @param {string[]} texts
 * @returns {Set<string>}
 */
export const siteScriptSources = (texts) => new Set(texts.map((t) => sha256Source(Buffer.from(t, 'utf8'))))

/**
 * The CSP hashes of the inline scripts of one HTML document that may run: Next's own (its
 * flight data and bootstrap) and the site's (`siteScripts`). Any other inline script, however it
 * reached the document, gets no hash, so the browser refuses it. Hashing per response (instead of
 * nonces) keeps statically cached pages cached: a hash depends only on the bytes in the cache.
 * Data blocks (JSON-LD) are not executed, so they need no hash.
 * A Buffer is scanned as latin1 (one character per byte, no UTF-8 decoding) and the scripts'
 * bytes are hashed as they are: the same hashes as for the decoded text, at a fraction of the cost.
 * @param {string | Buffer} html
 * @param {Set<string>} [siteScripts] sources from `siteScriptSources`
 * @param {{ everyScript?: boolean }} [options] `everyScript`: development only (`npm run dev`),
 *   where Next's tooling writes inline scripts of its own (the request id, the HMR version)
 * @returns {string[]} `'sha256-…'` sources, de-duplicated
 */
export function inlineScriptHashes(html, siteScripts = new Set(), { everyScript = false } = {}) {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html
  const text = bytes.toString('latin1')
  const hashes = new Set()
  for (const m of text.matchAll(SCRIPT)) {
    const [whole, attrs, body] = m
    if (SRC_ATTR.test(attrs)) continue
    const type = (TYPE_ATTR.exec(attrs)?.[1] ?? '').toLowerCase()
    if (!JS_TYPES.has(type)) continue
    const start = m.index + whole.indexOf('>') + 1
    const source = sha256Source(bytes.subarray(start, start + body.length))
    if (everyScript || isNextInlineScript(body) || siteScripts.has(source)) hashes.add(source)
  }
  return [...hashes]
}

/**
 * The one transform of a finished HTML document: its bytes, unchanged, and the CSP sources of the
 * inline scripts that may run. Pure, so it is tested on Next's real output
 * (tests/e2e/csp.spec.ts) and on hand-written documents alike.
 * @param {Buffer} html the complete document, as sent
 * @param {Set<string>} [siteScripts] the site's own inline scripts (`siteScriptSources`)
 * @param {{ everyScript?: boolean }} [options] see inlineScriptHashes
 * @returns {{ html: Buffer, scriptHashes: string[] }}
 */
export function secureDocument(html, siteScripts, options) {
  return { html, scriptHashes: inlineScriptHashes(html, siteScripts, options) }
}

/**
 * The Content-Security-Policy of a response.
 * style-src keeps 'unsafe-inline': React renders `style` attributes (carousel, lightbox, chart,
 * the whole Payload admin) and Next inlines critical CSS; hashes cannot cover style attributes.
 * Styles cannot run code, so scripts stay strict.
 * `dev` (only `npm run dev`, Next in development mode) adds 'unsafe-eval': React's and Next's
 * development tooling (call stacks, fast refresh) evaluates code; a production server never sends it.
 * @param {{ admin: boolean, scriptHashes?: string[], frameAncestors?: string[], siteOrigins?: string[], dev?: boolean }} o
 */
export function contentSecurityPolicy({
  admin,
  scriptHashes = [],
  frameAncestors,
  siteOrigins = [],
  dev = false,
}) {
  const scriptSrc = [
    "'self'",
    ...scriptHashes,
    ...(dev ? ["'unsafe-eval'"] : []),
    ...(admin ? [] : [WECHAT_SDK_ORIGIN]),
  ]
  const ancestors = frameAncestors?.length ? frameAncestors : [admin ? "'self'" : "'none'"]
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    // The admin frames the site (either host) for live preview; the site frames only itself.
    `frame-src ${["'self'", ...(admin ? siteOrigins : [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ')
}

/**
 * The policy of one request's response, as a function of the script hashes its document needs.
 * Framing: only the admin's own pages may be framed (by the admin, for live preview), its API
 * never; a site page in draft mode (live preview) by the admin on either host.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ siteOrigins: string[], dev?: boolean }} o
 * @returns {(scriptHashes?: string[]) => string}
 */
export function policyFor(req, { siteOrigins, dev = false }) {
  const url = req.url ?? '/'
  const admin = isAdminPath(url)
  const preview = !admin && hasPreviewCookie(req.headers.cookie)
  const adminUi = isAdminUiPath(url)
  const frameAncestors = preview ? ["'self'", ...siteOrigins] : admin && !adminUi ? ["'none'"] : undefined
  return (scriptHashes = []) =>
    contentSecurityPolicy({ admin, scriptHashes, frameAncestors, siteOrigins, dev })
}

/** Headers for every response, whatever its type, that depend on nothing (next.config `headers()`). */
export const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features Chromium knows: an unknown one (bluetooth) logs a console error on every page.
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
    'magnetometer=(), gyroscope=(), accelerometer=(), midi=(), display-capture=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

const PREVIEW_COOKIE = '__prerender_bypass'

/**
 * The static headers as next.config `headers()` rules (later rules win). Framing: never, except
 * the admin's own pages by the admin (live preview), and a site page in draft mode (the preview
 * cookie), which the admin frames; its CSP `frame-ancestors` names who may (respond.mjs).
 */
export const staticHeaderRules = () => {
  const list = (/** @type {Record<string, string>} */ o) =>
    Object.entries(o).map(([key, value]) => ({ key, value }))
  const deny = list({ 'X-Frame-Options': 'DENY' })
  return [
    { source: '/:path*', headers: list(STATIC_SECURITY_HEADERS) },
    {
      source: '/:path*',
      missing: [{ type: /** @type {const} */ ('cookie'), key: PREVIEW_COOKIE }],
      headers: deny,
    },
    { source: '/cms-api/:path*', headers: deny },
    { source: '/admin/:path*', headers: list({ 'X-Frame-Options': 'SAMEORIGIN' }) },
  ]
}

/**
 * Every security header but the CSP, for an answer the server gives without Next (refuse.mjs)
 * and for the tests: the static ones, X-Frame-Options, and HSTS over https.
 * @param {{ https: boolean }} o
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders({ https }) {
  return {
    ...STATIC_SECURITY_HEADERS,
    'X-Frame-Options': 'DENY',
    ...(https ? HSTS : {}),
  }
}

/** Over https only (a setting read at start, or our proxy's X-Forwarded-Proto): set per response. */
export const HSTS = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' }

/** Whether a request is a site page in draft mode (live preview, framed by the admin). */
export const hasPreviewCookie = (/** @type {string | undefined} */ cookie) =>
  new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=`).test(cookie ?? '')

/** The admin (Payload UI) and its API may be framed by the admin itself (live preview). */
export const isAdminPath = (/** @type {string} */ path) => /^\/(admin|cms-api)(\/|$|\?)/.test(path)

/** The admin's own pages (not its API). */
export const isAdminUiPath = (/** @type {string} */ path) => /^\/admin(\/|$|\?)/.test(path)

/**
 * Where Next reads the nonce it gives every inline script it and React write (Next's documented
 * CSP nonce mechanism: the request's Content-Security-Policy header). Only the server sets it.
 */
export const NONCE_REQUEST_HEADERS = ['content-security-policy', 'content-security-policy-report-only']
