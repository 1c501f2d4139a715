// The seeded site on SQLite, made once per build and copied by every suite that starts from it
// (the e2e suite, the resilience scenarios, the bench's scale mode): a first start migrates and
// seeds for about a minute of both cores of a small machine, which CI paid once per suite.
// The template has no staff account: each suite's server creates its own at start (ADMIN_EMAIL).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { productionServerEnv, serverArgs } from './server-process.mjs'

const root = path.resolve(import.meta.dirname, '..')

/** A port no one listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function healthy(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) })).ok
  } catch {
    return false
  }
}

/**
 * The folder of the build's seeded template (site.db, media/, payload-secret), made now when this
 * build has none. Copy it, never use it in place. Suites that ask at once may both make one; the
 * first to finish keeps it.
 */
export async function seededTemplate(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const buildId = fs.readFileSync(path.resolve(root, distDir, 'BUILD_ID'), 'utf8').trim()
  // One per build folder: the bench's build (.next-bench) and the e2e suite's (.next) keep theirs.
  const parent = path.join(root, '.tmp', 'seeded', path.basename(distDir).replace(/^\.+/, ''))
  const dir = path.join(parent, buildId)
  if (fs.existsSync(dir)) return dir
  const making = `${dir}.${process.pid}`
  fs.rmSync(making, { recursive: true, force: true })
  fs.mkdirSync(making, { recursive: true })
  const port = await freePort()
  const logFile = `${making}.log`
  const out = fs.openSync(logFile, 'w')
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...productionServerEnv(distDir, port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: making,
      DATABASE_URL: `file:${path.join(making, 'site.db')}`,
      SITE_ZH_HOST: `www.site.test:${port}`,
      SITE_EN_HOST: `en.site.test:${port}`,
      JOBS_AUTORUN: 'false',
      GEOIP_PROVIDER: 'off',
      LOG_LEVEL: 'warn',
    },
  })
  fs.closeSync(out)
  let exited = false
  const exit = new Promise((resolve) => child.on('exit', () => resolve((exited = true))))
  // The server answers /healthz once migrations and the seed are done (src/cms/init.ts).
  const deadline = Date.now() + 600_000
  while (!exited && !(await healthy(port))) {
    if (Date.now() > deadline) child.kill('SIGKILL')
    await new Promise((r) => setTimeout(r, 500))
  }
  if (exited) throw new Error(`the seeded template's server stopped (see ${logFile})`)
  child.kill('SIGTERM')
  await exit
  fs.rmSync(logFile, { force: true })
  // Templates of this build folder's earlier builds are no use any more.
  for (const entry of fs.readdirSync(parent))
    if (!entry.startsWith(buildId)) fs.rmSync(path.join(parent, entry), { recursive: true, force: true })
  try {
    fs.renameSync(making, dir)
  } catch (error) {
    fs.rmSync(making, { recursive: true, force: true })
    if (!fs.existsSync(dir)) throw error
  }
  return dir
}
