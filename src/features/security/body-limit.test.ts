import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { LimitedRequest, MAX_CMS_JSON_BYTES, refuseLargeBody } from './body-limit.mjs'
import { secureResponseClass } from './respond.mjs'

// Stands in for Next + Payload: reads the whole body, then answers with how much it read.
let server: http.Server
let port = 0
let largestRead = 0
beforeAll(async () => {
  // The production server's request and response classes: the one counts, the other mutes.
  const ServerResponse = secureResponseClass({
    https: () => false,
    siteOrigins: [],
  }) as typeof http.ServerResponse
  server = http.createServer(
    { IncomingMessage: LimitedRequest as typeof http.IncomingMessage, ServerResponse },
    (req, res) => {
      if (refuseLargeBody(req, res, { zh: 'www.x.test', en: 'en.x.test' })) return
      let read = 0
      req.on('data', (c: Buffer) => (read += c.length))
      req.on('end', () => {
        largestRead = Math.max(largestRead, read)
        res.end(`read ${read}`)
      })
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders }

/** Sends `total` bytes in 64 KB chunks, with a Content-Length or chunked; resolves on the answer. */
function send(
  path: string,
  total: number,
  { chunked = false, type = 'application/json', host = 'www.x.test', strict = false } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string | number> = { Host: host, 'Content-Type': type }
    if (!chunked) headers['Content-Length'] = total
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers }, (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
    })
    // The server may close while the client still writes: the answer is what counts (`strict`:
    // the connection must stay whole).
    req.on('error', (e) => (!strict && /EPIPE|ECONNRESET/.test(String(e)) ? undefined : reject(e)))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const pump = () => {
      while (sent < total) {
        const n = Math.min(chunk.length, total - sent)
        sent += n
        if (!req.write(chunk.subarray(0, n))) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

it('refuses a declared body over 1 MB to the CMS API with a 413 before reading any of it', async () => {
  largestRead = 0
  const r = await send('/cms-api/users/login', 60 * 1024 * 1024)
  expect(r.status).toBe(413)
  expect(r.body).toBe('请求内容过大（上限 1 MB）')
  expect(r.headers.connection).toBe('close')
  expect(largestRead).toBe(0)
  const en = await send('/cms-api/news', MAX_CMS_JSON_BYTES + 1, { host: 'en.x.test' })
  expect([en.status, en.body]).toEqual([413, 'The request body is too large (1 MB at most)'])
})

it('reads and drops the rest of a declared body of a few MB, so the client sending it reads the 413', async () => {
  for (let i = 0; i < 5; i++) {
    const r = await send('/cms-api/users/login', 2 * 1024 * 1024, { strict: true })
    expect([r.status, r.body, r.headers.connection]).toEqual([413, '请求内容过大（上限 1 MB）', 'keep-alive'])
  }
  expect(largestRead).toBe(0)
})

it('stops a chunked body at the limit: the handler never holds more than 1 MB', async () => {
  largestRead = 0
  const r = await send('/cms-api/users/login', 20 * 1024 * 1024, { chunked: true })
  expect(r.status).toBe(413)
  expect(r.body).toBe('请求内容过大（上限 1 MB）')
  // The handler's own answer to the cut-short body never reached the client.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(largestRead).toBeLessThanOrEqual(MAX_CMS_JSON_BYTES)
})

it('passes bodies up to 1 MB, multipart uploads, and bodies outside the CMS API', async () => {
  expect(await send('/cms-api/news', MAX_CMS_JSON_BYTES)).toMatchObject({
    status: 200,
    body: `read ${MAX_CMS_JSON_BYTES}`,
  })
  expect(await send('/cms-api/news', 900 * 1024, { chunked: true })).toMatchObject({
    status: 200,
    body: `read ${900 * 1024}`,
  })
  const upload = 3 * 1024 * 1024
  expect(await send('/cms-api/media', upload, { type: 'multipart/form-data; boundary=x' })).toMatchObject({
    status: 200,
    body: `read ${upload}`,
  })
  expect(
    await send('/cms-api/media', upload, { chunked: true, type: 'multipart/form-data; boundary=x' }),
  ).toMatchObject({
    status: 200,
  })
  expect((await send('/api/demandEmail', 2 * 1024 * 1024)).status).toBe(200)
})
