#!/usr/bin/env node
// Runs Payload's command-line tool with this project's config. Node loads the config itself here,
// so the tool gets the export condition that keeps Lexical's module graph from stalling
// (./node-conditions.mjs says why: without it, about one run in three exited 0 having done nothing).
// Callers that generate a file may pass --expect-change <file|dir>: the run then fails unless that
// path changed. A file is moved aside first (Payload skips rewriting identical content) and put
// back if the run did not write it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { cmsNodeOptions } from './node-conditions.mjs'

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
  NODE_OPTIONS: cmsNodeOptions(),
}
const isFile = expect && fs.existsSync(expect) && !fs.statSync(expect).isDirectory()
if (isFile) fs.renameSync(expect, `${expect}.previous`)
const before = stamp(expect)
const r = spawnSync(process.execPath, ['node_modules/payload/bin.js', ...args], { stdio: 'inherit', env })
const changed = !expect || stamp(expect) !== before
if (isFile) {
  if (changed) fs.rmSync(`${expect}.previous`)
  else fs.renameSync(`${expect}.previous`, expect)
}
if (r.status !== 0) process.exit(r.status ?? 1)
if (!changed) {
  console.error(`payload ${args[0]} exited 0 without changing ${expect}`)
  process.exit(1)
}
