/**
 * Cache tags: the one place that says which cached reads a CMS change makes stale.
 *
 * Every visitor read is cached under the tags of what it reads (`cachedRead`), and a cached page
 * inherits the tags of the reads it made. A change then purges exactly:
 * - `<collection>`: every read that lists or queries across the collection (listings, the home
 *   page's sections, "related" and previous/next lists, catalogues, feeds);
 * - `<collection>:<key>`: the read of that one document's own page (key = its route segment:
 *   the type of a product or service, the number of a plan, a landing page's path, else the id);
 * - `shell`: the header and footer (on every page), only when a field they show changed;
 * - `global:<slug>`: the pages that read that global;
 * - `media`: reads that show uploads, when an existing upload is edited or deleted (a new upload
 *   is on no page until a document that uses it is saved, which purges that document's tags);
 * - `<collection>#count` and `<collection>#count:<field>`: the counts behind pagers and the case
 *   overview, only when a change can move a document in or out of what they count (below).
 */

export type DocLike = Record<string, unknown> & { _status?: string | null }

export const SHELL_TAG = 'shell'
export const MEDIA_TAG = 'media'

export const collectionTag = (collection: string) => collection
export const documentTag = (collection: string, key: string | number) => `${collection}:${key}`
export const globalTag = (slug: string) => `global:${slug}`
/**
 * A count of published documents with a title in the page's language: stale only when a document
 * is created or deleted, is published or unpublished, or gains or loses a title. A count that
 * also filters on `field` (a case's industry) is stale too when that field changes. An edit that
 * changes none of these (the usual publish: a corrected text) keeps every count.
 */
export const countTag = (collection: string, field?: string) =>
  field ? `${collection}#count:${field}` : `${collection}#count`

/** The field that names a document in its route (and so in its page's tag). */
const routeKeyField: Record<string, string> = {
  products: 'type',
  services: 'type',
  'solution-plans': 'number',
  'product-plans': 'number',
  pages: 'path',
}

export function documentKey(collection: string, doc: DocLike | null | undefined): string | null {
  const value = doc?.[routeKeyField[collection] ?? 'id']
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null
}

/** What the header and footer read from each collection (features/navigation/shell/data.ts). */
const shellFields: Record<string, readonly string[]> = {
  products: ['type', 'title'],
  'solution-plans': ['number', 'title', 'isRecommend', 'sort', 'createTime'],
  'product-plans': ['number', 'title', 'isRecommend', 'sort', 'createTime'],
}

/** Globals the shell reads: the menus and the settings shown around every page. */
const shellGlobals: readonly string[] = ['site-settings', 'header', 'footer']

const isPublic = (doc: DocLike | null | undefined) =>
  Boolean(doc) && (doc?._status === undefined || doc._status === 'published')

function touchesShell(collection: string, doc: DocLike | null, previous: DocLike | null): boolean {
  const fields = shellFields[collection]
  if (!fields) return false
  if (!doc || !previous || isPublic(doc) !== isPublic(previous)) return true
  return fields.some((f) => JSON.stringify(doc[f] ?? null) !== JSON.stringify(previous[f] ?? null))
}

/** Whether each title is set: a string in one language's save, an object in an all-languages one. */
function titlePresence(title: unknown): unknown {
  if (title && typeof title === 'object')
    return Object.fromEntries(Object.entries(title).map(([k, v]) => [k, v != null]))
  return title != null
}

const membership = new Set(['_status', 'title'])

/** The count tags a change makes stale (`countTag`). */
function countTagsFor(collection: string, doc: DocLike | null, previous: DocLike | null): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  if (!doc || !previous || isPublic(doc) !== isPublic(previous)) return [countTag(collection)]
  if (!same(titlePresence(doc.title), titlePresence(previous.title))) return [countTag(collection)]
  // Status and title were compared above; any other changed field may be one a count filters on.
  const fields = new Set([...Object.keys(doc), ...Object.keys(previous)].filter((f) => !membership.has(f)))
  return [...fields].filter((f) => !same(doc[f], previous[f])).map((f) => countTag(collection, f))
}

/**
 * The tags to purge after a document changed (created, edited, published, unpublished: `doc` is
 * the new state, `previous` the old one or null) or was deleted (`doc` null).
 */
export function tagsForDocument(collection: string, doc: DocLike | null, previous: DocLike | null): string[] {
  const tags = new Set([collectionTag(collection)])
  for (const d of [doc, previous]) {
    const key = documentKey(collection, d)
    if (key !== null) tags.add(documentTag(collection, key))
  }
  if (touchesShell(collection, doc, previous)) tags.add(SHELL_TAG)
  for (const tag of countTagsFor(collection, doc, previous)) tags.add(tag)
  return [...tags]
}

export function tagsForGlobal(slug: string): string[] {
  return shellGlobals.includes(slug) ? [globalTag(slug), SHELL_TAG] : [globalTag(slug)]
}

/**
 * Whether a change can be visible to visitors: the site reads published documents only, so a
 * draft saved over a draft needs no purge; publishing (draft → published), editing a published
 * document and unpublishing (published → draft) do. Collections without drafts have no status.
 */
export function changeIsVisible(doc: DocLike, previous: DocLike | null): boolean {
  return isPublic(doc) || isPublic(previous)
}
