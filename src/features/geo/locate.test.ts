import { describe, expect, it } from 'vitest'
import { createGeoLocator } from './locate'

/** A locator over a provider that counts its calls, on a clock the test moves. */
function counted(cacheSize: number, cacheTtlMs: number) {
  const clock = { now: 1_000 }
  const asked: string[] = []
  const geo = createGeoLocator({
    provider: async (ip) => {
      asked.push(ip)
      if (ip === 'broken') throw new Error('down')
      return 'CN'
    },
    timeoutMs: 100,
    cacheSize,
    cacheTtlMs,
    failureTtlMs: 10,
    log: () => {},
    now: () => clock.now,
  })
  return { geo, asked, clock }
}

describe('geo locator cache', () => {
  it('never holds more than its entry bound, evicting the least recently used', async () => {
    const { geo, asked } = counted(2, 60_000)
    await geo.locate('a')
    await geo.locate('b')
    await geo.locate('a') // a is now the most recently used
    await geo.locate('c')
    expect(geo.cache?.size).toBe(2)
    await geo.locate('a')
    await geo.locate('b') // evicted: asked again
    expect(asked).toEqual(['a', 'b', 'c', 'b'])
  })

  it('never serves an answer older than its age bound, nor a failure past its shorter one', async () => {
    const { geo, asked, clock } = counted(10, 500)
    await geo.locate('ip')
    clock.now += 500
    await geo.locate('ip')
    clock.now += 1
    await geo.locate('ip')
    expect(asked).toEqual(['ip', 'ip'])
    expect(await geo.locate('broken')).toEqual({ ok: false })
    clock.now += 11
    await geo.locate('broken')
    expect(asked).toEqual(['ip', 'ip', 'broken', 'broken'])
  })

  it('caches nothing when sized 0 or aged 0', async () => {
    for (const [size, ttl] of [
      [0, 500],
      [10, 0],
    ] as const) {
      const { geo, asked } = counted(size, ttl)
      await geo.locate('ip')
      await geo.locate('ip')
      expect(geo.cache).toBeNull()
      expect(asked).toEqual(['ip', 'ip'])
    }
  })
})
