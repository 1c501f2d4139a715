import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createGeoLocator } from './locate'
import { GeoLookupError, httpProvider, localProvider, lookupUrl, parseCountry } from './providers'

/** A fake geolocation service on loopback; the path picks its behaviour. */
let server: http.Server
let base = ''
const seen: { url: string; authorization?: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization })
    const url = new URL(req.url ?? '/', 'http://x')
    const ip = url.searchParams.get('ip') ?? url.pathname.split('/').pop()
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    switch (url.pathname.split('/')[1]) {
      case 'ok':
        return json(200, {
          code: 200,
          data: { data: { country_id: ip === '114.114.114.114' ? 'CN' : 'us' } },
        })
      case 'unknown':
        return json(200, { data: { data: { country_id: '' } } })
      case 'slow':
        return void setTimeout(() => json(200, { data: { data: { country_id: 'CN' } } }), 2_000)
      case 'fail':
        return json(500, { message: 'boom' })
      case 'html':
        res.writeHead(200, { 'Content-Type': 'text/html' })
        return res.end('<html>not json</html>')
      case 'shape':
        return json(200, { data: { country_id: 'CN' } })
      case 'weird':
        return json(200, { data: { data: { country_id: 'China<script>' } } })
      default:
        return json(404, {})
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const signal = () => new AbortController().signal

describe('http provider (spec section 7 service)', () => {
  it('GETs the service with the IP and the Authorization header and reads data.data.country_id', async () => {
    const provider = httpProvider({ url: `${base}/ok`, token: 'APPCODE secret-token' })
    expect(await provider('114.114.114.114', signal())).toBe('CN')
    expect(await provider('8.8.8.8', signal())).toBe('US')
    expect(seen.at(-1)).toEqual({ url: '/ok?ip=8.8.8.8', authorization: 'APPCODE secret-token' })
  })

  it('places the IP where the URL says {ip}', async () => {
    expect(lookupUrl('https://geo.example/v1/{ip}?k=1', '2001:db8::1')).toBe(
      'https://geo.example/v1/2001%3Adb8%3A%3A1?k=1',
    )
    expect(await httpProvider({ url: `${base}/ok/{ip}` })('114.114.114.114', signal())).toBe('CN')
  })

  it('answers null for a country the service does not know', async () => {
    expect(await httpProvider({ url: `${base}/unknown` })('10.0.0.1', signal())).toBeNull()
  })

  it.each(['fail', 'html', 'shape', 'weird'])('rejects a %s answer as an error', async (kind) => {
    await expect(httpProvider({ url: `${base}/${kind}` })('8.8.8.8', signal())).rejects.toBeInstanceOf(
      GeoLookupError,
    )
  })
})

describe('locator over the http provider: timeout, failures, cache', () => {
  const locator = (path: string, timeoutMs = 300) => {
    const log = vi.fn()
    return {
      log,
      geo: createGeoLocator({
        provider: httpProvider({ url: `${base}/${path}` }),
        timeoutMs,
        cacheSize: 100,
        cacheTtlMs: 60_000,
        log,
      }),
    }
  }

  it('gives up on a slow service at the timeout, logs, and does not redirect', async () => {
    const { geo, log } = locator('slow', 300)
    const started = performance.now()
    expect(await geo.locate('8.8.8.8')).toEqual({ ok: false })
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/timed out after 300 ms/))
  })

  it.each(['fail', 'html', 'shape'])('turns a %s answer into "no redirect" and logs it', async (kind) => {
    const { geo, log } = locator(kind)
    expect(await geo.locate('8.8.8.8')).toEqual({ ok: false })
    expect(log).toHaveBeenCalledOnce()
  })

  it('asks the service once per IP while cached, and once for concurrent requests', async () => {
    const { geo } = locator('ok')
    const before = seen.length
    const answers = await Promise.all([geo.locate('114.114.114.114'), geo.locate('114.114.114.114')])
    expect(answers).toEqual([
      { ok: true, country: 'CN' },
      { ok: true, country: 'CN' },
    ])
    expect(await geo.locate('114.114.114.114')).toEqual({ ok: true, country: 'CN' })
    expect(seen.length - before).toBe(1)
  })

  it('keeps the cache within its bound under many distinct visitors', async () => {
    const geo = createGeoLocator({
      provider: async () => 'US',
      timeoutMs: 100,
      cacheSize: 50,
      cacheTtlMs: 60_000,
    })
    for (let i = 0; i < 500; i++) await geo.locate(`198.51.${i >> 8}.${i & 255}`)
    expect(geo.cache?.size).toBe(50)
  })

  it('bounds the wait even when a provider ignores the abort signal', async () => {
    const geo = createGeoLocator({
      provider: () => new Promise(() => {}),
      timeoutMs: 50,
      cacheSize: 10,
      cacheTtlMs: 1_000,
      log: () => {},
    })
    expect(await geo.locate('1.1.1.1')).toEqual({ ok: false })
  })
})

describe('local provider (offline database)', () => {
  const local = localProvider()
  it.each([
    ['114.114.114.114', 'CN'],
    ['8.8.8.8', 'US'],
    ['2400:3200::1', 'CN'],
    ['127.0.0.1', null],
    ['10.1.2.3', null],
  ])('%s → %s', async (ip, country) => {
    expect(await local(ip, signal())).toBe(country)
  })

  it('fails (and so does not redirect) when the database is missing', async () => {
    await expect(localProvider('/nonexistent/db.mmdb')('8.8.8.8', signal())).rejects.toBeInstanceOf(
      GeoLookupError,
    )
  })
})

describe('parseCountry', () => {
  it('accepts codes, maps "no country" markers to null and rejects junk', () => {
    expect(parseCountry(' cn ')).toBe('CN')
    expect(parseCountry('XX')).toBeNull()
    expect(() => parseCountry(86)).toThrow(GeoLookupError)
    expect(() => parseCountry('CHN')).toThrow(GeoLookupError)
  })
})
