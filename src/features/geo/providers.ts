import maxmind, { type Reader, type Response } from 'maxmind'
import path from 'node:path'

/**
 * A country lookup: the ISO 3166-1 alpha-2 code (upper case), or null when the source knows the
 * address but has no country for it (private ranges, unallocated space). It throws when the
 * source fails or answers junk, so the caller can tell "unknown" (→ en host) from "broken"
 * (→ no redirect at all).
 */
export type CountryProvider = (ip: string, signal: AbortSignal) => Promise<string | null>

export class GeoLookupError extends Error {
  override name = 'GeoLookupError'
}

const COUNTRY = /^[A-Za-z]{2}$/
/** Values some services use for "no country" rather than an error. */
const UNKNOWN = new Set(['', 'xx', 'zz', '-', 'local', 'unknown'])

/** Reads a service's country field: a code, "unknown", or junk (throws). */
export function parseCountry(value: unknown): string | null {
  if (typeof value !== 'string') throw new GeoLookupError(`country is not a string: ${JSON.stringify(value)}`)
  const v = value.trim()
  if (UNKNOWN.has(v.toLowerCase())) return null
  if (!COUNTRY.test(v)) throw new GeoLookupError(`not a country code: ${JSON.stringify(value).slice(0, 40)}`)
  return v.toUpperCase()
}

/** The offline database shipped as an npm package (CC BY 4.0 data, updated with the package). */
export const DEFAULT_MMDB_PATH = path.join(
  process.cwd(),
  'node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
)

/**
 * GEOIP_PROVIDER=local: an offline MaxMind-format country database, opened once on first use
 * (about 8 MB in memory). A database that cannot be opened fails every lookup, which the
 * caller logs and treats as "no redirect".
 */
export function localProvider(dbPath: string = DEFAULT_MMDB_PATH): CountryProvider {
  let reader: Promise<Reader<Response>> | undefined
  return async (ip) => {
    reader ??= maxmind.open(dbPath).catch((error: unknown) => {
      reader = undefined // try again on a later request (the file may be restored)
      throw new GeoLookupError(`cannot open ${dbPath}: ${String(error)}`)
    })
    // This database's records are { country_code }, not MaxMind's GeoIP2 shape.
    const record = (await reader).get(ip) as { country_code?: string } | null
    return record?.country_code ? parseCountry(record.country_code) : null
  }
}

export type HttpProviderOptions = { url: string; token?: string; fetch?: typeof fetch }

/** The request URL: `{ip}` in the configured URL is replaced, otherwise `ip=` is appended. */
export function lookupUrl(base: string, ip: string): string {
  if (base.includes('{ip}')) return base.replaceAll('{ip}', encodeURIComponent(ip))
  const url = new URL(base)
  url.searchParams.set('ip', ip)
  return url.toString()
}

/**
 * GEOIP_PROVIDER=http: the external service of spec section 7. GET with the IP and an
 * Authorization header, the country in `data.data.country_id`.
 */
export function httpProvider({ url, token, fetch: fetchImpl = fetch }: HttpProviderOptions): CountryProvider {
  return async (ip, signal) => {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (token) headers.Authorization = token
    const res = await fetchImpl(lookupUrl(url, ip), { headers, signal, cache: 'no-store' })
    if (!res.ok) throw new GeoLookupError(`HTTP ${res.status}`)
    let body: unknown
    try {
      body = await res.json()
    } catch {
      throw new GeoLookupError('answer is not JSON')
    }
    const inner = (body as { data?: { data?: unknown } } | null)?.data?.data
    if (!inner || typeof inner !== 'object') throw new GeoLookupError('answer has no data.data')
    return parseCountry((inner as { country_id?: unknown }).country_id)
  }
}
