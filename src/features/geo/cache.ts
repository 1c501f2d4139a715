/**
 * A per-key cache bounded both in entries and in age. The old site cached every visitor IP
 * forever (a memory leak); here the oldest entry is evicted when full (least recently used,
 * thanks to Map's insertion order) and an entry older than its TTL is never served.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>()

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Re-insert so that the Map's first key is always the least recently used.
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: V, ttlMs: number = this.ttlMs): void {
    if (this.maxEntries <= 0 || ttlMs <= 0) return
    this.entries.delete(key)
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
    this.entries.set(key, { value, expires: this.now() + ttlMs })
  }

  clear(): void {
    this.entries.clear()
  }
}
