import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { clientErrors } from './client-error.mjs'

// A plain Node server with the production server's header limit and listener.
let server: http.Server
let port = 0
beforeAll(async () => {
  const unparsable = clientErrors({ zh: 'www.x.test', en: 'en.x.test' })
  server = http.createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    unparsable.track(req, res)
    // A slow answer for /slow: a bad request behind it on the same connection must not cut in.
    if (req.url === '/slow') setTimeout(() => res.end('slow'), 200)
    else res.end('served')
  })
  server.on('clientError', unparsable.answer)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function send(raw: string) {
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (c) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [headers = '', body = ''] = text.split('\r\n\r\n')
      resolve({ status: Number(headers.split(' ')[1]), headers, body })
    })
    socket.end(raw)
  })
}

const tooManyCookies = (host: string) =>
  `GET / HTTP/1.1\r\nHost: ${host}\r\nCookie: ${'c=x; '.repeat(16_000)}\r\n\r\n`

it('answers headers over the limit with a 431 that says why, in both languages', async () => {
  const r = await send(tooManyCookies('www.x.test'))
  expect(r.status).toBe(431)
  expect(r.headers).toMatch(/content-type: text\/plain; charset=utf-8/i)
  expect(r.headers).toMatch(/connection: close/i)
  expect(r.body).toContain('请求头过大')
  expect(r.body).toContain('too many cookies')
})

it('answers a request it cannot parse with a 400 in the language of the host it names', async () => {
  const en = await send('GET /\x01 HTTP/1.1\r\nHost: en.x.test\r\n\r\n')
  expect(en.status).toBe(400)
  expect(en.body).toBe('The request could not be understood. Check the address and try again.\n')
  const zh = await send('GET /\x01 HTTP/1.1\r\nHost: www.x.test\r\n\r\n')
  expect(zh.status).toBe(400)
  expect(zh.body).toBe('无法理解该请求，请检查地址后重试。\n')
})

it('still serves requests within the limit', async () => {
  const r = await send(
    `GET / HTTP/1.1\r\nHost: www.x.test\r\nCookie: ${'c=x; '.repeat(6_000)}\r\nConnection: close\r\n\r\n`,
  )
  expect(r.status).toBe(200)
  expect(r.body).toBe('served')
})

it('never writes into a response still being sent on the connection: it closes it instead', async () => {
  const r = await send(
    'GET /slow HTTP/1.1\r\nHost: en.x.test\r\n\r\nGET /\x01 HTTP/1.1\r\nHost: en.x.test\r\n\r\n',
  )
  expect(r.headers).not.toContain('400 Bad Request')
  expect(r.body).not.toContain('could not be understood')
})
