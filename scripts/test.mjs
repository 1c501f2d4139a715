#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Checks in one group run at the
// same time; on a two-core machine the groups are arranged so both cores stay busy.
// TEST_POSTGRES_URL=postgres://… runs the integration suite on that PostgreSQL database as well
// (CI does; its public schema is wiped first), beside the SQLite run.
// The first check of a group prints as it goes; the others' output is held and printed after it.
import { spawn } from 'node:child_process'

const vitest = 'node_modules/vitest/vitest.mjs'
const postgres = process.env.TEST_POSTGRES_URL
const testStarted = Date.now()
const groups = [
  [
    { name: 'unit', args: [vitest, 'run', '--project', 'unit'] },
    { name: 'lint', args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'] },
    {
      name: 'format',
      args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
    },
    { name: 'import cycles', args: ['scripts/cycles.mjs'] },
    { name: 'typecheck', args: ['scripts/typecheck.mjs'] },
    { name: 'knip', args: ['node_modules/knip/bin/knip.js'] },
  ],
  [
    // The production build, then the visitor e2e specs on it (two browsers at once), beside the
    // integration runs, which wait on their databases much of the time. The first group's type
    // check is the one `next build` would repeat: the build skips it.
    {
      name: 'production build, then e2e (visitor specs)',
      args: ['scripts/e2e.mjs', '--project', 'visitor'],
      env: { NEXT_BUILD_TYPECHECK: 'off' },
    },
    { name: 'integration', args: [vitest, 'run', '--project', 'integration*'] },
    ...(postgres
      ? [
          {
            name: 'integration on PostgreSQL',
            args: [vitest, 'run', '--project', 'integration*'],
            env: { TEST_DATABASE_URL: postgres },
          },
        ]
      : []),
  ],
  [
    // The staff e2e specs run one at a time (each changes content) and leave about half of the
    // CPU idle: the checks that time nothing use it, each on its own ports, data and database, on
    // the same build (none of them writes into the build folder the e2e suite counts).
    {
      name: 'e2e (staff specs, on a fresh copy of the seeded site)',
      args: ['scripts/e2e.mjs', '--project', 'staff', '--no-deps'],
      env: { E2E_SKIP_BUILD: '1' },
    },
    // Two instances on PostgreSQL and Redis behind deploy/nginx.conf (docs/operations.md).
    { name: 'scale-out proof', args: ['scripts/scale/run.mjs'] },
    // The bench's scale mode at its smallest step: the seeded content doubled, every page measured
    // once (fails only on an error; the timed steps are `npm run bench`'s). Its ports start at
    // 3280: the resilience scenarios use 3250-3261 (RESILIENCE_PORT), the scale-out proof 3205-3235.
    {
      name: 'scale-mode smoke test',
      args: ['bench/run.mjs'],
      env: { BENCH_SCALE: 'smoke', BENCH_SKIP_BUILD: '1', BENCH_DIST_DIR: '.next', BENCH_PORT: '3280' },
    },
    // The resilience scenarios that time nothing, short form (docs/reliability.md).
    {
      name: 'resilience, untimed scenarios',
      args: ['scripts/resilience/run.mjs', 'https', 'badInput', 'database', 'startup'],
      env: { RESILIENCE_SHORT: '1' },
    },
  ],
  // The two scenarios that measure time (the country lookup's bound, the soak's latency), alone.
  [
    {
      name: 'resilience, timed scenarios (alone)',
      args: ['scripts/resilience/run.mjs', 'geo', 'soak'],
      env: { RESILIENCE_SHORT: '1' },
    },
  ],
]

/** Starts one check; resolves to its exit status, time and (when not live) its held output. */
function start({ name, args, env = {} }, live) {
  const started = Date.now()
  if (live) console.log(`\n=== ${name} ===`)
  const child = spawn(process.execPath, args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  const held = []
  if (!live) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => held.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      resolve({ name, status, seconds: ((Date.now() - started) / 1000).toFixed(0), held })
    })
  })
}

const footer = ({ name, status, seconds }) =>
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`)

for (const group of groups) {
  const live = start(group[0], true)
  const others = group.slice(1).map((c) => start(c, false))
  const results = [await live]
  footer(results[0])
  for (const other of others) {
    const result = await other
    console.log(`\n=== ${result.name} (ran beside ${group[0].name}) ===`)
    process.stdout.write(Buffer.concat(result.held))
    footer(result)
    results.push(result)
  }
  console.log(`--- ${Math.round((Date.now() - testStarted) / 1000)} s since npm test started`)
  const failed = results.find((r) => r.status !== 0)
  if (failed) process.exit(failed.status)
}
