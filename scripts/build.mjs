#!/usr/bin/env node
// Production build. The build never touches the database: pages render on first request and
// are then cached (ISR), so a fresh machine can build before any database exists.
import { spawnSync } from 'node:child_process'
import { precompressBuild } from './precompress.mjs'

const r = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
})
if (r.status !== 0) process.exit(r.status ?? 1)
// The static assets' compressed copies, for the reverse proxy (deploy/nginx.conf).
await precompressBuild()
