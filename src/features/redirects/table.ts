import type { Payload } from 'payload'
import { isEditorRedirect, type EditorRedirect } from './match'

/** How long a loaded table is used before it is refreshed: an edit reaches every instance within it. */
export const TABLE_TTL_MS = 5_000
/** A busy database must not hold a page request for long. */
const LOAD_TIMEOUT_MS = 1_500

export type TableSource = {
  /** The rows of the `redirects` collection (readRedirectRows); anything malformed is dropped. */
  load: () => Promise<unknown[]>
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
 * A refresh still pending this long is given up and another one started: a read that never
 * settles must not freeze the table (and every editor's change with it) until the server restarts.
 */
export const STUCK_REFRESH_MS = LOAD_TIMEOUT_MS * 2

/**
 * The editor redirect table as the proxy sees it: read through Payload's local API and kept in
 * memory. After the first attempt a request never waits: a stale table is answered at once while one
 * refresh runs in the background. A failed load keeps the last good table (empty at first), logs,
 * and is retried after the same interval: redirects must never break pages.
 */
export function createRedirectTable(source: TableSource) {
  const now = source.now ?? Date.now
  const log = source.log ?? ((message, error) => console.error(message, error))
  const cache: Cache = { rules: [], loadedAt: -Infinity, loading: null, loadingSince: 0, generation: 0 }
  /** The first load, bounded by the load timeout: null before it starts and once it is over. */
  let firstLoad: Promise<void> | null = null

  async function load(generation: number): Promise<void> {
    try {
      const rows = await source.load()
      if (!Array.isArray(rows)) throw new Error('the redirect rows are not an array')
      // A refresh given up as stuck that answers after all must not replace a newer table.
      if (generation === cache.generation) cache.rules = rows.filter(isEditorRedirect)
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
          firstLoad = Promise.race([loading, delay(LOAD_TIMEOUT_MS)]).then(() => {
            firstLoad = null
          })
        }
      }
      // Only the very first load is awaited, and never longer than the load timeout; every later
      // refresh runs behind the answer.
      if (firstLoad) await firstLoad
      return cache.rules
    },
  }
}

/** Resolves after `ms` without keeping the process alive. */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}

/** Every editor redirect, newest first (the matcher takes the first of equals). */
export async function readRedirectRows(payload: Payload): Promise<EditorRedirect[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    sort: '-updatedAt',
    depth: 0,
    overrideAccess: true,
    select: { from: true, to: true, host: true, permanent: true },
  })
  return docs.map((d) => ({ from: d.from, to: d.to, host: d.host, permanent: Boolean(d.permanent) }))
}

type RedirectTable = ReturnType<typeof createRedirectTable>
/**
 * The proxy is bundled apart from the CMS, so the one table of this process is kept on globalThis
 * (as Payload keeps its own instance): the server's start (instrumentation.ts) creates it with the
 * started Payload and the proxy reads it: no HTTP, no credential. An edit shows within TABLE_TTL_MS
 * on every instance (a hook would run before the edit's transaction commits).
 */
const TABLE_KEY = Symbol.for('site.redirects.table')
const shared = globalThis as { [TABLE_KEY]?: RedirectTable }

export function startRedirectTable(payload: Payload): void {
  shared[TABLE_KEY] ??= createRedirectTable({ load: () => readRedirectRows(payload) })
}

/** The editor redirects for the proxy; none before the CMS has started (never throws). */
export function editorRedirects(): Promise<readonly EditorRedirect[]> {
  return shared[TABLE_KEY]?.rules() ?? Promise.resolve([])
}
