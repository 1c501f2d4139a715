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
 * - a publish, edit, unpublish or delete on this instance updates the document in each index from
 *   the collection hooks (`searchDocumentChanged`);
 * - at most every `checkEveryMs` a search compares the content stamp (per kind: how many
 *   documents are published, and the newest `updatedAt`) with the one the indexes last caught up
 *   with; when it moved (another instance changed something), the indexes catch up in the
 *   background: they re-read the documents changed since and drop those a visitor no longer
 *   sees. The search itself answers at once from the index as it is.
 * The stamp and the published ids do not depend on the language: one state holds them for both
 * indexes, so each is read once.
 */
type State = {
  indexes: Map<Locale, SearchIndex>
  /** Per language, its index while it is built (one language after the other). */
  building: Map<Locale, Promise<SearchIndex>>
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
  building: new Map(),
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
 * Builds both indexes, one language after the other; each is served as soon as it is complete.
 * The stamp is read first: a change made while the pages are read shows up at the next check
 * (none runs before both are built).
 */
function startBuild(payload: Payload, now: number) {
  let previous: Promise<unknown> = (async () => {
    const stamp = await contentStamp(payload)
    const published = new Map<SearchKind, Set<number>>()
    for (const kind of searchKinds) published.set(kind, await publishedIds(payload, kind))
    Object.assign(state, { stamp, published, checkedAt: now })
  })()
  for (const locale of routing.locales) {
    const built = previous.then(async () => {
      const index = new SearchIndex([])
      for (const kind of searchKinds)
        await loadSearchDocsOf(payload, locale, kind, (docs) => addAll(index, docs))
      state.indexes.set(locale, index)
      return index
    })
    state.building.set(locale, built)
    previous = built
  }
  // Settled, failed or not: the next search that finds no index starts again.
  previous.then(
    () => state.building.clear(),
    () => state.building.clear(),
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
 * The index of one language. Built on first use; afterwards returned at once, a catch-up with
 * other instances' changes started in the background when the last check is older than
 * `maxAgeMs` (and no index is being built). `wait` awaits the builds and that catch-up (tests).
 */
export async function searchIndex(
  locale: Locale,
  opts: { payload: Payload; now?: number; maxAgeMs?: number; wait?: boolean },
): Promise<SearchIndex> {
  const now = opts.now ?? Date.now()
  if (!state.indexes.has(locale)) {
    if (!state.building.has(locale)) startBuild(opts.payload, now)
    const built = state.building.get(locale)!
    if (!opts.wait) return built
    await built
  }
  if (state.building.size > 0) {
    if (!opts.wait) return state.indexes.get(locale)!
    await Promise.allSettled([...state.building.values()])
  }
  if (!state.syncing && now - state.checkedAt >= (opts.maxAgeMs ?? checkEveryMs)) {
    state.syncing = sync(opts.payload, now)
      .catch((error: unknown) => {
        opts.payload.logger.error({ msg: 'search: catching up with content changes failed', err: error })
      })
      .finally(() => {
        state.syncing = null
      })
  }
  if (opts.wait && state.syncing) await state.syncing
  return state.indexes.get(locale)!
}

/**
 * The index of one language when it is ready within `waitMs`, or null while it is still being
 * built: the first searches after a start on a large site (about 10 s per language at 25,000
 * documents) get an answer at once rather than a long wait.
 */
export async function readySearchIndex(
  locale: Locale,
  opts: { payload: Payload; waitMs: number },
): Promise<SearchIndex | null> {
  const index = searchIndex(locale, opts)
  if (state.indexes.has(locale)) return index
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), opts.waitMs)
  })
  try {
    return await Promise.race([index, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A document of a searched collection was created, changed or deleted (collection hooks, cms/
 * collections/content.ts): the indexes already built take its new state in each language.
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

/** Builds both languages' indexes ahead of the first search (server start). */
export async function warmSearchIndexes(payload: Payload): Promise<void> {
  await Promise.all(routing.locales.map((locale) => searchIndex(locale, { payload })))
}
