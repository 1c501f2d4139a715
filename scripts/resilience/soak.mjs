// Soak: 100 connections for 10 minutes (60 s with RESILIENCE_SHORT=1) over pages of both hosts
// and the public API. Passes with 0 errors, 0 5xx and resident memory growing < 15% after warm-up.
import autocannon from 'autocannon'
import { basePort, freshData, hosts, request, short, sleep, startServer } from './lib.mjs'

const API = [
  '/api/banners',
  '/api/solutionplans?pageNum=1&pageSize=6',
  '/api/productplans?pageNum=1&pageSize=6',
  '/api/productDocType',
  '/api/productVideoType',
  '/api/productBrief?type=MogDB',
]

/** Up to `max` page paths of the sitemap, so the mix follows the seeded content. */
async function pagePaths(port, host, max) {
  const locs = async (path) => {
    const r = await request(port, path, { headers: { Host: host } })
    return [...r.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  }
  // /sitemap.xml is the index of the sitemap files; the first file is enough for a mix.
  const [file = '/sitemaps/sitemap/1.xml'] = await locs('/sitemap.xml')
  return [...new Set(['/', ...(await locs(file))])].slice(0, max)
}

const cannon = (opts) =>
  new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)))
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    })
  })

export async function soak(report) {
  const port = basePort
  const h = hosts(port)
  const data = await freshData('soak')
  const server = startServer('soak', port, data)
  try {
    await server.ready()
    const targets = []
    for (const host of [h.zh, h.en]) {
      for (const path of await pagePaths(port, host, 15)) targets.push({ host, path })
      for (const path of API) targets.push({ host, path })
    }
    // Every target answers 200 before the load (and the page cache is filled).
    const bad = []
    for (const t of targets) {
      const r = await request(port, t.path, { headers: { Host: t.host } })
      if (r.status !== 200) bad.push(`${t.host}${t.path} → ${r.status}`)
    }
    report.check(
      'soak: every target answers 200 before the load',
      bad.length === 0,
      bad.slice(0, 5).join(', '),
    )
    const live = targets.filter((t) => !bad.includes(t))
    const requests = live.map((t) => ({ method: 'GET', path: t.path, headers: { host: t.host } }))
    const base = { url: `http://127.0.0.1:${port}`, connections: 100, requests, timeout: 30 }

    const warmSeconds = short ? 30 : 60
    const seconds = short ? 60 : 600
    const warm = await cannon({ ...base, duration: warmSeconds })
    await sleep(2000)
    const rssStart = server.rss()
    const samples = []
    const sampler = setInterval(() => samples.push(server.rss()), 5000)
    const result = await cannon({ ...base, duration: seconds })
    clearInterval(sampler)
    await sleep(2000)
    const rssEnd = server.rss()
    const fivexx = result['5xx'] ?? 0
    const growth = (rssEnd - rssStart) / rssStart
    const mb = (b) => `${Math.round(b / 1048576)} MB`
    report.figures.soak = {
      seconds,
      connections: 100,
      targets: live.length,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      fivexx,
      rssWarm: mb(rssStart),
      rssEnd: mb(rssEnd),
      rssMax: mb(Math.max(rssEnd, ...samples)),
      growthPct: Math.round(growth * 1000) / 10,
      warmRequests: warm.requests.total,
    }
    console.log('soak figures', report.figures.soak)
    report.check(
      `soak: ${seconds} s at 100 connections without errors`,
      result.errors === 0 && result.timeouts === 0,
      `errors ${result.errors}, timeouts ${result.timeouts}`,
    )
    report.check(
      'soak: no 5xx and no other non-2xx',
      fivexx === 0 && result.non2xx === 0,
      `5xx ${fivexx}, non-2xx ${result.non2xx}`,
    )
    report.check(
      'soak: resident memory grows < 15% after warm-up',
      growth < 0.15,
      `${mb(rssStart)} → ${mb(rssEnd)} (${report.figures.soak.growthPct}%)`,
    )
    report.check('soak: the server is still healthy', (await request(port, '/healthz')).status === 200)
  } finally {
    await server.stop()
  }
}
