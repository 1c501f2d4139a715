import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'
import type { User } from '@/cms/payload-types'
import { actsAs } from '@/cms/access'
import { env } from '@/lib/env'
import { cms } from '@/lib/payload'
import { verifyPreview } from './token'

/** The cookie that carries the signed pass beside Next's draft-mode cookie. */
export const PREVIEW_COOKIE = 'site-preview'

export type PreviewSession = { user: User; adminOrigin: string }

/**
 * The staff preview this request belongs to, or null for every visitor. Both Next's draft mode
 * and a valid pass of a staff member who may still edit content are needed: the draft-mode cookie
 * alone proves nothing about who holds it. Checked once per request.
 */
export const previewSession = cache(async (): Promise<PreviewSession | null> => {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return null // outside a request (scripts, integration tests)
  }
  if (!enabled) return null
  const claims = verifyPreview((await cookies()).get(PREVIEW_COOKIE)?.value, env().PAYLOAD_SECRET)
  if (!claims) return null
  const user = await contentEditor(claims.user)
  return user ? { user, adminOrigin: claims.origin } : null
})

/** The staff account behind a pass, if it still exists and may still edit content. */
export async function contentEditor(id: number | string): Promise<User | null> {
  const payload = await cms()
  const user = await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!user || !actsAs(user, 'admin', 'editor')) return null
  // Access rules see it as a signed-in user of the users collection.
  return { ...user, collection: 'users' } as User
}
