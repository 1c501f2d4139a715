import { describe, expect, it } from 'vitest'
import { reversed } from './order'

describe('reversed', () => {
  it("reverses every key, Payload's implicit -createdAt included, so an index serves both directions", () => {
    expect(reversed(['-publishedAt', '-id'])).toEqual(['publishedAt', 'id', 'createdAt'])
    // Plans: ascending, then Payload's created_at desc (their index says the same).
    expect(reversed(['sort', 'id'])).toEqual(['-sort', '-id', 'createdAt'])
  })

  it('adds nothing when the order names createdAt itself', () => {
    expect(reversed(['title', 'createdAt'])).toEqual(['-title', '-createdAt'])
    expect(reversed(['-createdAt'])).toEqual(['createdAt'])
  })
})
