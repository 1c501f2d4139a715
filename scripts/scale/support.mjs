// Pieces of the scale-out proof (scripts/scale/run.mjs): HTTP from a chosen loopback address, a
// capturing SMTP server that can be switched off and on, the nginx front (deploy/nginx.conf),
// child processes.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { loopbackConfig, selfSignedCert } from '../../bench/lib/nginx.mjs'

/**
 * One HTTP request. `from` picks the loopback source address (127.0.0.0/8 all reaches this
 * machine), so each simulated visitor has its own IP as nginx and the app see it.
 */
export function request(
  port,
  pathname,
  { method = 'GET', headers = {}, body, from, timeoutMs = 15_000 } = {},
) {
  return new Promise((resolve) => {
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
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', (error) => resolve({ status: 0, error, headers: {}, body: Buffer.alloc(0) }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => resolve({ status: 0, error, headers: {}, body: Buffer.alloc(0) }))
    if (body) req.write(body)
    req.end()
  })
}

export const json = (r) => {
  try {
    return JSON.parse(r.body.toString('utf8'))
  } catch {
    return null
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it returns a truthy value or `ms` pass; returns the last value. */
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

// The SMTP sink is the resilience suite's (one per-message count, transfer encodings decoded).
export { MailSink } from '../resilience/lib.mjs'

/**
 * The nginx front: the shipped deploy/nginx.conf with both instances as upstreams, its plain-http
 * port on `port`, https (a self-signed certificate) on `tlsPort`, the redirect port on `redirectPort`,
 * the build's assets from `staticDir`.
 */
export function nginxConfig({ dir, port, tlsPort, redirectPort, upstreams, staticDir }) {
  const tls = selfSignedCert(path.join(dir, 'tls'), ['localhost', 'en.localhost'])
  for (const d of ['tmp', 'cache']) fs.mkdirSync(path.join(dir, d), { recursive: true })
  return loopbackConfig({
    prefix: dir,
    port,
    tlsPort,
    redirectPort,
    tls,
    hosts: ['localhost', 'en.localhost'],
    upstreams,
    staticDir,
  })
}

/** Starts a child process with its output in `logFile`; `stop()` ends it (SIGTERM, then SIGKILL). */
export function startProcess(name, command, args, { env, logFile, cwd }) {
  const out = fs.openSync(logFile, 'a')
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out], detached: false })
  fs.closeSync(out)
  let exited = false
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = true
      resolve({ code, signal })
    }),
  )
  return {
    name,
    child,
    exit,
    get running() {
      return !exited
    },
    async stop(signal = 'SIGTERM', graceMs = 12_000) {
      if (exited) return
      child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exit
      clearTimeout(timer)
    },
  }
}
