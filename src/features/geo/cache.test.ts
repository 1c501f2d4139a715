import { describe, expect, it } from 'vitest'
import { BoundedCache } from './cache'

describe('BoundedCache', () => {
  it('never holds more than its entry bound, evicting the least recently used', () => {
    const cache = new BoundedCache<number>(3, 60_000)
    for (let i = 0; i < 10_000; i++) cache.set(`10.0.${i >> 8}.${i & 255}`, i)
    expect(cache.size).toBe(3)
    const c = new BoundedCache<string>(2, 60_000)
    c.set('a', 'A')
    c.set('b', 'B')
    c.get('a') // a is now the most recently used
    c.set('c', 'C')
    expect(c.get('b')).toBeUndefined()
    expect(c.get('a')).toBe('A')
    expect(c.get('c')).toBe('C')
  })

  it('never serves an entry older than its age bound', () => {
    let now = 1_000
    const cache = new BoundedCache<string>(10, 500, () => now)
    cache.set('ip', 'CN')
    now += 499
    expect(cache.get('ip')).toBe('CN')
    now += 1
    expect(cache.get('ip')).toBeUndefined()
    expect(cache.size).toBe(0)
    cache.set('short', 'x', 10)
    now += 10
    expect(cache.get('short')).toBeUndefined()
  })

  it('caches nothing when sized 0', () => {
    const cache = new BoundedCache<string>(0, 500)
    cache.set('ip', 'CN')
    expect(cache.size).toBe(0)
  })
})
