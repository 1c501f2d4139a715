import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { constantRate, visitorAddress } from './lib/rate.mjs'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server that records each request's source address and answers `status`. */
async function listen(status: number) {
  const seen: string[] = []
  server = http.createServer((req, res) => {
    seen.push(req.socket.remoteAddress ?? '')
    req.resume()
    req.on('end', () => res.writeHead(status).end('{}'))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, seen }
}

describe('the enquiry load generator', () => {
  it('sends the asked rate, each request from its own address', async () => {
    const { port, seen } = await listen(200)
    const started = performance.now()
    const r = await constantRate({
      port,
      host: 'localhost',
      origin: 'https://localhost',
      rate: 40,
      seconds: 1,
    })
    expect(performance.now() - started).toBeGreaterThan(900)
    expect(r).toMatchObject({ requests: 40, errors: 0, ok: true })
    expect(new Set(seen).size).toBe(40)
    expect(seen.every((a) => a.startsWith('127.10.'))).toBe(true)
  })

  it('counts every answer that is not 2xx as an error', async () => {
    const { port } = await listen(429)
    const r = await constantRate({
      port,
      host: 'localhost',
      origin: 'https://localhost',
      rate: 20,
      seconds: 0.5,
    })
    expect(r).toMatchObject({ requests: 10, errors: 10, ok: false })
  })

  it('never gives two visitors the same address', () => {
    const all = Array.from({ length: 70_000 }, (_, i) => visitorAddress(i))
    expect(new Set(all).size).toBe(all.length)
    expect(all.some((a) => /\.(0|255)$/.test(a))).toBe(false)
  })
})
