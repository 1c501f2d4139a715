import { beforeAll, describe, expect, it, vi } from 'vitest'
import { EN, ZH, get } from './api-helpers'

/**
 * `/api/search` while the index is still being built after a start (search.int.test.ts tests the
 * store on a real build): the matches found so far at once, `complete: false`, a message in the
 * host's language saying more may follow, never cached.
 */
vi.mock('@/features/search/store', async () => {
  const { SearchIndex } = await import('@/features/search/engine')
  const index = new SearchIndex([
    {
      id: 'news:1',
      kind: 'news',
      title: 'Database news 数据库新闻',
      summary: '',
      body: '',
      url: '/about/news/1',
    },
  ])
  return { currentSearchIndex: () => ({ index, complete: false }) }
})
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
  it('answers 200 with the matches so far, complete: false and a message in each host language, not cached', async () => {
    for (const [host, q, words] of [
      [ZH, '数据库', /准备/],
      [EN, 'database', /still being prepared/],
    ] as const) {
      const { response, body } = await get(GET, `/api/search?q=${encodeURIComponent(q)}`, host)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(body.status).toBe(0)
      expect(body.message).toMatch(words)
      const result = body.result as { complete: boolean; total: number; hits: { url: string }[] }
      expect(result.complete).toBe(false)
      expect(result.total).toBe(1)
      expect(result.hits.map((h) => h.url)).toEqual(['/about/news/1'])
    }
  })

  it('still refuses an empty query with 400 first', async () => {
    const { response } = await get(GET, '/api/search?q=%20', ZH)
    expect(response.status).toBe(400)
  })
})
