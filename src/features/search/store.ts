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

/**
 * The search index lives in memory, one per language and per server instance. It is built once
 * (at start, or by the first search), a page of documents at a time, and from then on kept up to
 * date a document at a time, never rebuilt:
 * - a publish, edit, unpublish or delete on this instance updates the document in the index from
 *   the collection hooks (`searchDocumentChanged`);
 * - at most every `checkEveryMs` a search compares the content stamp (per kind: how many
 *   documents are published, and the newest `updatedAt`) with the one the index last caught up
 *   with; when it moved (another instance changed something), the index catches up in the
 *   background: it re-reads the documents changed since and drops those a visitor no longer
 *   sees. The search itself answers at once from the index as it is.
 */
type Entry = {
  index: SearchIndex
  stamp: ContentStamp
  /** Per kind, the published ids as of the stamp: a deletion shows as a count they do not explain. */
  published: Map<SearchKind, Set<number>>
  checkedAt: number
  syncing: Promise<void> | null
}
type State = { entries: Map<Locale, Entry>; building: Map<Locale, Promise<Entry>> }

export const checkEveryMs = 5_000

// On globalThis: Next may evaluate this module once per route bundle; one index per process.
const key = Symbol.for('site.search.store')
const g = globalThis as typeof globalThis & { [key]?: State }
const state: State = (g[key] ??= { entries: new Map(), building: new Map() })

/** Lets other requests run between two pages of indexing (the indexing itself is synchronous). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Documents tokenized between two yields: each chunk takes a few milliseconds. */
const CHUNK = 10

async function addAll(index: SearchIndex, docs: SearchDoc[]) {
  for (let i = 0; i < docs.length; i += CHUNK) {
    for (const doc of docs.slice(i, i + CHUNK)) index.upsert(doc)
    await yieldToOthers()
  }
}

async function build(payload: Payload, locale: Locale, now: number): Promise<Entry> {
  // The stamp first: a change made while the pages are read shows up at the next check.
  const stamp = await contentStamp(payload)
  const published = new Map<SearchKind, Set<number>>()
  const index = new SearchIndex([])
  for (const kind of searchKinds) {
    published.set(kind, await publishedIds(payload, kind))
    await loadSearchDocsOf(payload, locale, kind, (docs) => addAll(index, docs))
  }
  const entry: Entry = { index, stamp, published, checkedAt: now, syncing: null }
  state.entries.set(locale, entry)
  return entry
}

/**
 * Brings one kind up to date: the documents changed since `since` are indexed again, or dropped
 * when a visitor no longer finds them (unpublished, title removed). Deleted documents leave no
 * change to read: when the published count is not what the changes explain, the published and
 * visible ids are read whole (rare: only after a deletion).
 */
async function catchUp(
  payload: Payload,
  locale: Locale,
  entry: Entry,
  kind: SearchKind,
  since: string,
  count: number,
) {
  const { index } = entry
  // The changed ids first: a document changed again between the two reads is then read visible.
  const changed = await changedSince(payload, kind, since)
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
  const published = entry.published.get(kind) ?? new Set<number>()
  for (const { id, published: isPublished } of changed) {
    if (isPublished) published.add(id)
    else published.delete(id)
    if (!visible.has(`${kind}:${id}`)) index.remove(`${kind}:${id}`)
  }
  entry.published.set(kind, published)
  if (published.size === count) return
  entry.published.set(kind, await publishedIds(payload, kind))
  const all = await visibleIds(payload, locale, kind)
  for (const id of index.idsOf(kind)) if (!all.has(id)) index.remove(id)
}

async function sync(payload: Payload, locale: Locale, entry: Entry, now: number): Promise<void> {
  const stamp = await contentStamp(payload)
  for (const kind of searchKinds) {
    const before = entry.stamp[kind]
    const after = stamp[kind]
    if (before?.count === after.count && before.newest === after.newest) continue
    await catchUp(payload, locale, entry, kind, before?.newest ?? '', after.count)
  }
  entry.stamp = stamp
  entry.checkedAt = now
}

/**
 * The index of one language. Built on first use; afterwards returned at once, a catch-up with
 * other instances' changes started in the background when the last check is older than
 * `maxAgeMs`. `wait` awaits that catch-up (tests).
 */
export async function searchIndex(
  locale: Locale,
  opts: { payload: Payload; now?: number; maxAgeMs?: number; wait?: boolean },
): Promise<SearchIndex> {
  const now = opts.now ?? Date.now()
  const entry = state.entries.get(locale)
  if (!entry) {
    let building = state.building.get(locale)
    if (!building) {
      building = build(opts.payload, locale, now).finally(() => state.building.delete(locale))
      state.building.set(locale, building)
    }
    return (await building).index
  }
  if (!entry.syncing && now - entry.checkedAt >= (opts.maxAgeMs ?? checkEveryMs)) {
    entry.syncing = sync(opts.payload, locale, entry, now)
      .catch((error: unknown) => {
        opts.payload.logger.error({ msg: 'search: catching up with content changes failed', err: error })
      })
      .finally(() => {
        entry.syncing = null
      })
  }
  if (opts.wait && entry.syncing) await entry.syncing
  return entry.index
}

/**
 * A document of a searched collection was created, changed or deleted (collection hooks, cms/
 * collections/content.ts): the indexes already built take its new state in each language.
 */
export async function searchDocumentChanged(req: PayloadRequest, collection: string, id: number | string) {
  const kind = kindOf(collection)
  if (!kind) return
  await Promise.all(
    routing.locales.map(async (locale) => {
      const entry = state.entries.get(locale)
      if (!entry) return
      const doc = await readSearchDoc(req, locale, kind, id)
      if (doc) entry.index.upsert(doc)
      else entry.index.remove(`${kind}:${id}`)
    }),
  )
}

/** Builds both languages' indexes ahead of the first search (server start). */
export async function warmSearchIndexes(payload: Payload): Promise<void> {
  for (const locale of routing.locales) await searchIndex(locale, { payload })
}
