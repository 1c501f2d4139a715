/**
 * The visit's landing source, in the tab's session storage only: no cookie, no third party, and
 * nothing leaves the browser until the visitor sends an enquiry (issue 56 §2; the privacy page
 * says so). The first page load of a tab records it; later loads keep that first touch.
 */
const KEY = 'enquiry-source'

/** Records the landing URL's UTM tags and the referring site's host, once per tab. */
export function captureLandingSource(): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return
    const query = new URLSearchParams(location.search)
    const tag = (name: string) => query.get(name)?.trim().slice(0, 100) || undefined
    let referrerHost: string | undefined
    try {
      const referrer = new URL(document.referrer)
      if (referrer.host !== location.host) referrerHost = referrer.host
    } catch {
      // No referrer (typed, bookmarked, or withheld by the referring site).
    }
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        referrerHost,
        utmSource: tag('utm_source'),
        utmMedium: tag('utm_medium'),
        utmCampaign: tag('utm_campaign'),
      }),
    )
  } catch {
    // Storage off (private mode, blocked): the enquiry goes without its source.
  }
}

/** What an enquiry sends of its source: the landing record and the page it is sent from. */
export function landingSource(): Record<string, unknown> {
  let landing: unknown = null
  try {
    landing = JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
  } catch {
    // Unreadable: send the page alone.
  }
  return { ...(landing !== null && typeof landing === 'object' ? landing : {}), path: location.pathname }
}
