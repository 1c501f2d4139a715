/**
 * A deploy replaces the hashed script chunks; a tab opened before it then fails to load the next
 * chunk it needs. Reloading fetches the new build. At most once per 60 s (spec section 4), so a
 * chunk that is really missing shows the error page instead of reloading forever.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at'
export const CHUNK_RELOAD_INTERVAL_MS = 60_000

const CHUNK_MESSAGE =
  /Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load chunk/i

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_MESSAGE.test(reason)
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message))
}

/** A <script> or stylesheet of the build that failed to load (an `error` event on the element). */
export function isFailedBuildAsset(target: EventTarget | null): boolean {
  if (typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement) {
    return target.src.includes('/_next/')
  }
  if (typeof HTMLLinkElement !== 'undefined' && target instanceof HTMLLinkElement) {
    return target.rel === 'stylesheet' && target.href.includes('/_next/')
  }
  return false
}

type Deps = { storage: Pick<Storage, 'getItem' | 'setItem'> | null; now: number; reload: () => void }

/** Reloads unless a reload for this reason happened less than 60 s ago. Returns whether it did. */
export function reloadForChunkError({ storage, now, reload }: Deps): boolean {
  let last = Number.NaN
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_KEY))
  } catch {
    // storage disabled: still guarded below by refusing when we cannot record the reload
  }
  if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false
  try {
    if (!storage) return false
    storage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false // without a record, a reload could repeat forever
  }
  reload()
  return true
}

/** The browser glue: sessionStorage, the clock and location.reload. */
export function reloadForChunkErrorInBrowser(): boolean {
  let storage: Storage | null = null
  try {
    storage = window.sessionStorage
  } catch {
    storage = null
  }
  return reloadForChunkError({ storage, now: Date.now(), reload: () => window.location.reload() })
}
