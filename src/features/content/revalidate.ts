import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { changeIsVisible, type DocLike, MEDIA_TAG, tagsForDocument, tagsForGlobal } from './cache-tags'

/**
 * Publishing, editing or unpublishing in the admin refreshes exactly the cached pages that show
 * the document (features/content/cache-tags.ts says which), without a rebuild. `expire: 0`: the
 * next visitor gets the new version, never the stale one. A job run by Payload's cron (scheduled
 * publishing) has no request, where `revalidateTag` throws. And on PostgreSQL a save's hooks can
 * run in another request's async context (the pg pool's callbacks do not carry the caller's):
 * `revalidateTag` then records the tags in a request that has already ended and nothing is purged
 * (measured: a published news item stayed cached on PostgreSQL, never on SQLite). So the purge
 * also goes to the process's cache directly, after the save has committed (purgeAfterCommit).
 * With neither (seed with `disableRevalidate`, scripts, tests) there is no cache to purge, and
 * the reads' five-minute safety net catches up.
 */
function purge(req: PayloadRequest, tags: string[]) {
  if (req.context?.disableRevalidate) return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    req.payload.logger.debug({ msg: 'revalidated', tags })
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidate skipped outside a Next.js request', err: error })
  }
  purgeAfterCommit(tags, req)
}

/** What Next's incremental cache offers for a purge (the same call Next makes after a request). */
type TagCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

/**
 * Next keeps this process's page and data cache on `globalThis.__incrementalCache` once it has
 * answered a request (its own stores fall back to it outside a render); before that nothing is
 * cached. Not a documented API, hence one place and an e2e test (editors.spec.ts, scheduled
 * publishing) that fails if an upgrade moves it. Payload's tracker: payloadcms/payload#16392.
 * The hook runs inside the save's transaction: purged after it commits (within a second; again
 * later in case the commit was slow), or a render in between would cache the old copy again.
 */
export const PURGE_AFTER_MS = [1_000, 5_000] as const

function purgeAfterCommit(tags: string[], req: PayloadRequest) {
  const cache = (globalThis as { __incrementalCache?: TagCache }).__incrementalCache
  if (typeof cache?.revalidateTag !== 'function') return
  const run = () =>
    cache.revalidateTag(tags, { expire: 0 }).then(
      () => req.payload.logger.debug({ msg: 'revalidated after commit', tags }),
      (error: unknown) => req.payload.logger.error({ msg: 'revalidate after commit failed', err: error }),
    )
  for (const ms of PURGE_AFTER_MS) setTimeout(run, ms).unref()
}

/**
 * Whether the stored public copy (what visitors read) of a document is published: its row, read
 * through the database adapter in the save's transaction. (A local API read given `req` replaces
 * the request's context with a new object, and the save's later hooks would lose what is noted.)
 */
async function storedIsPublished(req: PayloadRequest, collection: string, id: unknown) {
  const stored = await req.payload.db.findOne<{ id: number; _status?: string }>({
    collection: collection as 'news',
    where: { id: { equals: id } },
    req,
  })
  return stored?._status === 'published'
}

/**
 * A draft saved on a published document is stored as a version only: the public copy stays
 * published and unchanged. Unpublishing looks the same to the hook (published before, draft now)
 * but turns the public copy into a draft; the stored copy tells them apart.
 */
async function publicCopyUnchanged(
  req: PayloadRequest,
  collection: string,
  doc: DocLike,
  previous: DocLike | null,
) {
  if (doc._status !== 'draft' || previous?._status !== 'published') return false
  return storedIsPublished(req, collection, doc.id)
}

const publicBeforeKey = (collection: string, id: unknown) => `publicCopyBefore:${collection}:${String(id)}`

/**
 * With a draft pending on a published document, the hooks' previous document is that draft: an
 * unpublish then looks like one draft saved over another, and nothing was purged (the page, the
 * listings and the search kept showing it). For such a save this beforeChange hook notes whether
 * the public copy was published; onVisibleChange compares it with the stored copy after the save.
 */
export const rememberPublicCopy: CollectionBeforeChangeHook = async ({
  collection,
  context,
  data,
  originalDoc,
  operation,
  req,
}) => {
  const previous = originalDoc as DocLike | undefined
  if (
    operation === 'update' &&
    data?._status === 'draft' &&
    previous?._status === 'draft' &&
    previous.id != null
  )
    context[publicBeforeKey(collection.slug, previous.id)] = await storedIsPublished(
      req,
      collection.slug,
      previous.id,
    )
  return data
}

/**
 * Whether this save took a published public copy down while a draft was pending (see above).
 * Asked by each afterChange hook of the save: the first answer replaces the note, so the stored
 * copy is read once.
 */
async function unpublishedUnderDraft(
  req: PayloadRequest,
  context: Record<string, unknown>,
  collection: string,
  doc: DocLike,
) {
  const key = publicBeforeKey(collection, doc.id)
  if (context[key] === true)
    context[key] =
      doc._status === 'draft' && !(await storedIsPublished(req, collection, doc.id)) ? 'unpublished' : 'kept'
  return context[key] === 'unpublished'
}

/** An afterChange hook that acts only on a change a visitor can see (cache-tags.ts). */
export function onVisibleChange(
  act: (req: PayloadRequest, collection: string, doc: DocLike, previous: DocLike | null) => Promise<void>,
): CollectionAfterChangeHook {
  return async ({ collection, context, doc, previousDoc, operation, req }) => {
    const previous: DocLike | null = operation === 'create' ? null : (previousDoc ?? null)
    if (changeIsVisible(doc, previous) || (await unpublishedUnderDraft(req, context, collection.slug, doc)))
      await act(req, collection.slug, doc, previous)
    return doc
  }
}

export const revalidateAfterChange = onVisibleChange(async (req, collection, doc, previous) => {
  if (req.context?.disableRevalidate) return
  if (await publicCopyUnchanged(req, collection, doc, previous)) return
  purge(req, tagsForDocument(collection, doc, previous))
})

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  if (changeIsVisible(doc, null)) purge(req, tagsForDocument(collection.slug, null, doc))
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc, req }) => {
  purge(req, tagsForGlobal(global.slug))
  return doc
}

/** An edited or deleted upload may be shown anywhere; a new one is on no page yet. */
export const revalidateMediaChange: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation === 'update') purge(req, [MEDIA_TAG])
  return doc
}

export const revalidateMediaDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  purge(req, [MEDIA_TAG])
  return doc
}
