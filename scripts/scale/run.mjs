#!/usr/bin/env node
// `npm run test:scale`: proves on this machine that two production instances behind nginx (the
// shipped deploy/nginx.conf), on one PostgreSQL database, one Redis and one S3-compatible store,
// behave as one site (docs/operations.md):
//   1. both start at the same moment on an empty database: migrations and seed run once;
//   2. an edit through the CMS REST API on instance A shows on a page served by B within 5 s;
//   3. 100 enquiries over both: 100 stored, 100 mailed, none twice (both instances run the queue);
//      and 100 team-chat alerts to a fake webhook, none twice;
//   4. the same with the mail server down during the burst, after it comes back (chat included);
//   5. the enquiry rate limit holds across both (the 6th in a minute is refused by either);
//   6. stopping one instance mid-load: nginx fails over, no 5xx beyond the requests in flight;
//   7. uploads with S3_BUCKET: the original and its resized variants land in the bucket.
// Needs: a production build (built when missing), nginx with its two brotli modules and openssl
// (`apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static
// openssl`), PostgreSQL and Redis on loopback (SCALE_PG_URL, SCALE_REDIS_URL). Bounded in time;
// removes its database, Redis keys and files, and stops every process it started, also on failure.
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { createClient } from 'redis'
import S3rver from 's3rver'
import sharp from 'sharp'
import { nginxBin, nginxInstall, nginxModules } from '../../bench/lib/nginx.mjs'
import { productionServerEnv, serverArgs } from '../server-process.mjs'
import { ChatSink, MailSink, json, nginxConfig, request, sleep, startProcess, waitFor } from './support.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const basePort = Number(process.env.SCALE_PORT || 3230)
const ports = { a: Number(process.env.SCALE_PORT_A || 3205), b: Number(process.env.SCALE_PORT_B || 3206) }
const front = basePort
const smtpPort = basePort + 1
const s3Port = basePort + 2
// deploy/nginx.conf's https and plain-http redirect ports (the proof itself uses its plain port).
const frontTls = basePort + 3
const frontRedirect = basePort + 4
const chatPort = basePort + 5
const pgAdminUrl = process.env.SCALE_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const redisBase = process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379/7'
const run = `${Date.now().toString(36)}${process.pid}`
const dbName = `scale_${run}`
const dir = path.join(root, '.tmp', `scale-${run}`)
const redisPrefix = `scale-${run}:`
const admin = { email: 'scale@example.com', password: 'scale-proof-password' }
const zhHost = `localhost:${front}`
const deadline = setTimeout(() => fail('the proof took longer than 15 minutes'), 15 * 60_000)

const results = []
const children = []
let s3 = null
const mail = new MailSink(smtpPort)
const chat = new ChatSink(chatPort)

function check(name, ok, detail = '') {
  results.push({ name, ok })
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`)
}

async function fail(message) {
  console.error(`scale proof aborted: ${message}`)
  await cleanup()
  process.exit(1)
}

const dbUrl = () => {
  const u = new URL(pgAdminUrl)
  u.pathname = `/${dbName}`
  return u.toString()
}

async function sql(query, values, url = dbUrl()) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(query, values)).rows
  } finally {
    await client.end()
  }
}

function instanceEnv(port, extra = {}) {
  return {
    ...productionServerEnv(distDir, port),
    DATA_DIR: path.join(dir, `data-${port}`),
    DATABASE_URL: dbUrl(),
    PAYLOAD_SECRET: 'scale-proof-secret-0123456789abcdef',
    REDIS_URL: redisBase,
    REDIS_KEY_PREFIX: redisPrefix,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Website <no-reply@localhost>',
    SITE_ZH_HOST: zhHost,
    SITE_EN_HOST: `en.localhost:${front}`,
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JOBS_AUTORUN: 'true',
    GEOIP_PROVIDER: 'off',
    LOG_LEVEL: 'warn',
    ...extra,
  }
}

function startInstance(name, port, extra) {
  const p = startProcess(name, process.execPath, serverArgs(), {
    cwd: root,
    env: instanceEnv(port, extra),
    logFile: path.join(dir, `${name}.log`),
  })
  p.port = port
  children.push(p)
  return p
}

async function healthy(port, ms) {
  return waitFor(async () => (await request(port, '/healthz', { timeoutMs: 5000 })).status === 200, ms, 1000)
}

let cleaned = false
async function cleanup() {
  if (cleaned) return
  cleaned = true
  clearTimeout(deadline)
  await Promise.all(children.map((c) => c.stop().catch(() => undefined)))
  await mail.down().catch(() => undefined)
  await chat.down().catch(() => undefined)
  await s3?.close().catch(() => undefined)
  await sql(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`, [], pgAdminUrl).catch((e) =>
    console.error(`could not drop ${dbName}: ${e.message}`),
  )
  try {
    const r = createClient({ url: redisBase })
    await r.connect()
    const keys = []
    for await (const batch of r.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 })) keys.push(...batch)
    if (keys.length) await r.unlink(keys)
    await r.quit()
  } catch (e) {
    console.error(`could not remove Redis keys ${redisPrefix}*: ${e.message}`)
  }
  if (process.env.SCALE_KEEP !== '1') fs.rmSync(dir, { recursive: true, force: true })
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => fail(`stopped by ${sig}`))

