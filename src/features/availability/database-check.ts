import { cms } from '@/lib/payload'

/** Resolves when the database answers a small read now; rejects with the reason otherwise. */
export async function checkDatabase(): Promise<void> {
  const payload = await cms()
  await payload.count({ collection: 'products', overrideAccess: true })
}
