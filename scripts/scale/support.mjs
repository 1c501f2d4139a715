// Pieces of the scale-out proof (scripts/scale/run.mjs): HTTP from a chosen loopback address, a
// capturing SMTP server that can be switched off and on, the nginx front (deploy/nginx.conf),
// child processes.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { loopbackConfig, selfSignedCert } from '../../bench/lib/nginx.mjs'

// HTTP from a chosen loopback address (each simulated visitor its own IP, as nginx and the app see
// it), polling and the SMTP sink (one per-message count, transfer encodings decoded) are the
// resilience suite's.
export { MailSink, request, sleep, waitFor } from '../resilience/lib.mjs'

/**
 * A fake group-chat webhook (the WeCom robot's protocol: JSON text message in, `{errcode: 0}`
 * out) that records every message it accepts. The team-chat alert names its enquiry only by the
 * admin link, so messages are counted per enquiry id.
 */
export class ChatSink {
  messages = []
  server = null
  constructor(port) {
    this.port = port
  }
  get url() {
    return `http://127.0.0.1:${this.port}/cgi-bin/webhook/send?key=scale`
  }
  up() {
    this.server = http.createServer((req, res) => {
      const chunks = []
      req.on('data', (c) => chunks.push(c))
      req.on('end', () => {
        let text = ''
        try {
          text = JSON.parse(Buffer.concat(chunks).toString('utf8'))?.text?.content ?? ''
        } catch {
          // counted as nothing
        }
        if (text) this.messages.push(text)
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(text ? { errcode: 0, errmsg: 'ok' } : { errcode: 40008, errmsg: 'invalid' }))
      })
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
  /** How many alert messages (not reminders) name each enquiry id. */
  alerts() {
    const counts = new Map()
    for (const m of this.messages) {
      const id = /\/admin\/collections\/enquiries\/(\d+)/.exec(m)?.[1]
      if (id && /新咨询|New enquiry/.test(m)) counts.set(Number(id), (counts.get(Number(id)) ?? 0) + 1)
    }
    return counts
  }
}

export const json = (r) => {
  try {
    return JSON.parse(r.body.toString('utf8'))
  } catch {
    return null
  }
}

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
