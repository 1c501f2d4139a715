import { AsyncLocalStorage } from 'node:async_hooks'
import type { User } from '@/cms/payload-types'

/**
 * Which staff member a content read runs for during a live preview. Content reads pick it up
 * (features/content/visitor.ts) without every loader taking an extra argument.
 */
const scope = new AsyncLocalStorage<User>()

/** Runs a content read as the previewing staff member: drafts included, their access rules. */
export function inPreview<T>(user: User, read: () => Promise<T>): Promise<T> {
  return scope.run(user, read)
}

/** The staff member a read runs for inside `inPreview`; undefined for every visitor read. */
export function previewUser(): User | undefined {
  return scope.getStore()
}
