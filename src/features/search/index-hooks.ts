import type { CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { onVisibleChange } from '@/features/content/revalidate'

/**
 * Publishing, editing, unpublishing or deleting a searched document updates that document in the
 * search indexes of this instance (features/search/store.ts), within the same write: the next
 * search finds it, and no search waits for a rebuild. Bulk writes that skip revalidation (seed,
 * fixtures) skip this too; the indexes catch up from the content stamp. A failure here never
 * fails the write: the stamp check catches up too.
 */
async function update(req: PayloadRequest, collection: string, id: unknown) {
  if (req.context?.disableRevalidate || (typeof id !== 'number' && typeof id !== 'string')) return
  try {
    // Imported when used: the search reads content modules that import the Payload config.
    const { searchDocumentChanged } = await import('./store')
    await searchDocumentChanged(req, collection, id)
  } catch (error) {
    req.payload.logger.warn({ msg: 'search: could not update the document in the index', err: error })
  }
}

export const searchAfterChange = onVisibleChange((req, collection, doc) => update(req, collection, doc.id))

export const searchAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await update(req, collection.slug, doc.id)
  return doc
}
