import { describe, expect, it, vi } from 'vitest'
import { STUCK_REFRESH_MS, TABLE_TTL_MS, createRedirectTable } from './table'
import { INTERNAL_TOKEN_HEADER, internalToken, isValidInternalToken } from '@/lib/internal-token'

const secret = 'test-secret-0123456789'
const rule = { from: '/a', to: '/b', host: 'both', permanent: true }

/** `answers` in turn, each from an async fetch; `fetchImpl` replaces that fetch altogether. */
function setup(
  answers: Array<() => Promise<Response>>,
  fetchImpl?: (url: string, init?: RequestInit) => Promise<Response>,
) {
  let clock = 1_000
  const log = vi.fn()
  const fetch = vi.fn(
    fetchImpl ??
      (async (_url: string, init?: RequestInit) => {
        void init
        const next = answers.shift()
        if (!next) throw new Error('no more answers')
        return next()
      }),
  )
  const t = createRedirectTable({
    origin: 'http://127.0.0.1:3000',
    secret,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => clock,
    log,
  })
  return { t, fetch, log, advance: (ms: number) => (clock += ms) }
}

const ok = (rules: unknown[]) => async () => Response.json({ rules })

describe('the proxy redirect table', () => {
  it('loads once with the credential, then serves from memory until the interval passes', async () => {
    const { t, fetch, advance } = setup([ok([rule]), ok([])])
    expect(await t.rules()).toEqual([rule])
    expect(await t.rules()).toEqual([rule])
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('http://127.0.0.1:3000/cms-api/redirects/table')
    const sent = (init?.headers as Record<string, string>)[INTERNAL_TOKEN_HEADER]!
    expect(isValidInternalToken(sent, secret, 'redirects-table')).toBe(true)

    advance(TABLE_TTL_MS)
    // A stale table answers at once while the refresh runs behind it.
    expect(await t.rules()).toEqual([rule])
    await vi.waitFor(async () => expect(await t.rules()).toEqual([]))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps the last good table and logs when a refresh fails; never throws', async () => {
    const { t, log, advance } = setup([
      ok([rule]),
      async () => new Response('down', { status: 503 }),
      async () => {
        throw new Error('connection refused')
      },
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

describe('the internal credential', () => {
  it('is derived from the secret, differs per purpose and is checked in constant time', () => {
    const token = internalToken(secret, 'redirects-table')
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(token).not.toContain(secret)
    expect(isValidInternalToken(token, secret, 'redirects-table')).toBe(true)
    expect(isValidInternalToken(token, secret, 'jobs-run')).toBe(false)
    expect(
      isValidInternalToken(
        internalToken('another-secret-000000', 'redirects-table'),
        secret,
        'redirects-table',
      ),
    ).toBe(false)
    expect(isValidInternalToken(null, secret, 'redirects-table')).toBe(false)
    expect(isValidInternalToken('short', secret, 'redirects-table')).toBe(false)
  })
})

describe('the proxy redirect table, when a fetch never settles', () => {
  it('gives up a refresh that never settles and starts another, keeping only the newer answer', async () => {
    // A fetch that ignores its abort signal (the fake, like a stuck driver, never settles by itself).
    let answerLate!: (response: Response) => void
    const late = () => new Promise<Response>((resolve) => (answerLate = resolve))
    const { t, fetch, log, advance } = setup([ok([rule]), late, ok([])])
    expect(await t.rules()).toEqual([rule])
    advance(TABLE_TTL_MS)
    expect(await t.rules()).toEqual([rule])
    expect(fetch).toHaveBeenCalledTimes(2)
    // Still pending: no second refresh is started before the stuck limit.
    advance(STUCK_REFRESH_MS - 1)
    await t.rules()
    expect(fetch).toHaveBeenCalledTimes(2)
    advance(1)
    await t.rules()
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('has not settled'), expect.any(Error))
    await vi.waitFor(async () => expect(await t.rules()).toEqual([]))
    // The given-up refresh answers at last, with an older table: it is not kept.
    answerLate(Response.json({ rules: [{ ...rule, from: '/old' }] }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await t.rules()).toEqual([])
  })

  it('holds a request no longer than the fetch timeout when the first load never settles', async () => {
    const { t } = setup([() => new Promise<Response>(() => {})])
    const started = Date.now()
    expect(await t.rules()).toEqual([])
    expect(Date.now() - started).toBeLessThan(3_000)
    // Later requests do not wait at all.
    const again = Date.now()
    await t.rules()
    expect(Date.now() - again).toBeLessThan(100)
  })

  it('refreshes again after a load that failed at once, before any await', async () => {
    const { t, fetch, log, advance } = setup([], () => {
      throw new TypeError('invalid URL')
    })
    expect(await t.rules()).toEqual([])
    advance(TABLE_TTL_MS)
    await t.rules()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledTimes(2)
  })
})
