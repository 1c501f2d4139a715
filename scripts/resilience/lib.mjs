// Shared pieces of the resilience suite (scripts/resilience/run.mjs): a production server on its
// own port and data directory, plain HTTP on loopback, a switchable SMTP server, a copy of the
// build's seeded site for each scenario.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { seededTemplate } from '../seeded-template.mjs'
import { productionServerEnv, serverArgs } from '../server-process.mjs'

export const root = path.resolve(import.meta.dirname, '../..')
export const distDir = process.env.NEXT_DIST_DIR || '.next'
export const basePort = Number(process.env.RESILIENCE_PORT || 3250)
export const short = process.env.RESILIENCE_SHORT === '1'
export const workDir = path.join(root, '.tmp', `resilience-${basePort}`)
export const admin = { email: 'resilience@example.com', password: 'resilience-password-1' }
export const hosts = (port) => ({ zh: `www.site.test:${port}`, en: `en.site.test:${port}` })

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One HTTP request to 127.0.0.1; never throws (status 0 with the error instead). `from` picks the
 * loopback source address (all of 127.0.0.0/8 is this machine), so a test can be many visitors.
 */
export function request(
  port,
  pathname,
  { method = 'GET', headers = {}, body, from, timeoutMs = 15_000 } = {},
) {
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (r) => resolve({ ms: performance.now() - started, ...r })
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers,
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', (error) => done({ status: 0, error, headers: {}, body: Buffer.alloc(0) }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => done({ status: 0, error, headers: {}, body: Buffer.alloc(0) }))
    if (body !== undefined) req.write(body)
    req.end()
  })
}

export async function waitFor(check, ms, stepMs = 250) {
  const end = Date.now() + ms
  let value
  while (Date.now() < end) {
    value = await check()
    if (value) return value
    await sleep(stepMs)
  }
  return value
}

/** An SMTP server on loopback keeping what it accepts; `down()` / `up()` make an outage. */
export class MailSink {
  messages = []
  server = null
  constructor(port) {
    this.port = port
  }
  up() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, done) => {
        const chunks = []
        stream.on('data', (c) => chunks.push(c))
        stream.on('end', () => {
          this.messages.push(Buffer.concat(chunks).toString('utf8'))
          done()
        })
      },
    })
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.port, '127.0.0.1', resolve)
    })
  }
  down() {
    const server = this.server
    this.server = null
    return server ? new Promise((resolve) => server.close(resolve)) : Promise.resolve()
  }
  /** How many messages carry each marker matching `pattern` (in the body, e.g. `rz-17-42`). */
  counts(pattern) {
    const counts = new Map()
    for (const m of this.messages)
      for (const marker of new Set(readable(m).match(pattern) ?? []))
        counts.set(marker, (counts.get(marker) ?? 0) + 1)
    return counts
  }
}

/** A single-part message's text whatever its transfer encoding (nodemailer picks base64 or QP). */
function readable(raw) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8')
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)))
  return body
}

export function serverEnv(port, dataDir, extra = {}) {
  const h = hosts(port)
  const env = {
    ...productionServerEnv(distDir, port),
    HOSTNAME: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    PAYLOAD_SECRET: 'resilience-secret-0123456789abcdef',
    SITE_ZH_HOST: h.zh,
    SITE_EN_HOST: h.en,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    GEOIP_PROVIDER: 'off',
    LOG_LEVEL: 'warn',
    // One loopback client sends everything here: the enquiry limits are not under test.
    ENQUIRY_RATE_PER_MINUTE: '10000',
    ENQUIRY_RATE_PER_DAY: '1000000',
    ...extra,
  }
  // A setting given as undefined in `extra` is left out.
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined))
}

/** A production server (server.mjs) as a child process; `stop()` / `kill()` end it. */
export function startServer(name, port, dataDir, extra = {}) {
  fs.mkdirSync(dataDir, { recursive: true })
  // As `npm start` does: pages cached by an earlier run (the e2e suite, another scenario) came from
  // another database and other hosts; each scenario starts with an empty page cache.
  for (const dir of ['server/route-cache', 'cache/fetch-cache'])
    fs.rmSync(path.join(root, distDir, dir), { recursive: true, force: true })
  const logFile = path.join(workDir, `${name}.log`)
  const out = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: serverEnv(port, dataDir, extra),
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  let exited = false
  exit.then(() => (exited = true))
  const server = {
    name,
    port,
    child,
    logFile,
    exit,
    get exited() {
      return exited
    },
    async ready(ms = 180_000) {
      const ok = await waitFor(
        async () => {
          if (exited) return true
          return (await request(port, '/healthz', { timeoutMs: 5000 })).status === 200
        },
        ms,
        500,
      )
      if (exited || !ok) throw new Error(`${name} did not become healthy (see ${logFile})`)
      return server
    },
    kill: (signal = 'SIGKILL') => {
      if (!exited) child.kill(signal)
      return exit
    },
    async stop() {
      if (exited) return exit
      child.kill('SIGTERM')
      const t = setTimeout(() => child.kill('SIGKILL'), 12_000)
      await exit
      clearTimeout(t)
      return exit
    },
    /** Resident memory in bytes, from /proc (Linux). */
    rss() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
    },
  }
  return server
}

/** A copy of the build's seeded site (scripts/seeded-template.mjs) for one scenario. */
export async function freshData(name) {
  const dir = path.join(workDir, name)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(await seededTemplate(distDir), dir, { recursive: true })
  return dir
}

/** A contact-form submission as the dialog sends it. */
export function enquire(port, marker, locale = 'zh') {
  const host = hosts(port)[locale]
  const body = JSON.stringify({
    username: 'Resilience',
    phone: '13800138000',
    email: 'visitor@example.com',
    company: 'Resilience test',
    product: 'MogDB',
    description: `Resilience enquiry ${marker}`,
  })
  return request(port, '/api/demandEmail', {
    method: 'POST',
    body,
    headers: { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json' },
  })
}

/** Rows of a read-only SQL query on a scenario's SQLite file (sqlite3 CLI not needed: libsql). */
export async function sqlite(dataDir, query) {
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  try {
    return (await db.execute(query)).rows
  } finally {
    db.close()
  }
}

export function ensureBuild() {
  if (fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) return
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  })
  if (r.status !== 0) throw new Error('build failed')
}

/** Collects PASS/FAIL lines; `ok` is false once anything failed. */
export class Report {
  results = []
  figures = {}
  check(name, ok, detail = '') {
    this.results.push({ name, ok: Boolean(ok), detail })
    console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`)
    return Boolean(ok)
  }
  get ok() {
    return this.results.every((r) => r.ok)
  }
}
