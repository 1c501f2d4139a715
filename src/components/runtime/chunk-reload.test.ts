import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from './chunk-reload'

const memory = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}

describe('chunk-load failure reload guard', () => {
  it('recognises the errors bundlers raise for a missing chunk', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(
      isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: /_next/static/chunks/123.js)')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads at most once per 60 s', () => {
    const storage = memory()
    const reload = vi.fn()
    expect(reloadForChunkError({ storage, now: 1_000_000, reload })).toBe(true)
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000')
    expect(reloadForChunkError({ storage, now: 1_059_999, reload })).toBe(false)
    expect(reloadForChunkError({ storage, now: 1_060_000, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when it cannot record the reload (no endless loop)', () => {
    const reload = vi.fn()
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(reloadForChunkError({ storage: broken, now: 1, reload })).toBe(false)
    expect(reloadForChunkError({ storage: null, now: 1, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
