import type { Payload, PayloadRequest } from 'payload'
import { routing, type Locale } from '@/i18n/routing'
import {
  changedSince,
  contentStamp,
  kindOf,
  loadSearchDocsOf,
  publishedIds,
  readSearchDoc,
  visibleIds,
  type ContentStamp,
} from './documents'
import { searchKinds, SearchIndex, type SearchDoc, type SearchKind } from './engine'
import { nextTurn } from '@/features/content/after-last-id'

/**
 * The search index lives in memory, one per language and per server instance. Both are built
 * once (at start, or by the first search), a page of documents at a time, and from then on kept
 * up to date a document at a time, never rebuilt:
 * - while they are built, a search answers at once from what they hold so far (and says the
 *   results may be incomplete): no search waits for the build;
 * - a publish, edit, unpublish or delete on this instance updates the document in each index from
 *   the collection hooks (`searchDocumentChanged`), during the build too;
 * - at most every `checkEveryMs` a search compares the content stamp (per kind: how many
 *   documents are published, and the newest `updatedAt`) with the one the indexes last caught up
 *   with; when it moved (another instance changed something), the indexes catch up in the
 *   background: they re-read the documents changed since and drop those a visitor no longer
 *   sees. The search itself answers at once from the index as it is.
 * The stamp and the published ids do not depend on the language: one state holds them for both
 * indexes, so each is read once.
 */
type State = {
  /** Per language, its index: complete, or being filled while `building` runs. */
  indexes: Map<Locale, SearchIndex>
  /** The build of both indexes, while it runs. */
  building: Promise<void> | null
  /** The content the indexes caught up with (null before the first build). */
  stamp: ContentStamp | null
  /** Per kind, the published ids as of the stamp: a deletion shows as a count they do not explain. */
  published: Map<SearchKind, Set<number>>
  checkedAt: number
  syncing: Promise<void> | null
}

export const checkEveryMs = 5_000

// On globalThis: Next may evaluate this module once per route bundle; one index per process.
const key = Symbol.for('site.search.store')
const g = globalThis as typeof globalThis & { [key]?: State }
const state: State = (g[key] ??= {
  indexes: new Map(),
  building: null,
  stamp: null,
  published: new Map(),
  checkedAt: 0,
  syncing: null,
})

/** Documents tokenized between two turns of the event loop: each chunk takes a few milliseconds. */
const CHUNK = 10

async function addAll(index: SearchIndex, docs: SearchDoc[]) {
  for (let i = 0; i < docs.length; i += CHUNK) {
    for (const doc of docs.slice(i, i + CHUNK)) index.upsert(doc)
    await nextTurn()
  }
}

/**
 * Builds both indexes, served (incomplete) from the start: kind by kind in the order results are
 * labelled, each kind in both languages before the next, so both grow alike. The stamp is read
 * first: a change made while the pages are read shows up at the next check (none runs before the
 * build is done), or at once through the hooks.
 */
function startBuild(payload: Payload, now: number) {
  const indexes = routing.locales.map((locale) => [locale, new SearchIndex([])] as const)
  for (const [locale, index] of indexes) state.indexes.set(locale, index)
  state.building = (async () => {
    const stamp = await contentStamp(payload)
    const published = new Map<SearchKind, Set<number>>()
    for (const kind of searchKinds) published.set(kind, await publishedIds(payload, kind))
    Object.assign(state, { stamp, published, checkedAt: now })
    for (const kind of searchKinds)
      for (const [locale, index] of indexes)
        await loadSearchDocsOf(payload, locale, kind, (docs) => addAll(index, docs))
  })().then(
    () => {
      state.building = null
    },
    (error: unknown) => {
      // An index that missed documents must not pass for complete: the next search starts again.
      state.building = null
      state.indexes.clear()
      payload.logger.error({ msg: 'search: building the index failed', err: error })
    },
  )
}

/**
 * Brings one kind up to date in every index: the documents changed since `since` are indexed
 * again, or dropped when a visitor no longer finds them (unpublished, title removed). Deleted
 * documents leave no change to read: when the published count is not what the changes explain,
 * the published and visible ids are read whole (rare: only after a deletion).
 */
