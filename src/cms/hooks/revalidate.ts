import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

/**
 * Publishing, editing or unpublishing in the admin refreshes the cached visitor pages at once,
 * without a rebuild. Coarse for now: every page of both hosts is marked stale (they re-render on
 * their next request); per-page tags are a later refinement. Outside a Next.js request (seed,
 * scripts, tests) there is no cache to purge, and Next throws: that is ignored.
 */
function purgeSite(req: PayloadRequest) {
  if (req.context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidate skipped outside a Next.js request', err: error })
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  purgeSite(req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  purgeSite(req)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, req }) => {
  purgeSite(req)
  return doc
}
