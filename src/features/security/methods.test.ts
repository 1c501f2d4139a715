import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { refuseUnknownMethod } from './methods.mjs'

let server: http.Server
let port = 0
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseUnknownMethod(req, res, 'en.x.test')) return
    res.end('page')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function send(method: string, path: string, host: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { Host: host } }, (res) => {
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

it('refuses TRACE and PROPFIND with a 405 in the visitor’s language', async () => {
  const api = await send('TRACE', '/api/banners', 'en.x.test')
  expect(api.status).toBe(405)
  expect(JSON.parse(api.body)).toEqual({
    status: 405,
    message: 'This request method is not supported',
    result: null,
  })
  const page = await send('PROPFIND', '/about/company', 'www.x.test')
  expect(page.status).toBe(405)
  expect(page.body).toBe('不支持该请求方法')
})

it('lets the methods the site answers through', async () => {
  for (const method of ['GET', 'POST', 'OPTIONS'])
    expect((await send(method, '/', 'www.x.test')).body).toBe('page')
})
