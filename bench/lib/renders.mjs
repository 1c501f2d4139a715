// Cache-miss render times per page type (issue 19): after a publish every page renders once, and
// the visitor who asks first waits for that render. Each round publishes through the CMS's own
// REST API (a save of the site settings, which every page shows in its header and footer, so the
// CMS hook revalidates every page), then asks each page once, directly from the app (no nginx),
// and times the whole answer. An answer Next served from its cache is not a render: it is
// counted as an error of the measurement, so a figure can never come from cached pages.
import { get } from './proc.mjs'
import { percentile } from './stats.mjs'

/** The staff user the bench's site creates at first start (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const benchStaff = { email: 'bench@site.test', password: 'bench-staff-password' }

/**
 * @param {{ port: number, host: string, pages: [string, string, string][], rounds: number, hosts: Record<string, string> }} o
 *   `pages`: [locale, type, path] triples; `host`: the host the CMS is reached on.
 * @returns {Promise<{ type: string, locale: string, path: string, samples: number, p50Ms: number | null, p95Ms: number | null, maxMs: number | null, errors: string[] }[]>}
 */
export async function measureRenders({ port, host, pages, rounds, hosts }) {
  const token = await signIn(port, host)
  const times = new Map(
    pages.map(([l, type, path]) => [`${l} ${type}`, { locale: l, type, path, ms: [], errors: [] }]),
  )
  for (let round = 0; round < rounds; round++) {
    await publishSettings(port, host, token)
    for (const [l, type, path] of pages) {
      const entry = times.get(`${l} ${type}`)
      const started = performance.now()
      const r = await get(port, path, { host: hosts[l] })
      const ms = performance.now() - started
      const cache = String(r.headers['x-nextjs-cache'] ?? '')
      if (r.status !== 200) entry.errors.push(`round ${round}: status ${r.status}`)
      else if (/HIT|STALE/i.test(cache))
        entry.errors.push(`round ${round}: served from Next's cache (${cache}), not rendered`)
      else entry.ms.push(ms)
    }
  }
  return [...times.values()].map(({ locale, type, path, ms, errors }) => {
    const sorted = [...ms].sort((a, b) => a - b)
    const round1 = (v) => (v == null ? null : Math.round(v))
    return {
      type,
      locale,
      path,
      samples: sorted.length,
      p50Ms: round1(percentile(sorted, 50)),
      p95Ms: round1(percentile(sorted, 95)),
      maxMs: round1(sorted.at(-1)),
      errors,
    }
  })
}

/** Signs the bench's staff user in through the CMS's REST API; returns the JWT. */
export async function signIn(port, host) {
  const login = await get(port, '/cms-api/users/login', {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchStaff),
  })
  const token = login.status === 200 ? JSON.parse(login.text).token : null
  if (!token) throw new Error(`renders: staff sign-in failed (${login.status}): ${login.text.slice(0, 200)}`)
  return token
}

/**
 * A publish that every page shows: the site settings (header and footer of every page) saved as
 * they are, which runs the CMS hook that revalidates. Read first: the save validates the whole
 * document, its required fields included. In English: the seed gives the footer's related links
 * an English label only, so a save in Chinese is refused until an editor adds theirs.
 */
export async function publishSettings(port, host, token) {
  const auth = { authorization: `JWT ${token}` }
  const current = await get(port, '/cms-api/globals/site-settings?locale=en&depth=0', {
    host,
    headers: auth,
  })
  if (current.status !== 200) throw new Error(`renders: reading the site settings failed (${current.status})`)
  const settings = JSON.parse(current.text)
  for (const key of ['id', 'globalType', 'createdAt', 'updatedAt']) delete settings[key]
  const saved = await get(port, '/cms-api/globals/site-settings?locale=en&depth=0', {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(settings),
  })
  if (saved.status !== 200)
    throw new Error(`renders: publishing failed (${saved.status}): ${saved.text.slice(0, 200)}`)
}
