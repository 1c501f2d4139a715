#!/usr/bin/env node
// One page type only: a filtered listing (issue 55, "Listings cached by their arguments"). Its
// cache-miss render time (a publish, then the first request straight to the app) and its
// throughput straight to the app and through deploy/nginx.conf, on a production build that already
// exists (BENCH_DIST_DIR). Quick, to compare two builds on the same seeded database:
//   BENCH_DIST_DIR=.next-b BENCH_DATA_DIR=/tmp/listing-data node bench/listing.mjs
// BENCH_DATA_DIR: a database folder to reuse (seeded at the first run, kept afterwards);
// BENCH_PORT, BENCH_WORK_DIR as for bench/run.mjs. Prints one JSON line at the end.
import fs from 'node:fs'
import path from 'node:path'
import { loopbackConfig, selfSignedCert, startNginx } from './lib/nginx.mjs'
import { hosts, ports, root, siteDistDir, work } from './lib/paths.mjs'
import { stopAll, waitForStatus } from './lib/proc.mjs'
import { measureRenders } from './lib/renders.mjs'
import { startSite } from './lib/site.mjs'
import { measure } from './lib/wrk.mjs'

const listing = process.env.BENCH_LISTING || '/customer/case?industry=1'
const rounds = Number(process.env.BENCH_ROUNDS || 8)
const log = (msg) => console.log(`[listing] ${msg}`)

fs.rmSync(path.join(work, 'nginx-proxy'), { recursive: true, force: true })
fs.mkdirSync(path.join(work, 'logs'), { recursive: true })
const dataDir = path.resolve(process.env.BENCH_DATA_DIR || path.join(work, 'data'))
fs.mkdirSync(dataDir, { recursive: true })

try {
  const site = startSite(dataDir)
  log(`site from ${siteDistDir} on ${dataDir} (seeds when empty)…`)
  await waitForStatus(ports.site, '/healthz', { alive: () => site.running, timeoutMs: 900_000 })
  await waitForStatus(ports.site, listing, { host: hosts.zh, alive: () => site.running, timeoutMs: 300_000 })

  const prefix = path.join(work, 'nginx-proxy')
  const tls = selfSignedCert(path.join(prefix, 'tls'), ['localhost', 'en.localhost'])
  const proxy = startNginx('nginx-proxy', {
    prefix,
    config: loopbackConfig({
      prefix,
      port: ports.proxy,
      tlsPort: ports.tls,
      redirectPort: ports.redirect,
      tls,
      hosts: ['localhost', 'en.localhost'],
      upstreams: [ports.site],
      staticDir: path.join(root, siteDistDir, 'static'),
    }),
    logFile: path.join(work, 'logs', 'nginx-proxy.log'),
  })
  await waitForStatus(ports.proxy, '/healthz', {
    host: hosts.zh,
    alive: () => proxy.running,
    timeoutMs: 10_000,
  })

  log(`cache-miss renders of ${listing}: ${rounds} rounds of publish + request…`)
  const [renders] = await measureRenders({
    port: ports.site,
    host: hosts.zh,
    pages: [['zh', 'filtered listing', listing]],
    rounds,
    hosts,
  })
  log(
    `  p50 ${renders.p50Ms} ms, p95 ${renders.p95Ms} ms (${renders.samples} renders; ${renders.errors.join('; ') || 'no errors'})`,
  )

  const wrkDir = path.join(work, 'wrk')
  const load = {}
  for (const [target, port] of [
    ['direct', ports.site],
    ['nginx', ports.proxy],
  ]) {
    const r = measure({
      url: `http://127.0.0.1:${port}${listing}`,
      host: hosts.zh,
      warmSeconds: 2,
      seconds: 8,
      workDir: wrkDir,
    })
    load[target] = r
    log(
      `  ${target}: ${r.rps} rps, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${r.ok ? '' : ` (${r.non2xx} non-2xx, ${r.socketErrors} socket errors)`}`,
    )
  }
  console.log(JSON.stringify({ dist: siteDistDir, listing, renders, load }))
} finally {
  await stopAll()
}
