#!/usr/bin/env node
// Development server. It uses its own database file (data/dev.db unless DATABASE_URL is set),
// so nothing done while developing touches the database `npm start` serves.
import { spawn } from 'node:child_process'

const child = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'dev', '-p', process.env.PORT ?? '3000'],
  {
    stdio: 'inherit',
    env: { DATABASE_URL: 'file:./data/dev.db', ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  },
)
child.on('exit', (code) => process.exit(code ?? 0))
