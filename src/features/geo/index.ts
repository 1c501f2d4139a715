import { env } from '@/lib/env'
import { createGeoLocator, type GeoLocator } from './locate'
import { httpProvider, localProvider } from './providers'

export type { GeoLocator } from './locate'

let locator: GeoLocator | null | undefined

/** The configured locator, built once per process; null when GEOIP_PROVIDER=off. */
export function geoLocator(): GeoLocator | null {
  if (locator !== undefined) return locator
  const e = env()
  if (e.GEOIP_PROVIDER === 'off') return (locator = null)
  const provider =
    e.GEOIP_PROVIDER === 'http'
      ? httpProvider({ url: e.GEOIP_HTTP_URL!, token: e.GEOIP_HTTP_TOKEN })
      : localProvider(e.GEOIP_DB_PATH)
  locator = createGeoLocator({
    provider,
    timeoutMs: e.GEOIP_TIMEOUT_MS,
    cacheSize: e.GEOIP_CACHE_SIZE,
    cacheTtlMs: e.GEOIP_CACHE_TTL * 1000,
  })
  return locator
}
