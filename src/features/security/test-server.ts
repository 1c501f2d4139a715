import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

type Answer = { status: number; type: string; body: string }

/**
 * For the tests of the server's refusals: a plain Node server that lets `refuse` answer first and
 * otherwise sends `passed`, started for the test file; returns a function that sends one request.
 */
export function refusalServer(
  refuse: (req: http.IncomingMessage, res: http.ServerResponse, hosts: { zh: string; en: string }) => boolean,
  passed: string,
) {
  let server: http.Server
  let port = 0
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (refuse(req, res, { zh: 'www.x.test', en: 'en.x.test' })) return
      res.end(passed)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  return (method: string, path: string, host: string) =>
    new Promise<Answer>((resolve, reject) => {
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
