import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { secureResponses } from '../security/respond.mjs'
import { createPageCache, purgePageCache, registerPageCache, storable } from './page-cache.mjs'

/**
 * The page cache in front of a stand-in for Next: the handler counts what reaches it and answers
 * like Next does for a page from its cache (x-nextjs-cache: HIT, s-maxage), a fresh render
 * (MISS), a per-request page (private) and a page that sets a cookie.
 */
let clock = 1_000
const cache = createPageCache({
  ttlMs: 1000,
  hosts: ['www.x.test', 'en.x.test'],
  trustProxy: false,
  maxEntries: 3,
  now: () => clock,
})
registerPageCache(cache)
const reached: string[] = []
let version = 1
let server: http.Server
let base = ''

beforeAll(async () => {
  const secure = secureResponses({ https: () => false, siteOrigins: ['http://www.x.test'], pageCache: cache })
  server = http.createServer((req, res) => {
    if (secure(req, res)) return
    reached.push(`${req.headers.host}${req.url}`)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    const path = (req.url ?? '/').split('?')[0]
    if (path === '/fresh') res.setHeader('x-nextjs-cache', 'MISS')
    else res.setHeader('x-nextjs-cache', 'HIT')
    res.setHeader(
      'cache-control',
      path === '/private' ? 'private, no-store' : 's-maxage=300, stale-while-revalidate=31535700',
    )
    if (path === '/cookie') res.setHeader('set-cookie', 'a=b')
    res.end(`<html><p>${req.headers.host} ${req.url} v${version}</p><script>x()</script></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  purgePageCache()
  reached.length = 0
  version = 1
})

type Answer = {
  status: number
  headers: { get: (name: string) => string | null }
  text: () => Promise<string>
}

/** A GET with any Host header (fetch does not let a caller set it), decompressed like fetch does. */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { host: 'www.x.test', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const body =
          encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
        resolve({
          status: res.statusCode ?? 0,
          headers: { get: (name) => [res.headers[name.toLowerCase()] ?? null].flat()[0] ?? null },
          text: async () => body.toString('utf8'),
        })
      })
    })
    req.on('error', reject)
  })

it('answers a page Next served from its cache from its own copy, with the same headers and policy', async () => {
  const first = await get('/a', { 'accept-encoding': 'gzip' })
  const body = await first.text()
  const again = await get('/a', { 'accept-encoding': 'br' })
  expect(await again.text()).toBe(body)
  expect(reached).toEqual(['www.x.test/a'])
  expect(again.headers.get('x-page-cache')).toBe('HIT')
  expect(again.headers.get('content-encoding')).toBe('br')
  for (const h of [
    'etag',
    'content-security-policy',
    'cache-control',
    'x-content-type-options',
    'x-nextjs-cache',
  ])
    expect(again.headers.get(h), h).toBe(first.headers.get(h))
  // A conditional request is still answered with a bare 304 from the copy.
  const revalidated = await get('/a', { 'if-none-match': first.headers.get('etag')! })
  expect(revalidated.status).toBe(304)
  expect(reached).toHaveLength(1)
})

it('keeps hosts and queries apart and never keeps an unknown host', async () => {
  await (await get('/a')).text()
  const en = await get('/a', { host: 'en.x.test' })
  expect(await en.text()).toContain('en.x.test /a')
  await (await get('/a?page=2')).text()
  await (await get('/a', { host: 'evil.test' })).text()
  await (await get('/a', { host: 'evil.test' })).text()
  expect(reached).toEqual([
    'www.x.test/a',
    'en.x.test/a',
    'www.x.test/a?page=2',
    'evil.test/a',
    'evil.test/a',
  ])
})

it('passes staff, preview and client-navigation requests to Next', async () => {
  await (await get('/a')).text()
  const requests: Record<string, string>[] = [
    { cookie: 'payload-token=t' },
    { cookie: 'x=1; site-preview=p' },
    { cookie: '__prerender_bypass=1' },
    { rsc: '1' },
  ]
  for (const headers of requests) await (await get('/a', headers)).text()
  await (await get('/a?_rsc=abc')).text()
  expect(reached).toHaveLength(6)
})

it('stores only shareable answers Next took from its cache, without cookies', async () => {
  for (const path of ['/fresh', '/private', '/cookie', '/fresh', '/private', '/cookie'])
    await (await get(path)).text()
  expect(reached).toHaveLength(6)
  expect(storable(200, { 'x-nextjs-cache': 'HIT', 'cache-control': 'public, max-age=60' })).toBe(true)
  expect(storable(404, { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60' })).toBe(false)
  expect(storable(200, { 'x-nextjs-cache': 'STALE', 'cache-control': 's-maxage=60' })).toBe(false)
})

it('forgets a page after its time and on purge, so an edit shows at once', async () => {
  await (await get('/a')).text()
  version = 2
  expect(await (await get('/a')).text()).toContain('v1')
  clock += 1000
  expect(await (await get('/a')).text()).toContain('v2')
  version = 3
  purgePageCache()
  expect(await (await get('/a')).text()).toContain('v3')
  expect(reached).toHaveLength(3)
})

it('does not store a page rendered before a purge that happened while it was in flight', () => {
  const startedAt = cache.generation
  purgePageCache()
  const doc = { etag: '"x"', body: Buffer.from('x'), hashes: [], encoded: new Map() }
  const headers = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60' }
  expect(cache.put('www.x.test/late', startedAt, { statusCode: 200, headers, doc })).toBe(false)
  expect(cache.put('www.x.test/late', cache.generation, { statusCode: 200, headers, doc })).toBe(true)
})

it('holds a bounded number of pages, dropping the oldest', async () => {
  for (const p of ['/1', '/2', '/3', '/4']) await (await get(p)).text()
  expect(cache.size).toBe(3)
  await (await get('/1')).text()
  expect(reached).toEqual(['www.x.test/1', 'www.x.test/2', 'www.x.test/3', 'www.x.test/4', 'www.x.test/1'])
})
