#!/usr/bin/env node
// `npm start`: builds once when no production build exists, then serves it with server.mjs. Migrations, the first
// staff user and the seed run inside the server at start (src/instrumentation.ts).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { serverArgs } from './server-process.mjs'

const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!fs.existsSync(`${distDir}/BUILD_ID`)) {
  console.log('No production build yet: building first (a few minutes)…')
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
// Pages cached by an earlier run may have been rendered from another database (a restore, a new
// DATA_DIR): start with an empty local page cache; each page renders again on its first request.
// (With REDIS_URL the cache lives in Redis, keyed by build, and these folders stay unused.)
for (const dir of [`${distDir}/server/route-cache`, `${distDir}/cache/fetch-cache`]) {
  fs.rmSync(dir, { recursive: true, force: true })
}
// The server runs in a child process because only a new process can take the heap cap
// (scripts/server-process.mjs). An IPC channel ties it to this one: if this process dies, even by
// SIGKILL, the channel closes and server.mjs exits (see its 'disconnect' handler).
const child = spawn(process.execPath, serverArgs(), {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
