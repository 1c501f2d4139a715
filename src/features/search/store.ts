import type { Payload } from 'payload'
import type { Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import { contentStamp, loadSearchDocs } from './documents'
import { SearchIndex } from './engine'

/**
 * The search index lives in memory, one per language and per server instance, rebuilt from the
 * database. At most every `checkEveryMs` a query first compares the content stamp (a count and
 * newest `updatedAt` per collection) with the one the index was built from; when it changed (an
 * editor published, unpublished or deleted something, on this instance or another), the index is
 * rebuilt before answering, so a result never points at a page that is gone. Concurrent callers
 * share one check and one rebuild.
 */
type Entry = { index: SearchIndex; stamp: string; checkedAt: number }
type State = { entries: Map<Locale, Entry>; pending: Map<Locale, Promise<SearchIndex>> }

export const checkEveryMs = 5_000

// On globalThis: Next may evaluate this module once per route bundle; one index per process.
const key = Symbol.for('site.search.store')
const g = globalThis as typeof globalThis & { [key]?: State }
const state: State = (g[key] ??= { entries: new Map(), pending: new Map() })

async function refresh(payload: Payload, locale: Locale, now: number): Promise<SearchIndex> {
  const current = state.entries.get(locale)
  const stamp = await contentStamp(payload, locale)
  if (current && current.stamp === stamp) {
    current.checkedAt = now
    return current.index
  }
  const index = new SearchIndex(await loadSearchDocs(payload, locale))
  state.entries.set(locale, { index, stamp, checkedAt: now })
  return index
}

/** The up-to-date index of one language. */
export async function searchIndex(
  locale: Locale,
  opts: { payload?: Payload; now?: number; maxAgeMs?: number } = {},
): Promise<SearchIndex> {
  const now = opts.now ?? Date.now()
  const current = state.entries.get(locale)
  if (current && now - current.checkedAt < (opts.maxAgeMs ?? checkEveryMs)) return current.index
  let pending = state.pending.get(locale)
  if (!pending) {
    pending = (async () => refresh(opts.payload ?? (await cms()), locale, now))().finally(() =>
      state.pending.delete(locale),
    )
    state.pending.set(locale, pending)
  }
  return pending
}

/** Forgets every index (tests). */
export function resetSearchIndexes(): void {
  state.entries.clear()
}
