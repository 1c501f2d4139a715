import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { redis, redisKey, type Redis } from '@/lib/redis'
import { countEnquiriesSince } from './store'

export type RateLimits = { perMinute: number; perDay: number }

/** The two windows, the same for the database count and the Redis script. */
const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

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
  const day = await countEnquiriesSince(payload, ip, now - DAY_MS)
  if (day >= limits.perDay) return true
  // The last minute's enquiries are among the day's: fewer than a minute's allowance in the whole
  // day (nearly every visitor) needs no second count.
  if (day < limits.perMinute) return false
  return (await countEnquiriesSince(payload, ip, now - MINUTE_MS)) >= limits.perMinute
}

/**
 * A sliding window per IP in one sorted set (score = time in ms): drop entries older than a day,
 * refuse when the last minute or the last day is full, otherwise add this request. One script,
 * so two instances answering at the same moment cannot both take the last slot.
 */
const SLIDING_WINDOW = `
local key, now, perMinute, perDay, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - ${DAY_MS})
if redis.call('ZCARD', key) >= perDay then return 1 end
if redis.call('ZCOUNT', key, now - ${MINUTE_MS}, '+inf') >= perMinute then return 1 end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, ${DAY_MS})
return 0`

export type SlotClaim = { limited: boolean; release: () => Promise<void> }

const noop = async () => {}

/** Claims one slot in the Redis window; `release` gives it back (e.g. the input was invalid). */
export async function claimRedisSlot(
  client: Redis,
  key: string,
  limits: RateLimits,
  now = Date.now(),
): Promise<SlotClaim> {
  const member = `${now}:${randomBytes(6).toString('hex')}`
  const limited = await client.eval(SLIDING_WINDOW, {
    keys: [key],
    arguments: [String(now), String(limits.perMinute), String(limits.perDay), member],
  })
  if (limited === 1) return { limited: true, release: noop }
  return {
    limited: false,
    release: async () => {
      await client.zRem(key, member)
    },
  }
}

/**
 * The enquiry rate limit, whichever instance answers: counted in Redis when REDIS_URL is set
 * (several instances, one shared count, decided atomically), else (or while Redis is down) from
 * the stored enquiries.
 */
export async function claimEnquirySlot(
  payload: Payload,
  ip: string | null,
  limits: RateLimits,
): Promise<SlotClaim> {
  const connecting = redis()
  if (connecting) {
    try {
      return await claimRedisSlot(await connecting, redisKey('enquiry-rate', ip ?? 'unknown'), limits)
    } catch (error) {
      // Redis unreachable: the database count still holds the limit, only less precisely.
      payload.logger.warn(
        `enquiry rate limit: Redis failed (${(error as Error).message}); counting in the database`,
      )
    }
  }
  return { limited: await isRateLimited(payload, ip, limits), release: noop }
}
