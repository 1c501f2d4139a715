import { beforeAll, describe, expect, it, vi } from 'vitest'
import { EN, ZH, get } from './api-helpers'

/**
 * `/api/search` while the index is still being built after a start (store.ts answers null after
 * its wait; search.int.test.ts tests that part on a real build): a 503 in the host's language
 * that says when to try again, never cached.
 */
vi.mock('@/features/search/store', () => ({ readySearchIndex: async () => null }))
// Outside Next, next-intl's server entry needs React's server build; the same translator from the
// real message files stands in.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl')
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'zh' | 'en'; namespace: string }) =>
      createTranslator({
        locale,
        namespace,
        messages: (await import(`../../messages/${locale}.json`)).default,
      }),
  }
})

type Handler = (request: Request) => Promise<Response>
let GET: Handler

beforeAll(async () => {
  const { payloadForTests } = await import('./helpers')
  await payloadForTests()
  GET = (await import('@/app/api/search/route')).GET as Handler
})

describe('/api/search while the index is being built', () => {
  it('answers 503 with Retry-After and a message in each host language', async () => {
    for (const [host, words] of [
      [ZH, /正在准备/],
      [EN, /getting ready/],
    ] as const) {
      const { response, body } = await get(GET, '/api/search?q=database', host)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(response.headers.get('cache-control')).toMatch(/no-store|no-cache|private/)
      expect(body.status).toBe(503)
      expect(body.message).toMatch(words)
    }
  })

  it('still refuses an empty query with 400 first', async () => {
    const { response } = await get(GET, '/api/search?q=%20', ZH)
    expect(response.status).toBe(400)
  })
})
