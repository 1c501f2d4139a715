import type { IncomingMessage, ServerResponse } from 'node:http'
import { expect, it } from 'vitest'
import { isMalformedUrlPath, refuseMalformedPath } from './malformed-path.mjs'
import { refusalServer } from './test-server'

const send = refusalServer(refuseMalformedPath, 'passed on')
const get = (path: string, host: string) => send('GET', path, host)

it('tells a path with invalid percent-escapes from a good one (the query is not judged)', () => {
  expect(isMalformedUrlPath('/cms-api/media/file/%ff%fe')).toBe(true)
  expect(isMalformedUrlPath('/api/%E4%B8')).toBe(true)
  expect(isMalformedUrlPath('/cms-api/media/file/%E4%B8%AD.png')).toBe(false)
  expect(isMalformedUrlPath('/api/search?q=%ff')).toBe(false)
  // Site pages too (the proxy's own check, which this replaced, had these).
  expect(isMalformedUrlPath('/products/%ff%fe')).toBe(true)
  expect(isMalformedUrlPath('/doc/%E4%B8')).toBe(true)
  expect(isMalformedUrlPath('/products/MogDB')).toBe(false)
  expect(isMalformedUrlPath('/search/%E4%B8%AD')).toBe(false)
})

it('answers 400 in the visitor’s language, in the envelope on /api', async () => {
  const api = await get('/api/%ff', 'en.x.test')
  expect(api.status).toBe(400)
  expect(JSON.parse(api.body)).toEqual({ status: 400, message: 'Invalid parameter: path', result: null })
  const file = await get('/cms-api/media/file/%ff%fe', 'www.x.test')
  expect(file.status).toBe(400)
  expect(file.type).toContain('text/plain')
  expect(file.body).toBe('参数 path 无效')
})

it('passes every decodable path on', async () => {
  expect((await get('/cms-api/media/file/%E4%B8%AD.png', 'www.x.test')).body).toBe('passed on')
  expect((await get('/api/search?q=%ff', 'www.x.test')).body).toBe('passed on')
})

it('refuses a target that is not a path (the asterisk form) with 400 in the host’s language', async () => {
  for (const method of ['GET', 'OPTIONS', 'HEAD']) {
    const answer = await send(method, '*', 'en.x.test')
    expect(answer.status).toBe(400)
    if (method !== 'HEAD') expect(answer.body).toBe('Invalid parameter: path')
  }
  expect((await get('*api', 'www.x.test')).body).toBe('参数 path 无效')
})

it('reads an absolute-form target as its path on the host it names, never as a path to elsewhere', () => {
  const hosts = { zh: 'www.x.test', en: 'en.x.test' }
  const seen = (url: string) => {
    const req = { url, method: 'GET', headers: { host: 'www.x.test' } } as unknown as IncomingMessage
    expect(refuseMalformedPath(req, {} as ServerResponse, hosts)).toBe(false)
    return { host: req.headers.host, url: req.url }
  }
  expect(seen('http://en.x.test/about/company?a=1')).toEqual({ host: 'en.x.test', url: '/about/company?a=1' })
  // Another host is what the Host header would have said: the site's own unknown-host answer.
  expect(seen('http://user@evil.example/about')).toEqual({ host: 'evil.example', url: '/about' })
  expect(seen('HTTPS://www.x.test?q=1')).toEqual({ host: 'www.x.test', url: '/?q=1' })
})

it('answers a page path that cannot be decoded with the site’s 404 page in the host’s language', async () => {
  const en = await get('/products/%ff%fe', 'en.x.test')
  expect(en.status).toBe(404)
  expect(en.type).toContain('text/html')
  expect(en.body).toContain('<html lang="en">')
  expect(en.body).toContain('HTTP Error 404')
  const zh = await get('/doc/%E4%B8', 'www.x.test')
  expect(zh.status).toBe(404)
  expect(zh.body).toContain('抱歉，您访问的页面不存在。')
  expect(zh.body).toContain('id="error-back"')
})
