import { randomBytes } from 'node:crypto'
import { createClient } from 'redis'
import { afterAll, describe, expect, it } from 'vitest'
import { attempt, type Rule } from './throttle'

// Read lazily by src/lib/env.ts on first use, i.e. after these lines. Redis runs on the
// development and CI machines (docs/operations.md).
const prefix = `test-throttle-${randomBytes(4).toString('hex')}:`
process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7'
process.env.REDIS_KEY_PREFIX = prefix

const direct = createClient({ url: process.env.REDIS_URL })

afterAll(async () => {
  if (!direct.isOpen) return
  const keys = await direct.keys(`${prefix}*`)
  if (keys.length) await direct.del(keys)
  await direct.close()
  const { redis } = await import('@/lib/redis')
  await (await redis())?.close()
})

describe('staff sign-in throttle with REDIS_URL', () => {
  it('counts and blocks in Redis, where every instance sees it', async () => {
    const rule: Rule = { name: 'redis', free: 2, windowSec: 600, baseDelaySec: 5, maxDelaySec: 60 }
    for (let i = 0; i < 3; i++)
      expect(await attempt([{ rule, key: '203.0.113.9' }])).toEqual({ limited: false })
    expect(await attempt([{ rule, key: '203.0.113.9' }])).toEqual({ limited: true, retryAfterSec: 5 })
    await direct.connect()
    expect(await direct.get(`${prefix}throttle:redis:attempts:203.0.113.9`)).toBe('3')
    const blockTtl = await direct.pTTL(`${prefix}throttle:redis:blocks:203.0.113.9`)
    expect(blockTtl).toBeGreaterThan(3000)
    expect(blockTtl).toBeLessThanOrEqual(5000)
  })
})
