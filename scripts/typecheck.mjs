#!/usr/bin/env node
// `npm run typecheck`: the check `next build` runs, without a build. `next typegen` writes the
// route types and next-env.d.ts that Next's own check reads (a fresh checkout has neither), then
// tsc checks the project with them. `npm test` runs this before its build, which then skips the
// repeat (NEXT_BUILD_TYPECHECK=off, next.config.ts).
import { spawnSync } from 'node:child_process'

const run = (args, stdout) => {
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', stdout, 'inherit'] })
  if (r.status !== 0) {
    if (r.stdout) process.stdout.write(r.stdout)
    process.exit(r.status ?? 1)
  }
}
// typegen's progress lines only show when it fails.
run(['node_modules/next/dist/bin/next', 'typegen'], 'pipe')
run(['node_modules/typescript/bin/tsc', '--noEmit'], 'inherit')
