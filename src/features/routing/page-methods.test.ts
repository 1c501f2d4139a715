import { expect, it } from 'vitest'
import { pageMethodAnswer } from './page-methods'

it('lets GET and HEAD through to the page', () => {
  expect(pageMethodAnswer('GET', 'zh')).toBeNull()
  expect(pageMethodAnswer('HEAD', 'en')).toBeNull()
})

it('refuses writes to a page with a 405 in the host’s language', async () => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const zh = pageMethodAnswer(method, 'zh')!
    expect([zh.status, zh.headers.get('allow'), await zh.text()]).toEqual([
      405,
      'GET, HEAD',
      '不支持该请求方法',
    ])
    expect(zh.headers.get('cache-control')).toBe('no-store')
  }
  expect(await pageMethodAnswer('DELETE', 'en')!.text()).toBe('This request method is not supported')
})

it('answers OPTIONS with the methods a page takes', async () => {
  const r = pageMethodAnswer('OPTIONS', 'en')!
  expect([r.status, r.headers.get('allow'), await r.text()]).toEqual([204, 'GET, HEAD', ''])
})
