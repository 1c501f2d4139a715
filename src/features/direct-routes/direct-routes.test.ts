import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { answerDirect, registerDirectRoute } from './direct-routes.mjs'

/** server.mjs in small: registered routes answered directly, everything else by "Next". */
let server: http.Server
let base = ''
let reachedNext: string[] = []
beforeAll(async () => {
  registerDirectRoute('POST', '/direct/echo', async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>
    const headers = new Headers({ 'content-type': 'application/json' })
    headers.append('set-cookie', 'a=1; Path=/')
    headers.append('set-cookie', 'b=2; Path=/')
    return new Response(
      JSON.stringify({
        url: request.url,
        host: request.headers.get('host'),
        ip: request.headers.get('x-site-socket-ip'),
        body,
      }),
      { status: 201, headers },
    )
  })
  registerDirectRoute('POST', '/direct/broken', async () => {
    throw new Error('bug')
  })
  server = http.createServer((req, res) => {
    req.headers['x-site-socket-ip'] = '127.0.0.1'
    if (answerDirect(req, res, { https: false })) return
    reachedNext.push(`${req.method} ${req.url}`)
    res.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A request with any Host (fetch cannot set one). */
function send(
  path: string,
  { method = 'POST', host, body = '{}' }: { method?: string; host: string; body?: string },
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: Number(new URL(base).port),
          path,
          method,
          headers: { host, 'content-type': 'application/json' },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          )
        },
      )
      req.on('error', reject)
      req.end(body)
    },
  )
}

it('answers a registered route with its handler: Web Request in, status, headers and body out', async () => {
  reachedNext = []
  const r = await send('/direct/echo?x=1', { host: 'www.x.test', body: JSON.stringify({ name: '张三' }) })
  expect(r.status).toBe(201)
  expect(r.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
  expect(JSON.parse(r.text)).toEqual({
    url: 'http://www.x.test/direct/echo?x=1',
    host: 'www.x.test',
    ip: '127.0.0.1',
    body: { name: '张三' },
  })
  expect(reachedNext).toEqual([])
})

it('hands other methods and paths to Next untouched', async () => {
  reachedNext = []
  expect(await (await fetch(`${base}/direct/echo`)).text()).toBe('next')
  expect(await (await fetch(`${base}/direct/echo/`, { method: 'POST', body: '{}' })).text()).toBe('next')
  expect(await (await fetch(`${base}/direct`, { method: 'POST', body: '{}' })).text()).toBe('next')
  expect(reachedNext).toEqual(['GET /direct/echo', 'POST /direct/echo/', 'POST /direct'])
})

it('answers 500 instead of hanging when a handler throws', async () => {
  const r = await fetch(`${base}/direct/broken`, { method: 'POST', body: '{}' })
  expect(r.status).toBe(500)
  expect(((await r.json()) as { status: number }).status).toBe(500)
})

it('hands a request whose Host makes no URL to Next', async () => {
  reachedNext = []
  expect((await send('/direct/echo', { host: 'a b' })).text).toBe('next')
  expect(reachedNext).toEqual(['POST /direct/echo'])
})
