#!/usr/bin/env node
// End-to-end tests: a fresh production build and a fresh copy of the seeded database, then
// Playwright in Chromium.
// E2E_SKIP_BUILD=1 reuses the existing build (for quick local reruns). E2E_DIR (default .tmp/e2e) holds
// the throw-away database, so several checkouts' suites can run side by side with NEXT_DIST_DIR and E2E_PORT.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { seededTemplate } from './seeded-template.mjs'

const run = (args, env = {}) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
const distDir = process.env.NEXT_DIST_DIR || '.next'
const dataDir = process.env.E2E_DIR || '.tmp/e2e'
if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(`${distDir}/BUILD_ID`)) run(['scripts/build.mjs'])
fs.rmSync(dataDir, { recursive: true, force: true })
// The server starts on a copy of the build's seeded site (its first start creates the e2e admin).
if (process.env.E2E_NO_SERVER !== '1') fs.cpSync(await seededTemplate(distDir), dataDir, { recursive: true })
// Named spec files (or `file.spec.ts:line`) run on their own: without --no-deps, a staff spec
// would bring every visitor spec with it (the staff project depends on the visitor project).
const args = process.argv.slice(2)
const named = args.some((a) => /\.spec\.ts(:\d+)*$/.test(a))
run(['node_modules/@playwright/test/cli.js', 'test', ...(named ? ['--no-deps'] : []), ...args])
