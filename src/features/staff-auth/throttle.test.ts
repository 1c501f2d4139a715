import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SIGN_IN_ACCOUNT, attempt, delayAfter, forget, type Rule } from './throttle'

const rule = (name: string): Rule => ({ name, free: 3, windowSec: 3600, baseDelaySec: 2, maxDelaySec: 60 })

describe('staff sign-in throttle', () => {
  it('lets the free attempts through, then doubles the delay up to its ceiling', () => {
    expect([1, 5, 6, 7, 8, 9].map((n) => delayAfter(SIGN_IN_ACCOUNT, n))).toEqual([0, 0, 2, 4, 8, 16])
    expect(delayAfter(SIGN_IN_ACCOUNT, 40)).toBe(3600)
    expect(delayAfter(SIGN_IN_ACCOUNT, 10_000)).toBe(3600)
  })

  it('refuses the key past its free attempts, and only that key', async () => {
    const r = rule(`memory-${randomBytes(4).toString('hex')}`)
    for (let i = 0; i < 4; i++)
      expect(await attempt([{ rule: r, key: 'guesser' }])).toEqual({ limited: false })
    const refused = await attempt([{ rule: r, key: 'guesser' }])
    expect(refused).toEqual({ limited: true, retryAfterSec: 2 })
    expect(await attempt([{ rule: r, key: 'owner' }])).toEqual({ limited: false })
    // A refused attempt is not counted: the delay does not grow while the key waits.
    expect(await attempt([{ rule: r, key: 'guesser' }])).toEqual({ limited: true, retryAfterSec: 2 })
  })

  it('is refused when any of the keys is blocked, and forgets a key on success', async () => {
    const a = rule(`memory-a-${randomBytes(4).toString('hex')}`)
    const b = rule(`memory-b-${randomBytes(4).toString('hex')}`)
    for (let i = 0; i < 4; i++) await attempt([{ rule: a, key: 'x' }])
    expect(
      (
        await attempt([
          { rule: a, key: 'x' },
          { rule: b, key: 'y' },
        ])
      ).limited,
    ).toBe(true)
    await forget({ rule: a, key: 'x' })
    expect(
      await attempt([
        { rule: a, key: 'x' },
        { rule: b, key: 'y' },
      ]),
    ).toEqual({ limited: false })
  })
})
