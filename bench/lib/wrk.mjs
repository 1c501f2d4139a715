// Load generation with wrk (Debian package): fixed connections, a warm-up run, then the measured run.
// A Lua `done` hook prints the figures as one JSON line, so nothing depends on wrk's text layout.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const report = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%.0f,"durationUs":%.0f,"p50Us":%.0f,"p90Us":%.0f,"p99Us":%.0f,"connect":%.0f,"read":%.0f,"write":%.0f,"status":%.0f,"timeout":%.0f}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`

export function wrkAvailable() {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined
}

function runOnce({ url, host, connections, seconds, script }) {
  const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', script]
  if (host) args.push('-H', `Host: ${host}`)
  args.push(url)
  const r = spawnSync('wrk', args, { encoding: 'utf8', timeout: (seconds + 30) * 1000 })
  const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('WRK_JSON '))
  if (!line) throw new Error(`wrk gave no figures for ${url}: ${r.stderr || r.stdout}`)
  return JSON.parse(line.slice('WRK_JSON '.length))
}

/**
 * Warm-up, then the measured run. Returns requests per second, p50/p99 in ms and error counts;
 * `ok` is false when any answer was not 2xx/3xx or a socket failed.
 */
export function measure({ url, host, connections = 50, warmSeconds, seconds, workDir }) {
  fs.mkdirSync(workDir, { recursive: true })
  const script = path.join(workDir, 'get.lua')
  fs.writeFileSync(script, report)
  if (warmSeconds > 0) runOnce({ url, host, connections, seconds: warmSeconds, script })
  const w = runOnce({ url, host, connections, seconds, script })
  const socketErrors = w.connect + w.read + w.write + w.timeout
  return {
    requests: w.requests,
    rps: Math.round((w.requests / w.durationUs) * 1e6),
    p50Ms: Number((w.p50Us / 1000).toFixed(2)),
    p90Ms: Number((w.p90Us / 1000).toFixed(2)),
    p99Ms: Number((w.p99Us / 1000).toFixed(2)),
    non2xx: w.status,
    socketErrors,
    ok: w.status === 0 && socketErrors === 0 && w.requests > 0,
  }
}
