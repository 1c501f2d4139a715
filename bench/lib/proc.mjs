// Child processes of the bench (site, floor, nginx) and plain HTTP from Node, nothing else.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'

const running = new Set()

/** Starts a child with its output appended to `logFile`; `stop()` sends `signal`, then SIGKILL. */
export function start(name, command, args, { env = process.env, cwd, logFile }) {
  const out = fs.openSync(logFile, 'a')
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out] })
  fs.closeSync(out)
  let exited = false
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  exit.then(() => {
    exited = true
    running.delete(handle)
  })
  const handle = {
    name,
    child,
    exit,
    get running() {
      return !exited
    },
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (exited) return
      child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exit
      clearTimeout(timer)
    },
  }
  running.add(handle)
  return handle
}

/** Stops every child still running (on the way out, also after a failure). */
export async function stopAll() {
  await Promise.all([...running].map((h) => h.stop()))
}

/** One GET (or other) request to 127.0.0.1:port with an explicit Host; resolves, never rejects. */
export function get(port, pathname, { host, method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: { ...(host ? { host } : {}), ...headers },
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', () => resolve({ status: 0, headers: {}, text: '' }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, headers: {}, text: '' }))
    if (body) req.write(body)
    req.end()
  })
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `path` answers `status` (default 200); returns the milliseconds it took, or throws. */
export async function waitForStatus(
  port,
  pathname,
  { host, status = 200, timeoutMs = 240_000, stepMs = 50, alive } = {},
) {
  const t0 = performance.now()
  while (performance.now() - t0 < timeoutMs) {
    if (alive && !alive()) throw new Error(`process exited before ${pathname} answered on port ${port}`)
    const r = await get(port, pathname, { host, timeoutMs: 30_000 })
    if (r.status === status) return Math.round(performance.now() - t0)
    await sleep(stepMs)
  }
  throw new Error(`no ${status} from ${pathname} on port ${port} within ${timeoutMs} ms`)
}
