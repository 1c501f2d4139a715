#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'

const steps = [
  ['lint', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['unit', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit']],
  ['integration', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration']],
  ['e2e', ['scripts/e2e.mjs']],
]
for (const [name, args] of steps) {
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' })
  console.log(
    `=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
}
