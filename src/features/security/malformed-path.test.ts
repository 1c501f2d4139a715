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
