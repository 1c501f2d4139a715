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

/**
 * The CSP hashes of the inline scripts of one HTML document. Next writes its flight data and
 * streaming helpers as inline scripts; hashing them per response (instead of nonces) keeps
 * statically cached pages cached, because a hash depends only on the bytes already in the cache.
 * Data blocks (JSON-LD) are not executed, so they need no hash.
 * A Buffer is scanned as latin1 (one character per byte, no UTF-8 decoding) and the scripts'
 * bytes are hashed as they are: the same hashes as for the decoded text, at a fraction of the cost.
 * @param {string | Buffer} html
 * @returns {string[]} `'sha256-…'` sources, de-duplicated
 */
export function inlineScriptHashes(html) {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html
  const text = bytes.toString('latin1')
  const hashes = new Set()
  for (const m of text.matchAll(SCRIPT)) {
    const [whole, attrs, body] = m
    if (SRC_ATTR.test(attrs)) continue
    const type = (TYPE_ATTR.exec(attrs)?.[1] ?? '').toLowerCase()
    if (!JS_TYPES.has(type)) continue
    const start = m.index + whole.indexOf('>') + 1
    const script = bytes.subarray(start, start + body.length)
    hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The one transform of a finished HTML document: its bytes, unchanged, and the CSP sources of its
 * inline scripts. Pure, so it is tested on Next's real output (tests/e2e/security.spec.ts) and on
 * hand-written documents alike.
 * @param {Buffer} html the complete document, as sent
 * @returns {{ html: Buffer, scriptHashes: string[] }}
 */
export function secureDocument(html) {
  return { html, scriptHashes: inlineScriptHashes(html) }
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
 * Headers set on every response, whatever its type.
 * @param {{ https: boolean }} o
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders({ https }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Only features Chromium knows: an unknown one (bluetooth) logs a console error on every page.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
      'magnetometer=(), gyroscope=(), accelerometer=(), midi=(), display-capture=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/** The admin (Payload UI) and its API may be framed by the admin itself (live preview). */
export const isAdminPath = (/** @type {string} */ path) => /^\/(admin|cms-api)(\/|$|\?)/.test(path)
