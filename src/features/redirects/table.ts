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

type Cache = { rules: EditorRedirect[]; loadedAt: number; loading: Promise<void> | null }

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
  const cache: Cache = { rules: [], loadedAt: -Infinity, loading: null }
  let firstLoad: Promise<void> | null = null

  async function load(): Promise<void> {
    try {
      const response = await doFetch(`${source.origin}/cms-api/redirects/table`, {
        headers: { [INTERNAL_TOKEN_HEADER]: internalToken(source.secret, 'redirects-table') },
        cache: 'no-store',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { rules?: unknown }
      if (!Array.isArray(body.rules)) throw new Error('no rules array in the answer')
      cache.rules = body.rules.filter(isEditorRedirect)
    } catch (error) {
      log('redirects: could not load the editor redirect table, keeping the last one', error)
    } finally {
      cache.loadedAt = now()
      cache.loading = null
    }
  }

  return {
    async rules(): Promise<readonly EditorRedirect[]> {
      if (now() - cache.loadedAt >= TABLE_TTL_MS && !cache.loading) {
        cache.loading = load()
        firstLoad ??= cache.loading
      }
      // Only the very first load is awaited (bounded by the fetch timeout); every later refresh
      // runs behind the answer.
      if (firstLoad) await firstLoad
      return cache.rules
    },
  }
}
