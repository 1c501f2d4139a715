// Whether the database answers, asked of Payload in this process (the question /healthz asks),
// never over HTTP. server.mjs runs outside Next's bundle and cannot load Payload's config, so the
// Next side hands the question over once Payload is up (instrumentation.ts): through a global
// symbol, because server.mjs and the bundle each load their own copy of this module.
// Used by server.mjs to tell an outage (answer the 503 page) from a bug (keep the 500).
// Remembered briefly, so a burst of failing requests asks once.

const CHECK = Symbol.for('site.databaseCheck')

/**
 * Called by the Next side: how to ask the database (resolves when it answers, rejects otherwise).
 * @param {() => Promise<unknown>} check
 */
export function provideDatabaseCheck(check) {
  ;/** @type {Record<symbol, unknown>} */ (globalThis)[CHECK] = check
}

/**
 * @param {{ ttlMs?: number, timeoutMs?: number }} [options]
 * @returns {() => Promise<boolean>}
 */
export function databaseProbe({ ttlMs = 2000, timeoutMs = 3000 } = {}) {
  let last = { at: 0, up: true }
  /** @type {Promise<boolean> | null} */
  let pending = null
  return function databaseUp() {
    const check = /** @type {Record<symbol, (() => Promise<unknown>) | undefined>} */ (globalThis)[CHECK]
    // Not handed over yet (Payload still starting): nothing says the database is down.
    if (!check) return Promise.resolve(true)
    if (Date.now() - last.at < ttlMs) return Promise.resolve(last.up)
    pending ??= Promise.race([
      check().then(() => true),
      new Promise((resolve) => setTimeout(resolve, timeoutMs, false).unref()),
    ])
      .catch(() => false)
      .then((up) => {
        last = { at: Date.now(), up: Boolean(up) }
        pending = null
        return Boolean(up)
      })
    return pending
  }
}
