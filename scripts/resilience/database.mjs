// The database unavailable: a throw-away PostgreSQL cluster of its own (never the shared one) is
// stopped under the running site, then started again. Cached pages keep serving, other pages
// answer the 503 page in the visitor's language, the API a 503 envelope, the process survives,
// and the site recovers without a restart.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { basePort, hosts, request, sleep, startServer, waitFor, workDir } from './lib.mjs'

const PG_BIN =
  process.env.RESILIENCE_PG_BIN ||
  `/usr/lib/postgresql/${fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().pop() : '15'}/bin`

/** Runs a PostgreSQL tool; as the postgres user when we are root (initdb refuses root). */
function pgTool(tool, args) {
  const cmd = path.join(PG_BIN, tool)
  const asRoot = os.userInfo().uid === 0
  const r = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${r.stderr || r.stdout}`)
  return r.stdout
}

function throwAwayCluster(port) {
  // /tmp, not the checkout: the postgres user must own the directory and reach it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-pg-'))
  const data = path.join(dir, 'data')
  if (os.userInfo().uid === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir])
  pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`
  const start = () =>
    pgTool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'pg.log'), '-w', 'start'])
  const stop = (mode = 'fast') => pgTool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        stop('immediate')
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function databaseDown(report) {
  const port = basePort + 8
  const pgPort = basePort + 9
  const h = hosts(port)
  const pg = throwAwayCluster(pgPort)
  let server
  try {
    pg.start()
    const dataDir = path.join(workDir, 'database')
    fs.rmSync(dataDir, { recursive: true, force: true })
    server = startServer('database', port, dataDir, { DATABASE_URL: pg.url })
    await server.ready(300_000)
    const cached = ['/', '/about/company', '/solution']
    for (const host of [h.zh, h.en])
      for (const p of cached) await request(port, p, { headers: { Host: host } })

    pg.stop('immediate')
    await sleep(1500)
    const health = await request(port, '/healthz')
    report.check('database down: the health check says 503', health.status === 503, `status ${health.status}`)
    const served = []
    for (const host of [h.zh, h.en])
      for (const p of cached) served.push((await request(port, p, { headers: { Host: host } })).status)
    report.check(
      'database down: cached pages still serve',
      served.every((s) => s === 200),
      served.join(','),
    )
    const zh = await request(port, '/about/job', { headers: { Host: h.zh } })
    const en = await request(port, '/about/job', { headers: { Host: h.en } })
    report.check(
      "database down: an uncached page answers the 503 page in the visitor's language",
      zh.status === 503 &&
        en.status === 503 &&
        zh.body.toString().includes('服务暂时不可用') &&
        en.body.toString().includes('temporarily unavailable'),
      `zh ${zh.status}, en ${en.status}, Retry-After ${zh.headers['retry-after']}`,
    )
    const api = await request(port, '/api/productplans?pageNum=1&pageSize=3', { headers: { Host: h.en } })
    let envelope = null
    try {
      envelope = JSON.parse(api.body.toString())
    } catch {
      /* reported below */
    }
    report.check(
      'database down: the API answers a non-zero status',
      api.status === 503 && envelope?.status === 503 && Boolean(envelope?.message),
      `HTTP ${api.status} ${api.body.toString().slice(0, 120)}`,
    )
    const enquiry = await request(port, '/api/demandEmail', {
      method: 'POST',
      headers: { Host: h.zh, Origin: `http://${h.zh}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'a',
        phone: '13800138000',
        email: 'a@example.cn',
        company: 'c',
        product: 'MogDB',
        description: 'd',
      }),
    })
    report.check(
      'database down: an enquiry is refused with 503 (never acknowledged and lost)',
      enquiry.status === 503,
      `status ${enquiry.status}`,
    )
    await sleep(3000)
    report.check('database down: the server process is still running', !server.exited)

    pg.start()
    const recovered = await waitFor(
      async () => (await request(port, '/healthz')).status === 200,
      60_000,
      1000,
    )
    const page = await request(port, '/about/job', { headers: { Host: h.en } })
    const apiBack = await request(port, '/api/productplans?pageNum=1&pageSize=3', { headers: { Host: h.en } })
    report.check(
      'database back: the site recovers without a restart',
      recovered && page.status === 200 && apiBack.status === 200,
      `health ${recovered ? 200 : 'down'}, page ${page.status}, API ${apiBack.status}`,
    )
  } finally {
    await server?.stop()
    pg.remove()
  }
}
