// The site as the bench runs it: the production build on a fresh database of its own.
import path from 'node:path'
import fs from 'node:fs'
import { databaseEnv } from './database.mjs'
import { hosts, ports, root, siteDistDir, work } from './paths.mjs'
import { start } from './proc.mjs'
import { benchStaff } from './renders.mjs'

/** The site's environment for the bench: fresh data, mail server down, limits raised, proxy trusted. */
export function siteEnv(dataDir, port = ports.site) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: siteDistDir,
    PORT: String(port),
    ...databaseEnv(dataDir),
    DATA_DIR: dataDir,
    SITE_ZH_HOST: hosts.zh,
    SITE_EN_HOST: hosts.en,
    // Visitors arrive on deploy/nginx.conf's https port (ports.tls), as in production.
    SITE_PROTOCOL: 'https',
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${ports.deadSmtp}`,
    ENQUIRY_RATE_PER_MINUTE: '10000',
    ENQUIRY_RATE_PER_DAY: '1000000',
    GEOIP_PROVIDER: 'off',
    // The staff user the render section signs in as, to publish through the CMS.
    ADMIN_EMAIL: benchStaff.email,
    ADMIN_PASSWORD: benchStaff.password,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
  }
}

/** Starts the site (scripts/start.mjs) on `dataDir`; its output goes to .tmp/bench/logs/{name}.log. */
export const startSite = (dataDir, { port = ports.site, name = 'site' } = {}) =>
  start(name, process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: siteEnv(dataDir, port),
    logFile: path.join(work, 'logs', `${name}.log`),
  })

/**
 * Resident memory (MB) of the web server: scripts/start.mjs runs it in a child process
 * (scripts/server-process.mjs), so the child's, when there is one.
 */
export function serverRssMb(handle) {
  const pid = handle.child.pid
  let children = ''
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
  } catch {
    return null
  }
  const target = children.split(/\s+/).filter(Boolean)[0] ?? pid
  try {
    const status = fs.readFileSync(`/proc/${target}/status`, 'utf8')
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1])
    return kb ? Math.round(kb / 1024) : null
  } catch {
    return null
  }
}
