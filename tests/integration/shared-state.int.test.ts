import { randomBytes } from 'node:crypto'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { claimRedisSlot } from '@/features/enquiry/rate-limit'
import { redisValueStore } from '@/features/wechat/redis-store'
import { WechatSigner } from '@/features/wechat/signature'

/**
 * What several instances share through Redis, checked with two separate connections standing in
 * for two instances. Uses its own database number and key prefix, and removes its keys after.
 */
const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/7'
const prefix = `int-${randomBytes(4).toString('hex')}:`
const connect = async () => {
  const c = createClient({ url })
  await c.connect()
  return c
}
let a: Awaited<ReturnType<typeof connect>>
let b: Awaited<ReturnType<typeof connect>>

beforeAll(async () => {
  process.env.REDIS_KEY_PREFIX = prefix
  a = await connect()
  b = await connect()
})

afterAll(async () => {
  for await (const keys of a.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
    if (keys.length) await a.unlink(keys)
  await Promise.all([a.quit(), b.quit()])
})

describe('enquiry rate limit in Redis', () => {
  it('refuses the 6th request in a minute whichever instance counts it, and only for that IP', async () => {
    const key = `${prefix}enquiry-rate:203.0.113.9`
    const limits = { perMinute: 5, perDay: 30 }
    const now = Date.now()
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimRedisSlot(i % 2 ? b : a, key, limits, now + i)),
    )
    expect(outcomes.filter((o) => !o.limited)).toHaveLength(5)
    expect((await claimRedisSlot(a, `${prefix}enquiry-rate:203.0.113.10`, limits, now)).limited).toBe(false)
    // A minute later the window has room again; the day's count still holds.
    expect((await claimRedisSlot(b, key, limits, now + 61_000)).limited).toBe(false)
    expect((await claimRedisSlot(b, key, { perMinute: 5, perDay: 6 }, now + 122_000)).limited).toBe(true)
  })

  it('gives a slot back when released (a mistyped form)', async () => {
    const key = `${prefix}enquiry-rate:203.0.113.11`
    const limits = { perMinute: 1, perDay: 30 }
    const first = await claimRedisSlot(a, key, limits)
    expect(first.limited).toBe(false)
    expect((await claimRedisSlot(b, key, limits)).limited).toBe(true)
    await first.release()
    expect((await claimRedisSlot(b, key, limits)).limited).toBe(false)
  })
})

describe('chat-app token and ticket in Redis', () => {
  it('are fetched once for all instances', async () => {
    const fetchImpl = vi.fn(async (target: URL | string) => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      const body = new URL(String(target)).pathname.endsWith('/token')
        ? { access_token: 'T', expires_in: 7200 }
        : { errcode: 0, ticket: 'shared', expires_in: 7200 }
      return new Response(JSON.stringify(body))
    }) as unknown as typeof fetch
    const config = { appId: `app-${prefix}`, appSecret: 's', apiBase: 'http://platform.test' }
    const signers = [a, b, a, b].map(
      (client) =>
        new WechatSigner(
          config,
          fetchImpl,
          Date.now,
          redisValueStore(async () => client, config.appId),
        ),
    )
    await Promise.all(signers.map((s) => s.sign('http://www.site.test/')))
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    // A new process (empty local cache) finds both in Redis and asks the platform nothing.
    const later = new WechatSigner(
      config,
      fetchImpl,
      Date.now,
      redisValueStore(async () => b, config.appId),
    )
    await later.sign('http://www.site.test/')
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })
})
