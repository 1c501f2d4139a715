// Whether the database answers, as this server's own health check sees it. Used by server.mjs to
// tell an outage (answer the 503 page) from a bug (keep the 500). Remembered briefly, so a burst
// of failing requests asks once.

/**
 * @param {string} healthUrl e.g. http://127.0.0.1:3000/healthz
 * @param {{ ttlMs?: number, timeoutMs?: number }} [options]
 * @returns {() => Promise<boolean>}
 */
export function databaseProbe(healthUrl, { ttlMs = 2000, timeoutMs = 3000 } = {}) {
  let last = { at: 0, up: true }
  let pending = null
  return function databaseUp() {
    if (Date.now() - last.at < ttlMs) return Promise.resolve(last.up)
    pending ??= fetch(healthUrl, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' })
      .then((r) => r.status === 200)
      .catch(() => false)
      .then((up) => {
        last = { at: Date.now(), up }
        pending = null
        return up
      })
    return pending
  }
}
