import { describe, expect, it, vi } from 'vitest'
import { STUCK_REFRESH_MS, TABLE_TTL_MS, createRedirectTable } from './table'

const rule = { from: '/a', to: '/b', host: 'both', permanent: true }

/** `answers` in turn, each from an async read; `loadImpl` replaces that read altogether. */
function setup(answers: Array<() => Promise<unknown[]>>, loadImpl?: () => Promise<unknown[]>) {
  let clock = 1_000
  const log = vi.fn()
  const load = vi.fn(
    loadImpl ??
      (async () => {
        const next = answers.shift()
        if (!next) throw new Error('no more answers')
        return next()
      }),
  )
  const t = createRedirectTable({ load, now: () => clock, log })
  return { t, load, log, advance: (ms: number) => (clock += ms) }
}

const ok = (rules: unknown[]) => async () => rules

describe('the proxy redirect table', () => {
  it('loads once, then serves from memory until the interval passes', async () => {
    const { t, load, advance } = setup([ok([rule]), ok([])])
    expect(await t.rules()).toEqual([rule])
    expect(await t.rules()).toEqual([rule])
    expect(load).toHaveBeenCalledTimes(1)

    advance(TABLE_TTL_MS)
    // A stale table answers at once while the refresh runs behind it.
    expect(await t.rules()).toEqual([rule])
    await vi.waitFor(async () => expect(await t.rules()).toEqual([]))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the last good table and logs when a refresh fails; never throws', async () => {
    const { t, log, advance } = setup([
      ok([rule]),
      async () => {
        throw new Error('database busy')
      },
      async () => 'not rows' as unknown as unknown[],
    ])
    expect(await t.rules()).toEqual([rule])
    advance(TABLE_TTL_MS)
    await t.rules()
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1))
    advance(TABLE_TTL_MS)
    await t.rules()
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2))
    expect(await t.rules()).toEqual([rule])
  })

  it('answers with no rules when the first load fails', async () => {
    const { t, log } = setup([
      async () => {
        throw new Error('starting')
      },
    ])
    expect(await t.rules()).toEqual([])
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('drops malformed rows instead of answering them', async () => {
    const { t } = setup([ok([rule, { ...rule, to: '//evil.example' }, { from: '/x' }])])
    expect(await t.rules()).toEqual([rule])
  })
})

describe('the proxy redirect table, when a read never settles', () => {
  it('gives up a refresh that never settles and starts another, keeping only the newer answer', async () => {
    // A read that never settles by itself, like a stuck driver.
    let answerLate!: (rows: unknown[]) => void
    const late = () => new Promise<unknown[]>((resolve) => (answerLate = resolve))
    const { t, load, log, advance } = setup([ok([rule]), late, ok([])])
    expect(await t.rules()).toEqual([rule])
    advance(TABLE_TTL_MS)
    expect(await t.rules()).toEqual([rule])
    expect(load).toHaveBeenCalledTimes(2)
    // Still pending: no second refresh is started before the stuck limit.
    advance(STUCK_REFRESH_MS - 1)
    await t.rules()
    expect(load).toHaveBeenCalledTimes(2)
    advance(1)
    await t.rules()
    expect(load).toHaveBeenCalledTimes(3)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('has not settled'), expect.any(Error))
    await vi.waitFor(async () => expect(await t.rules()).toEqual([]))
    // The given-up refresh answers at last, with an older table: it is not kept.
    answerLate([{ ...rule, from: '/old' }])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await t.rules()).toEqual([])
  })

  it('holds a request no longer than the load timeout when the first load never settles', async () => {
    const { t } = setup([() => new Promise<unknown[]>(() => {})])
    const started = Date.now()
    expect(await t.rules()).toEqual([])
    expect(Date.now() - started).toBeLessThan(3_000)
    // Later requests do not wait at all.
    const again = Date.now()
    await t.rules()
    expect(Date.now() - again).toBeLessThan(100)
  })

  it('refreshes again after a load that failed at once, before any await', async () => {
    const { t, load, log, advance } = setup([], () => {
      throw new TypeError('no database')
    })
    expect(await t.rules()).toEqual([])
    advance(TABLE_TTL_MS)
    await t.rules()
    expect(load).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledTimes(2)
  })
})
