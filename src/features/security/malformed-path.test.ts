import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { isMalformedUrlPath, refuseMalformedPath } from './malformed-path.mjs'

let server: http.Server
let port = 0
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseMalformedPath(req, res, 'en.x.test')) return
    res.end('passed on')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, host: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

it('tells a path with invalid percent-escapes from a good one (the query is not judged)', () => {
  expect(isMalformedUrlPath('/cms-api/media/file/%ff%fe')).toBe(true)
  expect(isMalformedUrlPath('/api/%E4%B8')).toBe(true)
  expect(isMalformedUrlPath('/cms-api/media/file/%E4%B8%AD.png')).toBe(false)
  expect(isMalformedUrlPath('/api/search?q=%ff')).toBe(false)
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