/** A contact-form submission as the site's dialog sends it, from visitor address `from`. */
function enquire(port, marker, from) {
  const body = JSON.stringify({
    username: marker,
    phone: '13800138000',
    email: 'visitor@example.com',
    company: 'Scale proof',
    product: 'MogDB',
    description: `Proof enquiry ${marker}`,
  })
  return request(port, '/api/demandEmail', {
    method: 'POST',
    from,
    body,
    headers: {
      Host: zhHost,
      Origin: `http://${zhHost}`,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    },
  })
}

/** 5 enquiries per visitor address (the per-minute limit), `count` in all, 10 at a time, through nginx. */
async function burst(tag, count, firstAddress) {
  const statuses = []
  for (let i = 0; i < count; i += 10) {
    const batch = []
    for (let j = i; j < Math.min(count, i + 10); j++) {
      const from = `127.0.${firstAddress + Math.floor(j / 5)}.1`
      batch.push(enquire(front, `${tag}${String(j).padStart(3, '0')}x`, from).then((r) => r.status))
    }
    statuses.push(...(await Promise.all(batch)))
  }
  return statuses
}

async function storedCount(tag) {
  const rows = await sql('SELECT count(*)::int AS n FROM enquiries WHERE username LIKE $1', [`${tag}%`])
  return rows[0].n
}

async function sentCount(tag) {
  const rows = await sql(
    "SELECT count(*)::int AS n FROM enquiries WHERE username LIKE $1 AND delivery_status = 'sent'",
    [`${tag}%`],
  )
  return rows[0].n
}

async function alertedCount(tag) {
  const rows = await sql(
    'SELECT count(*)::int AS n FROM enquiries WHERE username LIKE $1 AND alerted_at IS NOT NULL',
    [`${tag}%`],
  )
  return rows[0].n
}

/** Each of the tag's enquiries announced in the group chat exactly once. */
async function chattedOnce(tag, count) {
  const ids = (await sql('SELECT id FROM enquiries WHERE username LIKE $1', [`${tag}%`])).map((r) => r.id)
  const counts = chat.alerts()
  const missing = ids.filter((id) => !counts.has(id)).length
  const twice = ids.filter((id) => (counts.get(id) ?? 0) > 1).length
  return { posted: ids.length - missing, twice, ok: ids.length === count && missing === 0 && twice === 0 }
}

function mailedOnce(tag, count) {
  const counts = mail.counts(new RegExp(`${tag}\\d{3}x`, 'g'))
  const twice = [...counts.values()].filter((n) => n > 1).length
  return { distinct: counts.size, twice, ok: counts.size === count && twice === 0 }
}

