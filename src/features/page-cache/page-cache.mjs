// The app's own micro-cache in front of Next (docs/performance.md, "Page cache"). A cached page
// is the same bytes for every visitor of its host, but Next still routes it, runs the request
// pipeline and reads its cache entry on every request: most of a cached page's cost. This keeps,
// for about a second, each page that Next itself answered from its cache, and answers repeated
// requests for it before Next. Plain ESM: server.mjs and the security layer use it outside the
// Next build; the CMS hooks reach the same instance through globalThis (purgePageCache).

/** What a page may be served from this cache for: a visitor's plain GET of an HTML document. */
const STAFF_OR_PREVIEW_COOKIE =
  /(?:^|;\s*)(?:payload-token|site-preview|__prerender_bypass|__next_preview_data)=/

/** Response headers never copied from the stored answer: set again per request. */
const PER_REQUEST = new Set([
  'content-security-policy',
  'etag',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'strict-transport-security',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
  'x-page-cache',
])

const REGISTRY = Symbol.for('site.pageCache')

/**
 * @typedef {{ headers: [string, string | number | string[]][], doc: object, expires: number }} Entry
 * @param {{ ttlMs: number, hosts: string[], trustProxy: boolean, maxEntries?: number, now?: () => number }} o
 *   `hosts`: the two configured hosts (an unknown host is redirected by country: never cached).
 */
export function createPageCache({ ttlMs, hosts, trustProxy, maxEntries = 128, now = Date.now }) {
  const known = new Set(hosts.map((h) => h.trim().toLowerCase()))
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  // Bumped by purge(): a page rendered before an edit must not be stored after it.
  let generation = 0

  /** The host the request pipeline will see (src/features/routing/pipeline.ts requestHost). */
  const hostOf = (req) => {
    const forwarded = trustProxy
      ? String(req.headers['x-forwarded-host'] ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .pop()
      : undefined
    return String(forwarded ?? req.headers.host ?? '')
      .trim()
      .toLowerCase()
  }

  return {
    enabled: ttlMs > 0,
    get generation() {
      return generation
    },
    /** The cache key of a request, or null when its answer may not come from this cache. */
    keyOf(req) {
      if (ttlMs <= 0 || req.method !== 'GET' || req.headers.rsc || req.headers['next-action']) return null
      const url = req.url ?? '/'
      if (url.includes('_rsc=') || STAFF_OR_PREVIEW_COOKIE.test(req.headers.cookie ?? '')) return null
      const host = hostOf(req)
      return known.has(host) ? `${host}${url}` : null
    },
    /** @returns {Entry | null} */
    get(key) {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.expires <= now()) {
        entries.delete(key)
        return null
      }
      return entry
    },
    /**
     * Keeps an answer that Next served from its own cache and marks shareable. `startedAt` is the
     * generation read when the request arrived.
     * @param {string} key @param {number} startedAt
     * @param {{ statusCode: number, headers: Record<string, unknown>, doc: object }} answer
     */
    put(key, startedAt, { statusCode, headers, doc }) {
      if (startedAt !== generation || !storable(statusCode, headers)) return false
      const kept = Object.entries(headers).filter(([k, v]) => v != null && !PER_REQUEST.has(k.toLowerCase()))
      entries.delete(key)
      entries.set(key, { headers: /** @type {Entry['headers']} */ (kept), doc, expires: now() + ttlMs })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value)
      return true
    },
    /** Forgets every page (content changed). */
    purge() {
      generation++
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

/**
 * A 200 that Next answered from its cache (x-nextjs-cache: HIT), that any cache may share
 * (`s-maxage` or `public`, nothing private) and that sets no cookie.
 * @param {number} statusCode @param {Record<string, unknown>} headers lower-case names
 */
export function storable(statusCode, headers) {
  if (statusCode !== 200 || headers['set-cookie'] != null) return false
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() !== 'HIT') return false
  const cc = String(headers['cache-control'] ?? '').toLowerCase()
  return /\b(?:s-maxage|public)\b/.test(cc) && !/\b(?:private|no-store|no-cache)\b/.test(cc)
}

/** Makes `cache` the one purgePageCache() empties (one per server process). */
export function registerPageCache(cache) {
  globalThis[REGISTRY] = cache
}

/**
 * Empties this process's page cache: called wherever content is revalidated (the CMS hooks), so an
 * edit shows at once on this instance; other instances' copies expire within PAGE_CACHE_MS.
 */
export function purgePageCache() {
  globalThis[REGISTRY]?.purge()
}
