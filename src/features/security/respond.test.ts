import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { inlineScriptHashes } from './policy.mjs'
import { pickEncoding, secureResponses } from './respond.mjs'

/** A stand-in for Next behind the security layer: streamed HTML, JSON, and a failing page. */
let server: http.Server
let base = ''
let databaseUp = true
const seen: Record<string, string | undefined> = {}
beforeAll(async () => {
  const secure = secureResponses({
    https: () => false,
    siteOrigins: ['http://www.x.test'],
    replaceServerError: async () =>
      databaseUp ? null : { status: 503, headers: { 'Retry-After': '30' }, html: '<p>unavailable</p>' },
  })
  server = http.createServer((req, res) => {
    secure(req, res)
    seen[req.url ?? ''] = req.headers['accept-encoding']
    if (req.url === '/api/x') {
      res.setHeader('content-type', 'application/json')
      return res.end('{"status":0}')
    }
    if (req.url === '/next-304') {
      res.writeHead(304, { 'content-type': 'text/html' })
      return res.end()
    }
    if (req.url === '/broken') {
      res.statusCode = 500
      res.setHeader('content-type', 'text/html; charset=utf-8')
      return res.end('<p>error <script>e()</script></p>')
    }
    if (req.url === '/head-first') {
      // As Next's streaming renders do: headers first (writeHead + flushHeaders), then the body.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=60' })
      res.flushHeaders()
      res.write('<html><script>a()</script>')
      return setTimeout(() => res.end('<script>b()</script></html>'), 5)
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write(new TextEncoder().encode('<html><script>self.__next_f.push([1,"页"])</script>'))
    setTimeout(() => res.end('<script>b()</script></html>'), 5)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

it('hashes the inline scripts of a streamed document into its CSP, compressed or not', async () => {
  for (const encoding of ['gzip', 'br', 'identity']) {
    const r = await fetch(`${base}/page`, { headers: { 'accept-encoding': encoding } })
    const html = await r.text()
    expect(html).toBe('<html><script>self.__next_f.push([1,"页"])</script><script>b()</script></html>')
    expect(r.headers.get('content-encoding') ?? 'identity').toBe(encoding)
    expect(r.headers.get('vary')).toContain('Accept-Encoding')
    const csp = r.headers.get('content-security-policy') ?? ''
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(2)
    for (const hash of hashes) expect(csp).toContain(hash)
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
  }
  // Next never saw the client's Accept-Encoding: it must not compress what is hashed here.
  expect(seen['/page']).toBeUndefined()
})

it('holds a document whose headers were written and flushed first, keeping them', async () => {
  const r = await fetch(`${base}/head-first`, { headers: { 'accept-encoding': 'gzip' } })
  const html = await r.text()
  expect(html).toBe('<html><script>a()</script><script>b()</script></html>')
  expect(r.headers.get('cache-control')).toBe('s-maxage=60')
  expect(r.headers.get('content-encoding')).toBe('gzip')
  const csp = r.headers.get('content-security-policy') ?? ''
  for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash)
})

it('passes other responses through with the headers, compression left to Next', async () => {
  const r = await fetch(`${base}/api/x`, { headers: { 'accept-encoding': 'gzip' } })
  expect(await r.json()).toEqual({ status: 0 })
  expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(seen['/api/x']).toBe('gzip')
})

it('keeps a 500 while the database is up, and answers the replacement while it is down', async () => {
  databaseUp = true
  const broken = await fetch(`${base}/broken`)
  expect(broken.status).toBe(500)
  const csp = broken.headers.get('content-security-policy') ?? ''
  for (const hash of inlineScriptHashes(await broken.text())) expect(csp).toContain(hash)
  databaseUp = false
  const down = await fetch(`${base}/broken`)
  expect(down.status).toBe(503)
  expect(down.headers.get('retry-after')).toBe('30')
  expect(await down.text()).toBe('<p>unavailable</p>')
  databaseUp = true
})

it('sends no policy with a 304, so the browser keeps the one that holds its copy’s hashes', async () => {
  const r = await fetch(`${base}/next-304`)
  expect(r.status).toBe(304)
  expect(r.headers.get('content-security-policy')).toBeNull()
  expect(r.headers.get('x-content-type-options')).toBe('nosniff')
})

it('gives a page a validator of its text and answers a matching If-None-Match with a bare 304', async () => {
  const first = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'br' } })
  const etag = first.headers.get('etag')
  expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/)
  await first.text()
  // The same document in another coding: the same (weak) validator.
  const again = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'identity' } })
  expect(again.headers.get('etag')).toBe(etag)
  await again.text()
  for (const tag of [etag!, etag!.slice(2), `"other", ${etag}`]) {
    const r = await fetch(`${base}/page`, { headers: { 'if-none-match': tag } })
    expect(r.status, tag).toBe(304)
    expect(await r.text()).toBe('')
    expect(r.headers.get('content-security-policy')).toBeNull()
  }
  expect((await fetch(`${base}/page`, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200)
  // Errors are never validated.
  expect((await fetch(`${base}/broken`)).headers.get('etag')).toBeNull()
})

it('picks brotli, then gzip, and honours a refusal', () => {
  expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
  expect(pickEncoding('gzip')).toBe('gzip')
  expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
  expect(pickEncoding('identity')).toBeNull()
  expect(pickEncoding('')).toBeNull()
})

it('allows eval only in development', async () => {
  const { contentSecurityPolicy } = await import('./policy.mjs')
  expect(contentSecurityPolicy({ admin: false, dev: true })).toMatch(/script-src [^;]*'unsafe-eval'/)
  expect(contentSecurityPolicy({ admin: false })).not.toContain('unsafe-eval')
})
