#!/usr/bin/env node
// Development server: the same server.mjs as `npm start`, with Next in development mode
// (NODE_ENV=development), so the security headers, the socket-address header and the error pages
// behave as in production. It uses its own database file (data/dev.db unless DATABASE_URL is set),
// so nothing done while developing touches the database `npm start` serves.
import { spawn } from 'node:child_process'

const child = spawn(process.execPath, ['server.mjs'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    DATABASE_URL: 'file:./data/dev.db',
    ...process.env,
    NODE_ENV: 'development',
    NEXT_TELEMETRY_DISABLED: '1',
  },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