async function main() {
  fs.mkdirSync(dir, { recursive: true })
  if (!nginxBin) return fail('nginx is not installed (apt-get install -y nginx)')
  if (!nginxModules) return fail(`nginx's brotli modules are not installed (${nginxInstall})`)
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`No production build in ${distDir}: building first…`)
    const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' })
    if (r.status !== 0) return fail('the build failed')
  }

  // Shared services: a fresh database, the mail sink, the S3-compatible store, nginx.
  await sql(`CREATE DATABASE "${dbName}"`, [], pgAdminUrl)
  await mail.up()
  await chat.up()
  s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'media' }],
  })
  await s3.run()
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    nginxConfig({
      dir,
      port: front,
      tlsPort: frontTls,
      redirectPort: frontRedirect,
      upstreams: [ports.a, ports.b],
      staticDir: path.join(root, distDir, 'static'),
    }),
  )
  const nginx = startProcess('nginx', nginxBin, ['-c', conf, '-p', dir, '-g', 'daemon off;'], {
    cwd: root,
    env: process.env,
    logFile: path.join(dir, 'nginx.log'),
  })
  children.push(nginx)

  // 1. Two instances start at once on the empty database.
  const started = Date.now()
  const a = startInstance('a', ports.a)
  const b = startInstance('b', ports.b)
  const up = await Promise.all([healthy(ports.a, 240_000), healthy(ports.b, 240_000)])
  if (!up.every(Boolean)) return fail(`an instance did not start; see ${dir}/a.log and b.log (SCALE_KEEP=1)`)
  console.log(`both instances up in ${Math.round((Date.now() - started) / 1000)} s`)
  const migrations = await sql('SELECT name, count(*)::int AS n FROM payload_migrations GROUP BY name')
  check(
    'migrations applied once although both instances started together',
    migrations.length > 0 && migrations.every((m) => m.n === 1),
    `${migrations.length} migrations`,
  )
  const [{ n: users }] = await sql('SELECT count(*)::int AS n FROM users')
  const [{ n: newsCount, dup }] = await sql(
    "SELECT count(*)::int AS n, (count(*) - count(DISTINCT title))::int AS dup FROM news_locales WHERE _locale = 'zh'",
  )
  check(
    'first staff user and seed content created once',
    users === 1 && newsCount > 0 && dup === 0,
    `${users} staff user(s), ${newsCount} news items, ${dup} duplicated`,
  )

  // 1b. A visitor whose browser carries 24 KB of cookies (the parent domain's) gets the page.
  const cookies = Array.from({ length: 6 }, (_, i) => `c${i}=${'x'.repeat(4000)}`).join('; ')
  const heavy = await request(front, '/about/company', { headers: { Host: zhHost, Cookie: cookies } })
  check('a page through nginx with 24 KB of cookies', heavy.status === 200, `${heavy.status}`)

  // 2. An edit on A shows on B within 5 s (shared cache, tag/path revalidation through Redis).
  const login = json(
    await request(ports.a, '/cms-api/users/login', {
      method: 'POST',
      headers: { Host: zhHost, 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    }),
  )
  if (!login?.token) return fail('could not sign in on instance A')
  const auth = { Host: zhHost, Authorization: `JWT ${login.token}` }
  const news = json(await request(ports.a, '/cms-api/news?limit=1&depth=0&locale=zh', { headers: auth }))
    ?.docs?.[0]
  if (!news) return fail('no seeded news item to edit')
  const page = `/about/news/${news.id}`
  const onB = (timeoutMs = 5000) => request(ports.b, page, { headers: { Host: zhHost }, timeoutMs })
  await onB(60_000)
  const before = await onB(60_000)
  console.log(`B serves ${page}: ${before.status}, x-nextjs-cache ${before.headers['x-nextjs-cache'] ?? '-'}`)
  const title = `Scale proof ${run}`
  const edit = await request(ports.a, `/cms-api/news/${news.id}?locale=zh`, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  const edited = Date.now()
  const seen = await waitFor(async () => (await onB()).body.toString('utf8').includes(title), 5000, 200)
  check(
    'an edit through the CMS on A shows on B within 5 s',
    edit.status === 200 && Boolean(seen),
    seen ? `${Date.now() - edited} ms` : `edit ${edit.status}; not seen on B`,
  )

  // 2b. A landing page published on A is served on B at once, though B had cached its 404 first.
  const landing = `/events/scale-${run}`
  const landingOnB = () => request(ports.b, landing, { headers: { Host: zhHost }, timeoutMs: 5000 })
  const missing = await landingOnB()
  await landingOnB() // the 404 is now B's cached answer
  const created = await request(ports.a, '/cms-api/pages?locale=zh', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: `Scale landing ${run}`,
      path: landing,
      layout: [{ blockType: 'hero', heading: `Scale landing ${run}` }],
      _status: 'published',
    }),
  })
  const published = Date.now()
  const served = await waitFor(
    async () => {
      const r = await landingOnB()
      return r.status === 200 && r.body.toString('utf8').includes(`Scale landing ${run}`)
    },
    5000,
    200,
  )
  check(
    'a landing page published on A is served on B within 5 s (its 404 was cached there)',
    missing.status === 404 && created.status === 201 && Boolean(served),
    served
      ? `${Date.now() - published} ms`
      : `before ${missing.status}; create ${created.status}; not served on B`,
  )

  // 3. 100 enquiries over both instances: stored and mailed exactly once each, and announced once
  // each in the group chat (the team-chat global set through the CMS API, as an admin does).
  const chatSet = await request(ports.a, '/cms-api/globals/team-chat', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ defaultWebhook: { platform: 'wecom', url: chat.url } }),
  })
  if (chatSet.status !== 200) return fail(`could not set the team-chat webhook: ${chatSet.status}`)
  const statuses = await burst('s', 100, 10)
  const accepted = statuses.filter((s) => s === 200).length
  check('100 enquiries accepted through nginx', accepted === 100, `${accepted} × 200`)
  await waitFor(async () => (await sentCount('s')) === 100, 180_000, 1000)
  await sleep(6000) // one more runner round on both instances: a duplicate would show now
  const once = mailedOnce('s', 100)
  check(
    '100 stored, 100 mailed, none twice',
    (await storedCount('s')) === 100 && (await sentCount('s')) === 100 && once.ok,
    `${once.distinct} distinct messages, ${once.twice} duplicated, ${mail.messages.length} received`,
  )
  await waitFor(async () => (await alertedCount('s')) === 100, 60_000, 1000)
  await sleep(6000)
  const chatted = await chattedOnce('s', 100)
  check(
    '100 team-chat alerts, none twice',
    chatted.ok,
    `${chatted.posted} enquiries announced, ${chatted.twice} twice, ${chat.messages.length} messages received`,
  )

  // 4. The mail server is down during the burst; everything goes out once it is back.
  await mail.down()
  const downStatuses = await burst('d', 100, 40)
  check(
    '100 enquiries accepted while mail is down',
    downStatuses.every((s) => s === 200),
  )
  // The runners see the mail server refuse connections and skip their rounds: the jobs wait,
  // queued, instead of spending their retries on the outage (src/features/mail/reachability.ts).
  await sleep(12_000) // two runner rounds on each instance
  const [{ n: failedWhileDown }] = await sql(
    "SELECT count(*)::int AS n FROM enquiries WHERE username LIKE 'd%' AND delivery_attempts > 0",
  )
  console.log(`${failedWhileDown} delivery attempts spent while the mail server was down; bringing it back`)
  await mail.up()
  const recovered = await waitFor(async () => (await sentCount('d')) === 100, 240_000, 2000)
  await sleep(6000)
  const onceAfter = mailedOnce('d', 100)
  check(
    'mail outage: 100 stored, 100 mailed after it ends, none twice',
    Boolean(recovered) && failedWhileDown === 0 && (await storedCount('d')) === 100 && onceAfter.ok,
    `${failedWhileDown} attempts during the outage; ${onceAfter.distinct} distinct, ${onceAfter.twice} duplicated`,
  )
  // The chat jobs share the mail queue, so they waited out the outage too.
  await waitFor(async () => (await alertedCount('d')) === 100, 60_000, 1000)
  const chattedAfter = await chattedOnce('d', 100)
  check(
    'mail outage: 100 team-chat alerts after it ends, none twice',
    chattedAfter.ok,
    `${chattedAfter.posted} enquiries announced, ${chattedAfter.twice} twice`,
  )

  // 5. The rate limit holds across instances: one visitor, alternating A and B.
  const limitStatuses = []
  for (let i = 0; i < 8; i++) {
    const r = await enquire(i % 2 ? ports.b : ports.a, `r${String(i).padStart(3, '0')}x`, '127.0.99.1')
    limitStatuses.push(r.status)
  }
  check(
    'rate limit holds across instances (6th request refused by either)',
    limitStatuses.slice(0, 5).every((s) => s === 200) && limitStatuses.slice(5).every((s) => s === 429),
    limitStatuses.join(' '),
  )

  // 6. Stop B mid-load: nginx sends everything to A.
  const load = { stop: false, statuses: new Map(), inFlight: 0 }
  const concurrency = 8
  // Half the requests are the public API, which nginx never caches: the page alone would mostly
  // be answered from the micro-cache without reaching either instance.
  const workers = Array.from({ length: concurrency }, async (_, w) => {
    while (!load.stop) {
      const r = await request(front, w % 2 ? page : '/api/solutionplans', { headers: { Host: zhHost } })
      load.statuses.set(r.status, (load.statuses.get(r.status) ?? 0) + 1)
    }
  })
  await sleep(3000)
  await b.stop('SIGTERM')
  await sleep(5000)
  load.stop = true
  await Promise.all(workers)
  const total = [...load.statuses.values()].reduce((x, y) => x + y, 0)
  const errors = [...load.statuses].filter(([s]) => s === 0 || s >= 500).reduce((x, [, n]) => x + n, 0)
  check(
    'one instance stopped mid-load: no 5xx beyond the requests in flight',
    errors <= concurrency && total > 0,
    `${total} requests, statuses ${JSON.stringify(Object.fromEntries(load.statuses))}`,
  )

  // 7. Uploads in S3: B comes back with S3_BUCKET set and takes an image.
  const s3env = {
    S3_BUCKET: 'media',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const b2 = startInstance('b-s3', ports.b, s3env)
  if (!(await healthy(ports.b, 180_000))) return fail('instance B did not restart with S3')
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer()
  const boundary = `----scale${run}`
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ alt: 'scale proof' })}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scale-${run}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const upload = await request(ports.b, '/cms-api/media', {
    method: 'POST',
    headers: {
      ...auth,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': multipart.length,
    },
    body: multipart,
  })
  const doc = json(upload)?.doc
  const objects = fs.existsSync(path.join(dir, 's3', 'media'))
    ? fs.readdirSync(path.join(dir, 's3', 'media'), { recursive: true }).map(String)
    : []
  const sized = doc && Object.values(doc.sizes ?? {}).filter((s) => s?.filename && s.width && s.height)
  const file = doc?.url ? await request(ports.b, doc.url, { headers: { Host: zhHost } }) : { status: 0 }
  check(
    'S3 uploads: original and resized variants (with width/height) in the bucket, served back',
    upload.status === 201 &&
      objects.some((o) => o.includes(`scale-${run}`)) &&
      sized?.length >= 1 &&
      sized.every((s) => objects.some((o) => o.includes(s.filename))) &&
      file.status === 200,
    `upload ${upload.status}${upload.status === 201 ? '' : ` ${upload.body.toString('utf8').slice(0, 300)}`}, ${sized?.length ?? 0} sizes, ${objects.filter((o) => o.includes(run)).length} objects, file ${file.status}`,
  )
  await b2.stop()
  await a.stop()
}

try {
  await main()
} catch (error) {
  console.error(error)
  results.push({ name: 'unexpected error', ok: false })
}
await cleanup()
const failed = results.filter((r) => !r.ok).length
console.log(`scale: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed || results.length === 0 ? 1 : 0)
