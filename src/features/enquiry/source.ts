import { normalHost } from '@/i18n/hosts.mjs'

/**
 * Where an enquiry came from (issue 56 §2): the site's host (from the request, never from the
 * client), the page the form was sent from, the referring site's host and the UTM tags of the
 * visit's landing URL (kept in the tab's session storage by ./form/landing-source.ts).
 *
 * What the client sends is checked field by field; a value that breaks a rule is dropped, not
 * refused: a tracking tag is never worth an enquiry, and the visitor could not correct it anyway.
 */
export type EnquirySource = {
  host?: string
  path?: string
  referrerHost?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
}

const sourceLimits = { path: 300, host: 253, tag: 100 } as const

/** A URL path as browsers send it (percent-encoded): RFC 3986 path characters, from one `/`. */
const pathPattern = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/
/** A host name with an optional port, lower case. */
const hostPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/
/** A campaign tag: any letters (Chinese ones too), digits and punctuation, no control characters or markup. */
const tagPattern = /^[^\p{C}<>"'`\\]+$/u

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const checked = (value: string, max: number, pattern: RegExp) =>
  value !== '' && value.length <= max && pattern.test(value) ? value : undefined

/**
 * The source to store. `host` is the request's Host when it is one of `siteHosts` (else none);
 * `raw` is the client's `source` object; a referring host that is one of the site's own is no
 * referrer.
 */
export function enquirySource(
  raw: unknown,
  host: string | null,
  siteHosts: readonly string[],
): EnquirySource {
  const client = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  const own = new Set(siteHosts.map(normalHost))
  const requestHost = normalHost(host)
  const referrerHost = checked(text(client.referrerHost).toLowerCase(), sourceLimits.host, hostPattern)
  const source: EnquirySource = {
    host: own.has(requestHost) ? requestHost : undefined,
    path: checked(text(client.path), sourceLimits.path, pathPattern),
    referrerHost: referrerHost && !own.has(referrerHost) ? referrerHost : undefined,
    utmSource: checked(text(client.utmSource), sourceLimits.tag, tagPattern),
    utmMedium: checked(text(client.utmMedium), sourceLimits.tag, tagPattern),
    utmCampaign: checked(text(client.utmCampaign), sourceLimits.tag, tagPattern),
  }
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined))
}
