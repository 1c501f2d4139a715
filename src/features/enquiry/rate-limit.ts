import type { Payload } from 'payload'

export type RateLimits = { perMinute: number; perDay: number }

/**
 * Enquiries per client IP, counted in the database (the stored enquiries themselves), so the
 * limit holds across restarts and across several instances sharing PostgreSQL. An unknown
 * address (no socket header, e.g. `next dev`) counts as one shared client.
 */
export async function isRateLimited(
  payload: Payload,
  ip: string | null,
  limits: RateLimits,
  now = Date.now(),
): Promise<boolean> {
  const byIp = ip ? { clientIp: { equals: ip } } : { clientIp: { exists: false } }
  const since = (ms: number) => ({
    and: [byIp, { createdAt: { greater_than: new Date(now - ms).toISOString() } }],
  })
  const [minute, day] = await Promise.all([
    payload.count({ collection: 'enquiries', where: since(60_000), overrideAccess: true }),
    payload.count({ collection: 'enquiries', where: since(86_400_000), overrideAccess: true }),
  ])
  return minute.totalDocs >= limits.perMinute || day.totalDocs >= limits.perDay
}
