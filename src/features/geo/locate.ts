import { LRUCache } from 'lru-cache'
import type { CountryProvider } from './providers'

/** A finished lookup: a country code or null (unknown country). `failed` means: do not redirect. */
export type GeoResult = { ok: true; country: string | null } | { ok: false }

export type GeoLocatorOptions = {
  provider: CountryProvider
  timeoutMs: number
  cacheSize: number
  cacheTtlMs: number
  /** How long a failure is remembered, so a broken service is not asked on every request. */
  failureTtlMs?: number
  log?: (message: string) => void
  now?: () => number
}

export type GeoLocator = {
  locate(ip: string): Promise<GeoResult>
  /** Bounded in entries and age (the old site cached every visitor IP forever); null when off. */
  readonly cache: LRUCache<string, GeoResult> | null
}

/**
 * Wraps a provider with the rules of issue 4: a per-IP cache bounded in entries and age, one
 * lookup in flight per IP, and a hard timeout. Never throws and never waits beyond the timeout.
 */
export function createGeoLocator(options: GeoLocatorOptions): GeoLocator {
  const { provider, timeoutMs, log = (m) => console.warn(m) } = options
  // A size or age of 0 turns caching off: to lru-cache, 0 would mean "no bound" instead.
  const now = options.now
  const cache =
    options.cacheSize > 0 && options.cacheTtlMs > 0
      ? new LRUCache<string, GeoResult>({
          max: options.cacheSize,
          ttl: options.cacheTtlMs,
          // A given clock (tests) is read on every check rather than once per millisecond.
          ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
        })
      : null
  const failureTtlMs = Math.max(1, Math.min(options.failureTtlMs ?? 30_000, options.cacheTtlMs))
  const inFlight = new Map<string, Promise<GeoResult>>()

  async function lookup(ip: string): Promise<GeoResult> {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort()
        reject(new Error(`timed out after ${timeoutMs} ms`))
      }, timeoutMs)
    })
    try {
      // The race bounds the wait even for a provider that ignores the abort signal.
      const country = await Promise.race([provider(ip, controller.signal), timeout])
      const result: GeoResult = { ok: true, country }
      cache?.set(ip, result)
      return result
    } catch (error) {
      log(
        `geoip: lookup for ${ip} failed, no country redirect: ${error instanceof Error ? error.message : String(error)}`,
      )
      const result: GeoResult = { ok: false }
      cache?.set(ip, result, { ttl: failureTtlMs })
      return result
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    cache,
    locate(ip) {
      const hit = cache?.get(ip)
      if (hit) return Promise.resolve(hit)
      let pending = inFlight.get(ip)
      if (!pending) {
        pending = lookup(ip).finally(() => inFlight.delete(ip))
        inFlight.set(ip, pending)
      }
      return pending
    },
  }
}
