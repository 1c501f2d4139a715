/**
 * The attributes of the preview's two cookies (Next's draft-mode cookie and the signed pass), set
 * on the previewed host inside the admin's frame, expiring with the pass.
 *
 * When the two hosts are different sites, the frame's cookies are third-party: they need
 * SameSite=None, and Partitioned (kept for the admin's site only), since browsers now refuse
 * unpartitioned third-party cookies. Both need Secure, which browsers accept over https and on
 * `localhost` names: the default hosts, localhost and en.localhost, are two sites. Other hosts on
 * plain http get Lax, enough when the two share a parent domain (www.example.com and
 * en.example.com are one site, so their cookies are first-party in the frame).
 */
export function previewCookieOptions(host: string | null, protocol: string, expiresAt: Date) {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase()
  const secure = protocol === 'https' || /(^|\.)localhost$/.test(hostname)
  return {
    httpOnly: true,
    path: '/',
    secure,
    sameSite: secure ? ('none' as const) : ('lax' as const),
    partitioned: secure,
    expires: expiresAt,
  }
}
