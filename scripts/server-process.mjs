// How every production server process is started (npm start, the resilience suite, the scale-out
// proof): the same Node flags, so the suites measure the server as it runs in production.
//
// The old space is capped (SERVER_HEAP_MB, default 512): the live heap of a busy server is about
// 200-300 MB after a full collection, but with no cap V8 lets it grow to about 750 MB under load
// before collecting (docs/reliability.md, "Memory"), which reads as growth in resident memory.
const DEFAULT_HEAP_MB = 512

/** @param {NodeJS.ProcessEnv} env @returns {string[]} node's arguments for server.mjs */
export function serverArgs(env = process.env) {
  const raw = env.SERVER_HEAP_MB ?? String(DEFAULT_HEAP_MB)
  const heapMb = Number(raw)
  if (!Number.isInteger(heapMb) || heapMb < 0) {
    throw new Error(
      `Invalid configuration: SERVER_HEAP_MB: expected whole megabytes (0 = no cap), got "${raw}"`,
    )
  }
  // An explicit --max-old-space-size in NODE_OPTIONS wins.
  const own = heapMb > 0 && !/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? '')
  return [...(own ? [`--max-old-space-size=${heapMb}`] : []), 'server.mjs']
}

/**
 * What every production server a test script starts shares: the variables a process needs, the
 * production mode and the build folder and port it serves; the caller adds the site's own.
 */
export const productionServerEnv = (distDir, port) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  PORT: String(port),
})
