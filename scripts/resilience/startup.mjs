// A server that cannot start stops, with the reason as its last line, instead of printing "Ready"
// and answering every request 500 (Next logs a failed instrumentation hook or listen error and
// goes on): an invalid setting, a database that cannot be reached, a port already taken.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { basePort, request, startServer, workDir } from './lib.mjs'

const START_LIMIT_MS = 60_000

async function exitsWithReason(report, name, extra, reason, { port = basePort + 10 } = {}) {
  const dataDir = path.join(workDir, `startup-${name}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const server = startServer(`startup-${name}`, port, dataDir, extra)
  const limit = new Promise((resolve) => setTimeout(() => resolve('running'), START_LIMIT_MS).unref())
  const outcome = await Promise.race([server.exit, limit])
  if (outcome === 'running') {
    const health = await request(port, '/healthz', { timeoutMs: 5000 })
    await server.stop()
    report.check(
      `startup: ${name} stops the server`,
      false,
      `still running after 60 s; /healthz ${health.status}`,
    )
    return
  }
  // The reason closes the log (a message may span lines: the last few are read).
  const tail = fs.readFileSync(server.logFile, 'utf8').trimEnd().split('\n').slice(-3).join('\n')
  report.check(
    `startup: ${name} stops the server with exit code 1 and says why`,
    outcome.code === 1 && reason.test(tail),
    `exit ${outcome.code ?? outcome.signal}; log ends: ${tail.slice(-300)}`,
  )
}

export async function startupFailures(report) {
  await exitsWithReason(
    report,
    'PostgreSQL without PAYLOAD_SECRET',
    { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', PAYLOAD_SECRET: undefined },
    /cannot start: Invalid configuration:\s+PAYLOAD_SECRET: required when DATABASE_URL is PostgreSQL/,
  )
  await exitsWithReason(
    report,
    'an invalid setting',
    { ENQUIRY_RATE_PER_MINUTE: 'many' },
    /cannot start: Invalid configuration:\s+ENQUIRY_RATE_PER_MINUTE:/,
  )
  // Nothing listens on this port: the database cannot be reached at start.
  await exitsWithReason(
    report,
    'an unreachable database',
    { DATABASE_URL: `postgres://postgres@127.0.0.1:${basePort + 11}/site` },
    /cannot start: .*(ECONNREFUSED|cannot connect)/i,
  )
  // The port is taken by another process.
  const port = basePort + 10
  const taken = net.createServer().listen(port)
  await new Promise((resolve) => taken.once('listening', resolve))
  try {
    await exitsWithReason(report, 'a port already taken', {}, /cannot listen on port \d+: .*EADDRINUSE/, {
      port,
    })
  } finally {
    await new Promise((resolve) => taken.close(resolve))
  }
}
