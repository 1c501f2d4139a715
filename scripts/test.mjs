#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Checks in one group run at the
// same time. TEST_POSTGRES_URL=postgres://… runs the integration suite on that PostgreSQL database
// as well (CI does; its public schema is wiped first), beside the SQLite run: each run takes its
// files one after another and waits on its database much of the time, so on two cores the pair took
// 81 s against 53 + 61 s one after the other. Lint, Prettier's check, the type check, knip and the
// unit tests share the first group; the integration runs, the build and the e2e suite the second.
// The first check of a group prints as it goes; the others' output is held and printed after it.
import { spawn } from 'node:child_process'

const vitest = 'node_modules/vitest/vitest.mjs'
const postgres = process.env.TEST_POSTGRES_URL
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
    { name: 'integration', args: [vitest, 'run', '--project', 'integration'] },
    ...(postgres
      ? [
          {
            name: 'integration on PostgreSQL',
            args: [vitest, 'run', '--project', 'integration'],
            env: { TEST_DATABASE_URL: postgres },
          },
        ]
      : []),
    // The production build, then the e2e suite on it (scripts/e2e.mjs builds first), beside the
    // integration runs that wait on their databases: the seeded template is made and the e2e
    // server starts while the integration runs finish (on a slow two-core machine the build took 6.4 min, the pair 7.8).
    // The first group's type check is the one `next build` would repeat: the build skips it.
    {
      name: 'production build, then e2e',
      args: ['scripts/e2e.mjs'],
      env: { NEXT_BUILD_TYPECHECK: 'off' },
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
  const failed = results.find((r) => r.status !== 0)
  if (failed) process.exit(failed.status)
}
