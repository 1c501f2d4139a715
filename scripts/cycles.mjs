#!/usr/bin/env node
// No import cycles between the site's own modules (issue 55), dynamic import() included; type-only
// imports do not count (--transform drops them). dpdm reads the `@/` alias from tsconfig.json.
// Migrations are generated and never imported back.
import { spawnSync } from 'node:child_process'

const r = spawnSync(
  process.execPath,
  [
    'node_modules/dpdm/lib/bin/dpdm.js',
    '--no-tree',
    '--no-warning',
    '--no-progress',
    '--transform',
    '--exit-code',
    'circular:1',
    '--exclude',
    'node_modules|/migrations/',
    'src/**/*.{ts,tsx,mjs,js}',
    'server.mjs',
  ],
  { stdio: 'inherit' },
)
process.exit(r.status ?? 1)