async function catchUp(payload: Payload, kind: SearchKind, since: string, count: number) {
  // The changed ids first: a document changed again between the two reads is then read visible.
  const changed = await changedSince(payload, kind, since)
  const published = state.published.get(kind) ?? new Set<number>()
  for (const { id, published: isPublished } of changed) {
    if (isPublished) published.add(id)
    else published.delete(id)
  }
  const deleted = published.size !== count
  state.published.set(kind, deleted ? await publishedIds(payload, kind) : published)
  for (const [locale, index] of state.indexes) {
    const visible = new Set<string>()
    await loadSearchDocsOf(
      payload,
      locale,
      kind,
      (docs) => {
        for (const d of docs) visible.add(d.id)
        return addAll(index, docs)
      },
      since ? { updatedAt: { greater_than_equal: since } } : undefined,
    )
    for (const { id } of changed) if (!visible.has(`${kind}:${id}`)) index.remove(`${kind}:${id}`)
    if (!deleted) continue
    const all = await visibleIds(payload, locale, kind)
    for (const id of index.idsOf(kind)) if (!all.has(id)) index.remove(id)
  }
}

async function sync(payload: Payload, now: number): Promise<void> {
  const stamp = await contentStamp(payload)
  for (const kind of searchKinds) {
    const before = state.stamp?.[kind]
    const after = stamp[kind]
    if (before?.count === after.count && before.newest === after.newest) continue
    await catchUp(payload, kind, before?.newest ?? '', after.count)
  }
  state.stamp = stamp
  state.checkedAt = now
}

/**
 * The index of one language as it is now, and whether it is complete. Starts the build when there
 * is none; once built, starts a catch-up with other instances' changes in the background when the
 * last check is older than `maxAgeMs`, once `defer` lets it (a search passes Next's `after`: the
 * catch-up's reads then wait until its answer is sent). Never waits.
 */
export function currentSearchIndex(
  locale: Locale,
  opts: { payload: Payload; now?: number; maxAgeMs?: number; defer?: (start: () => void) => void },
): { index: SearchIndex; complete: boolean } {
  const now = opts.now ?? Date.now()
  if (!state.indexes.has(locale)) startBuild(opts.payload, now)
  const index = state.indexes.get(locale)!
  if (state.building) return { index, complete: false }
  if (!state.syncing && now - state.checkedAt >= (opts.maxAgeMs ?? checkEveryMs)) {
    const { defer } = opts
    // At the latest after a second, and at once where `defer` cannot (outside a request): a
    // deferral that never ran would stop every later catch-up.
    const started = new Promise<void>((resolve) => {
      if (!defer) return resolve()
      setTimeout(resolve, 1_000).unref()
      try {
        defer(resolve)
      } catch {
        resolve()
      }
    })
    state.syncing = started
      .then(() => sync(opts.payload, now))
      .catch((error: unknown) => {
        opts.payload.logger.error({ msg: 'search: catching up with content changes failed', err: error })
      })
      .finally(() => {
        state.syncing = null
      })
  }
  return { index, complete: true }
}

/**
 * The index of one language; with `wait`, once it is built and caught up with the content (tests
 * and benches: a search never waits).
 */
export async function searchIndex(
  locale: Locale,
  opts: { payload: Payload; now?: number; maxAgeMs?: number; wait?: boolean },
): Promise<SearchIndex> {
  let current = currentSearchIndex(locale, opts)
  if (opts.wait && !current.complete) {
    await state.building
    current = currentSearchIndex(locale, opts)
  }
  if (opts.wait && state.syncing) await state.syncing
  return current.index
}

/**
 * A document of a searched collection was created, changed or deleted (collection hooks, cms/
 * collections/content.ts): the indexes, built or being built, take its new state in each language
 * (a build that read it before the change is corrected by the first catch-up after the build).
 */
export async function searchDocumentChanged(req: PayloadRequest, collection: string, id: number | string) {
  const kind = kindOf(collection)
  if (!kind) return
  // One language after the other: each read sets the shared request's locale (`req.locale`), so
  // two at once would both read whichever language was set last.
  for (const [locale, index] of state.indexes) {
    const doc = await readSearchDoc(req, locale, kind, id)
    if (doc) index.upsert(doc)
    else index.remove(`${kind}:${id}`)
  }
}

/** Starts building both languages' indexes ahead of the first search (server start); a failure is logged. */
export function warmSearchIndexes(payload: Payload): void {
  currentSearchIndex(routing.defaultLocale, { payload })
}
