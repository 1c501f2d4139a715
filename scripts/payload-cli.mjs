#!/usr/bin/env node
// Runs Payload's command-line tool with this project's config. The tool sometimes exits 0 having
// done nothing (an open upstream bug), so callers pass --expect-change <file|dir> and we retry
// until that path changed. A file is moved aside first (Payload skips rewriting identical
// content), and put back if every attempt fails.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const args = process.argv.slice(2)
let expect
const i = args.indexOf('--expect-change')
if (i >= 0) {
  expect = args[i + 1]
  args.splice(i, 2)
}

const stamp = (p) => {
  if (!p || !fs.existsSync(p)) return ''
  const st = fs.statSync(p)
  if (!st.isDirectory()) return `${st.mtimeMs}:${st.size}`
  return fs
    .readdirSync(p)
    .map((f) => `${f}:${fs.statSync(path.join(p, f)).mtimeMs}`)
    .sort()
    .join('|')
}

const env = {
  ...process.env,
  PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts',
  NODE_OPTIONS: '--no-deprecation',
}
const isFile = expect && fs.existsSync(expect) && !fs.statSync(expect).isDirectory()
if (isFile) fs.renameSync(expect, `${expect}.previous`)
for (let attempt = 1; attempt <= 4; attempt++) {
  const before = stamp(expect)
  const r = spawnSync(process.execPath, ['node_modules/payload/bin.js', ...args], { stdio: 'inherit', env })
  if (r.status !== 0) process.exit(r.status ?? 1)
  if (!expect || stamp(expect) !== before) {
    if (isFile) fs.rmSync(`${expect}.previous`)
    process.exit(0)
  }
  console.warn(`payload ${args[0]} exited 0 without changing ${expect}; retrying (${attempt}/4)`)
}
if (isFile) fs.renameSync(`${expect}.previous`, expect)
console.error(`payload ${args[0]} did not change ${expect}`)
process.exit(1)
