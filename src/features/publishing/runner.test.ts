import { afterEach, describe, expect, it, vi } from 'vitest'
import { INTERNAL_TOKEN_HEADER, isValidInternalToken } from '@/lib/internal-token'
import { PUBLISH_RUNNER_INTERVAL_MS, startPublishRunner } from './runner'

const secret = 'runner-secret-0123456789'

afterEach(() => {
  vi.useRealTimers()
})

describe('the scheduled-publishing runner', () => {
  it('asks this server to run the default queue every interval, with the jobs credential', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      void init
      return new Response('{}')
    })
    const stop = startPublishRunner({
      origin: 'http://127.0.0.1:3000',
      secret,
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    expect(fetch).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(PUBLISH_RUNNER_INTERVAL_MS)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('http://127.0.0.1:3000/cms-api/payload-jobs/run?queue=default&limit=10&silent=true')
    const token = (init?.headers as Record<string, string>)[INTERNAL_TOKEN_HEADER]!
    expect(isValidInternalToken(token, secret, 'jobs-run')).toBe(true)
    expect(isValidInternalToken(token, secret, 'redirects-table')).toBe(false)
    await vi.advanceTimersByTimeAsync(PUBLISH_RUNNER_INTERVAL_MS)
    expect(fetch).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(PUBLISH_RUNNER_INTERVAL_MS * 3)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('never runs twice at once, and logs a failed call instead of throwing', async () => {
    vi.useFakeTimers()
    let release: () => void = () => {}
    const fetch = vi
      .fn()
      .mockImplementationOnce(
        () => new Promise<Response>((r) => (release = () => r(new Response('', { status: 401 })))),
      )
      .mockImplementationOnce(async () => {
        throw new Error('connection refused')
      })
    const log = vi.fn()
    const stop = startPublishRunner({ origin: 'http://127.0.0.1:3000', secret, fetch, log })
    await vi.advanceTimersByTimeAsync(PUBLISH_RUNNER_INTERVAL_MS * 3)
    expect(fetch).toHaveBeenCalledTimes(1)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(log).toHaveBeenCalledWith('publishing: the job run answered HTTP 401')
    await vi.advanceTimersByTimeAsync(PUBLISH_RUNNER_INTERVAL_MS)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenLastCalledWith(
      'publishing: could not run scheduled publications',
      expect.any(Error),
    )
    stop()
  })
})
