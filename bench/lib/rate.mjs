// A constant-rate (open-loop) load generator for the enquiry: request i starts at i / rate seconds
// whatever the earlier ones are doing, so a slow answer cannot slow the load down and hide itself
// (a closed loop of N connections measures how fast the server answers N at a time, not how it
// holds a rate). Each enquiry comes from its own visitor: its own connection, bound to its own
// loopback address (127.0.0.0/8 is all loopback on Linux). nginx appends that address to
// X-Forwarded-For (deploy/nginx.conf, $proxy_add_x_forwarded_for) and the app, with TRUST_PROXY on,
// takes the address nginx appended last (src/lib/client-ip.ts): each request counts against a
// different visitor's limits, as distinct visitors do. A client-sent X-Forwarded-For would be
// ignored there, so none is sent.
import http from 'node:http'
import { percentile } from './stats.mjs'

/** The i-th visitor's loopback address: 127.10.0.1 onwards, never .0 or .255. */
export function visitorAddress(i) {
  const host = (i % 254) + 1
  const n = Math.floor(i / 254)
  return `127.${10 + (Math.floor(n / 256) % 200)}.${n % 256}.${host}`
}

function post({ port, host, origin, path, i, timeoutMs }) {
  const body = JSON.stringify({
    username: `Bench ${i}`,
    phone: '13800000000',
    email: `bench${i}@example.com`,
    company: 'Bench Ltd',
    product: 'MogDB',
    description: 'A benchmark enquiry.',
  })
  return new Promise((resolve) => {
    const started = performance.now()
    const done = (status, error) => resolve({ ms: performance.now() - started, status, error })
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: visitorAddress(i),
        agent: false,
        timeout: timeoutMs,
        headers: {
          host,
          origin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode))
        res.on('error', (e) => done(0, e.message))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (e) => done(0, e.message))
    req.end(body)
  })
}

/**
 * `rate` enquiries per second for `seconds`, from distinct addresses, through `port` (nginx).
 * `first` numbers the visitors, so consecutive runs never reuse an address. Returns the figures
 * and `ok`: every answer 2xx and the generator kept its schedule (it is on the same machine).
 */
export async function constantRate({
  port,
  host,
  origin,
  rate,
  seconds,
  first = 0,
  path = '/api/demandEmail',
  timeoutMs = 10_000,
}) {
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const t0 = performance.now()
  const pending = []
  let lateMs = 0
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    lateMs = Math.max(lateMs, performance.now() - due)
    pending.push(post({ port, host, origin, path, i: first + i, timeoutMs }))
  }
  const answers = await Promise.all(pending)
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
  const errors = answers.filter((a) => !(a.status >= 200 && a.status < 300))
  const r2 = (v) => Number(v.toFixed(2))
  return {
    rate,
    seconds,
    requests: total,
    p50Ms: r2(percentile(ms, 50)),
    p90Ms: r2(percentile(ms, 90)),
    p99Ms: r2(percentile(ms, 99)),
    maxMs: r2(ms.at(-1)),
    errors: errors.length,
    errorSample: errors.slice(0, 3).map((e) => e.error ?? `status ${e.status}`),
    // How far behind its schedule the generator fell (a busy machine): over a second, the rate
    // was not the one asked for.
    scheduleLagMs: Math.round(lateMs),
    ok: errors.length === 0 && lateMs < 1000,
  }
}

/**
 * The highest rate held with p99 under `p99Ms` and no error: doubling from `from` for
 * `seconds` each until one fails, then halfway back once. Returns every step and the best.
 */
export async function highestRate({
  port,
  host,
  origin,
  from = 50,
  seconds = 10,
  p99Ms = 500,
  max = 3200,
  first = 1_000_000,
  log,
}) {
  const steps = []
  let next = first
  const tryRate = async (rate) => {
    const r = await constantRate({ port, host, origin, rate, seconds, first: next })
    next += r.requests
    steps.push(r)
    log?.(`  enquiry at ${rate}/s: p99 ${r.p99Ms} ms, ${r.errors} errors, schedule lag ${r.scheduleLagMs} ms`)
    return r.ok && r.p99Ms < p99Ms
  }
  let good = 0
  let bad = 0
  for (let rate = from; rate <= max; rate *= 2) {
    if (await tryRate(rate)) good = rate
    else {
      bad = rate
      break
    }
  }
  if (good && bad && bad - good > 10) {
    const mid = Math.round((good + bad) / 2)
    if (await tryRate(mid)) good = mid
  }
  return { bestRate: good, p99LimitMs: p99Ms, steps }
}
