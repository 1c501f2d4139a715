// Served over https (SITE_PROTOCOL=https behind a TLS-terminating proxy): HSTS on every response
// and the staff session cookie marked Secure; a client-sent X-Forwarded-Proto alone switches
// nothing on when the proxy is not trusted.
import { admin, freshData, hosts, request, startServer } from './lib.mjs'

export async function httpsSite(report) {
  const port = Number(process.env.RESILIENCE_HTTPS_PORT || 3202)
  const h = hosts(port)
  const https = await freshData('https')
  const server = startServer('https', port, https, { SITE_PROTOCOL: 'https' })
  try {
    await server.ready()
    const login = await request(port, '/cms-api/users/login', {
      method: 'POST',
      headers: { Host: h.zh, Origin: `https://${h.zh}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const cookie =
      [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('payload-token=')) ?? ''
    report.check(
      'https: the staff session cookie is Secure and HttpOnly',
      login.status === 200 && /;\s*Secure/i.test(cookie) && /HttpOnly/i.test(cookie),
      `${login.status} ${cookie.replace(/=[^;]+/, '=…')}`,
    )
    const sts = []
    for (const p of ['/', '/api/banners', '/cms-api/users', '/no-such-page', '/favicon.ico'])
      sts.push(
        (await request(port, p, { headers: { Host: h.zh } })).headers['strict-transport-security'] ?? 'none',
      )
    report.check(
      'https: HSTS on pages, API, errors and files',
      sts.every((v) => /max-age=\d+/.test(v)),
      sts.join(' | '),
    )
  } finally {
    await server.stop()
  }
  // The same build on plain http: no HSTS, and a forged X-Forwarded-Proto does not add it.
  const plainDir = await freshData('http')
  const plain = startServer('http', port, plainDir)
  try {
    await plain.ready()
    const r = await request(port, '/', { headers: { Host: h.zh, 'X-Forwarded-Proto': 'https' } })
    report.check(
      'http: no HSTS, even with a forged X-Forwarded-Proto',
      !r.headers['strict-transport-security'],
      r.headers['strict-transport-security'] ?? 'none',
    )
    const login = await request(port, '/cms-api/users/login', {
      method: 'POST',
      headers: { Host: h.zh, Origin: `http://${h.zh}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const cookie =
      [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('payload-token=')) ?? ''
    report.check(
      'http: the cookie works without Secure (local development)',
      login.status === 200 && !/;\s*Secure/i.test(cookie),
      `${login.status}`,
    )
  } finally {
    await plain.stop()
  }
}
