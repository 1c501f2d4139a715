import { isEditorRedirect, type EditorRedirect } from './match'
import { INTERNAL_TOKEN_HEADER, internalToken } from '@/lib/internal-token'

/** How long a loaded table is used before it is refreshed: an edit reaches every instance within it. */
export const TABLE_TTL_MS = 5_000
/** A slow or starting server must not hold a page request for long. */
const FETCH_TIMEOUT_MS = 1_500

export type TableSource = {
  /** The server's own origin on loopback, e.g. http://127.0.0.1:3000. */
  origin: string
  /** PAYLOAD_SECRET: the credential is derived from it. */
  secret: string
  fetch?: typeof fetch
  now?: () => number
  log?: (message: string, error: unknown) => void
}

type Cache = {
  rules: EditorRedirect[]
  loadedAt: number
  /** The refresh under way, and when it began (by `now`). */
  loading: Promise<void> | null
  loadingSince: number
  /** Bumped per refresh: only the newest refresh's answer is kept. */
  generation: number
}

/**
 * A refresh still pending this long is given up and another one started: its fetch should have
 * been aborted at FETCH_TIMEOUT_MS, and one that never settles must not freeze the table (and every
 * editor's change with it) until the server restarts.
 */
export const STUCK_REFRESH_MS = FETCH_TIMEOUT_MS * 2

/**
 * The editor redirect table as the proxy sees it: fetched from the internal endpoint and kept in
 * memory. After the first attempt a request never waits: a stale table is answered at once while one
 * refresh runs in the background. A failed load keeps the last good table (empty at first), logs,
 * and is retried after the same interval: redirects must never break pages.
 */
export function createRedirectTable(source: TableSource) {
  const doFetch = source.fetch ?? fetch
  const now = source.now ?? Date.now
  const log = source.log ?? ((message, error) => console.error(message, error))
  const cache: Cache = { rules: [], loadedAt: -Infinity, loading: null, loadingSince: 0, generation: 0 }
  /** The first load, bounded by the fetch's timeout: null before it starts and once it is over. */
  let firstLoad: Promise<void> | null = null

  async function load(generation: number): Promise<void> {
    try {
      const response = await doFetch(`${source.origin}/cms-api/redirects/table`, {
        headers: { [INTERNAL_TOKEN_HEADER]: internalToken(source.secret, 'redirects-table') },
        cache: 'no-store',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { rules?: unknown }
      if (!Array.isArray(body.rules)) throw new Error('no rules array in the answer')
      // A refresh given up as stuck that answers after all must not replace a newer table.
      if (generation === cache.generation) cache.rules = body.rules.filter(isEditorRedirect)
    } catch (error) {
      log('redirects: could not load the editor redirect table, keeping the last one', error)
    } finally {
      if (generation === cache.generation) cache.loadedAt = now()
    }
  }

  function refresh(): Promise<void> {
    const generation = ++cache.generation
    cache.loadingSince = now()
    // Cleared in a callback, which always runs after this assignment (a load can end at once).
    const loading = load(generation).finally(() => {
      if (generation === cache.generation) cache.loading = null
    })
    cache.loading = loading
    return loading
  }

  return {
    async rules(): Promise<readonly EditorRedirect[]> {
      const at = now()
      const pendingFor = at - cache.loadingSince
      if (cache.loading && pendingFor >= STUCK_REFRESH_MS) {
        log(
          'redirects: a refresh of the editor redirect table has not settled, starting another',
          new Error(`pending for ${pendingFor} ms`),
        )
        refresh()
      } else if (at - cache.loadedAt >= TABLE_TTL_MS && !cache.loading) {
        const first = cache.generation === 0
        const loading = refresh()
        if (first) {
          firstLoad = Promise.race([loading, delay(FETCH_TIMEOUT_MS)]).then(() => {
            firstLoad = null
          })
        }
      }
      // Only the very first load is awaited, and never longer than the fetch's own timeout; every
      // later refresh runs behind the answer.
      if (firstLoad) await firstLoad
      return cache.rules
    },
  }
}

/** Resolves after `ms` without keeping the process alive. */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}
