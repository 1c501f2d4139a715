import type { Payload, PayloadRequest } from 'payload'
import { routing, type Locale } from '@/i18n/routing'
import {
  contentStamp,
  kindOf,
  loadSearchDocsOf,
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
 *   documents a visitor sees, and the newest `updatedAt`) with the one the index last caught up
 *   with; when it moved (another instance changed something), the index catches up in the
 *   background: it re-reads the documents changed since, and drops those a visitor no longer
 *   sees. The search itself answers at once from the index as it is.
 */
type Entry = { index: SearchIndex; stamp: ContentStamp; checkedAt: number; syncing: Promise<void> | null }
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
  const stamp = await contentStamp(payload, locale)
  const index = new SearchIndex([])
  for (const kind of searchKinds) await loadSearchDocsOf(payload, locale, kind, (docs) => addAll(index, docs))
  const entry: Entry = { index, stamp, checkedAt: now, syncing: null }
  state.entries.set(locale, entry)
  return entry
}

/** Brings one kind up to date: documents changed since `since`, and those no longer visible. */
async function catchUp(
  payload: Payload,
  locale: Locale,
  index: SearchIndex,
  kind: SearchKind,
  since: string,
  count: number,
) {
  await loadSearchDocsOf(
    payload,
    locale,
    kind,
    (docs) => addAll(index, docs),
    since ? { updatedAt: { greater_than_equal: since } } : undefined,
  )
  if (index.idsOf(kind).length === count) return
  const visible = await visibleIds(payload, locale, kind)
  for (const id of index.idsOf(kind)) if (!visible.has(id)) index.remove(id)
}

async function sync(payload: Payload, locale: Locale, entry: Entry, now: number): Promise<void> {
  const stamp = await contentStamp(payload, locale)
  for (const kind of searchKinds) {
    const before = entry.stamp[kind]
    const after = stamp[kind]
    if (before?.count === after.count && before.newest === after.newest) continue
    await catchUp(payload, locale, entry.index, kind, before?.newest ?? '', after.count)
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
