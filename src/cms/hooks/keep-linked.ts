import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'
import { findLinksTo, linkedMessage } from '../../features/routing/link-references'
import { internalLinkExists } from '../../features/routing/links'
import { internalPath } from '../../features/routing/site-paths'
import { adminLanguage } from '../admin-language'

/**
 * A landing page or an editor's redirect that the header, the footer or a published landing page
 * links to cannot be unpublished, moved or deleted while the link is there: the editor is told
 * which places link to it, and nothing changes. (Menu links are checked when saved; without this,
 * taking their target down afterwards would leave a dead link in every page's header.)
 *
 * The checks run inside the save's transaction: an error thrown after the change rolls it back.
 */

type Collection = 'pages' | 'redirects'

async function refuseIfLinked(
  req: PayloadRequest,
  path: string,
  except: { collection: Collection; id: number | string },
): Promise<void> {
  // Something else still answers the path (a redirect from it, a route of the code): no dead link.
  if (await internalLinkExists(req.payload, path, { req, except })) return
  const refs = await findLinksTo(req, path, except.collection === 'pages' ? except.id : undefined)
  // The data names the places for API clients; the admin shows the message.
  if (refs.length)
    throw new APIError(linkedMessage(adminLanguage(req), path, refs), 400, { path, linkedFrom: refs }, true)
}

const liveKey = (id: number | string) => `keepLinked:pages:${id}`

/** The page's public copy before the save: only the public copy is linked (drafts are versions). */
async function livePath(req: PayloadRequest, id: number | string): Promise<string | null> {
  const live = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return live?._status === 'published' && live.path ? live.path : null
}

/** Remembers where the page is public before the save (a draft save leaves that copy as it is). */
export const rememberLivePage: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && originalDoc?.id !== undefined) {
    const path = await livePath(req, originalDoc.id)
    if (path) req.context[liveKey(originalDoc.id)] = path
  }
  return data
}

/** After an unpublish or a new path: refused when the old path is linked and nothing else answers it. */
export const keepLinkedPage: CollectionAfterChangeHook = async ({ doc, req }) => {
  const before = req.context[liveKey(doc.id)]
  if (typeof before !== 'string') return doc
  delete req.context[liveKey(doc.id)]
  if ((await livePath(req, doc.id)) === before) return doc
  await refuseIfLinked(req, before, { collection: 'pages', id: doc.id })
  return doc
}

export const keepLinkedPageOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const path = await livePath(req, id)
  if (path) await refuseIfLinked(req, path, { collection: 'pages', id })
}

const fromPath = (from: unknown) => (typeof from === 'string' ? internalPath(from.trim()) : null)

/** A redirect whose old path changed: refused when the previous one is linked and nothing else answers it. */
export const keepLinkedRedirect: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const before = fromPath(previousDoc?.from)
  if (!before || before === fromPath(doc.from)) return doc
  await refuseIfLinked(req, before, { collection: 'redirects', id: doc.id })
  return doc
}

export const keepLinkedRedirectOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({
    collection: 'redirects',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const path = fromPath(doc?.from)
  if (path) await refuseIfLinked(req, path, { collection: 'redirects', id })
}
