import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { inlineScriptHashes } from './policy.mjs'
import { secureResponses } from './respond.mjs'

/** A stand-in for Next behind the security layer: streamed HTML, JSON, and a failing page. */
let server: http.Server
let base = ''
let databaseUp = true
beforeAll(async () => {
  const secure = secureResponses({
    https: () => false,
    siteOrigins: ['http://www.x.test'],
    replaceServerError: async () =>
      databaseUp ? null : { status: 503, headers: { 'Retry-After': '30' }, html: '<p>unavailable</p>' },
  })
  server = http.createServer((req, res) => {
    secure(req, res)
    if (req.url === '/api/x') {
      res.setHeader('content-type', 'application/json')
      return res.end('{"status":0}')
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (req.headers['if-none-match'] === '"v1"') {
      res.statusCode = 304
      return res.end()
    }
    if (req.url === '/with-chunks' || req.url === '/admin/login') {
      return res.end(
        '<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>x</body></html>',
      )
    }
    if (req.url === '/broken') {
      res.statusCode = 500
      return res.end('<p>error <script>e()</script></p>')
    }
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
    const csp = r.headers.get('content-security-policy') ?? ''
    for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash)
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
  }
})

it('passes other responses through with the headers', async () => {
  const r = await fetch(`${base}/api/x`)
  expect(await r.json()).toEqual({ status: 0 })
  expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
})

it('keeps a 500 while the database is up, and answers the replacement while it is down', async () => {
  databaseUp = true
  expect((await fetch(`${base}/broken`)).status).toBe(500)
  databaseUp = false
  const down = await fetch(`${base}/broken`)
  expect(down.status).toBe(503)
  expect(down.headers.get('retry-after')).toBe('30')
  expect(await down.text()).toBe('<p>unavailable</p>')
})

it('sends no policy with a 304, so the browser keeps the one that holds its copy’s hashes', async () => {
  const r = await fetch(`${base}/page`, { headers: { 'if-none-match': '"v1"' } })
  expect(r.status).toBe(304)
  expect(r.headers.get('content-security-policy')).toBeNull()
  expect(r.headers.get('x-content-type-options')).toBe('nosniff')
})

it('gives a page an ETag of its bytes and answers a matching If-None-Match with a bare 304', async () => {
  const first = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'br' } })
  const etag = first.headers.get('etag')
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
  await first.text()
  // The same document again: the same tag, whatever the encoding.
  const again = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'identity' } })
  expect(again.headers.get('etag')).toBe(etag)
  expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  await again.text()
  for (const tag of [etag!, `W/${etag}`, `"other", ${etag}`]) {
    const r = await fetch(`${base}/page`, { headers: { 'if-none-match': tag } })
    expect(r.status, tag).toBe(304)
    expect(await r.text()).toBe('')
    expect(r.headers.get('content-security-policy')).toBeNull()
  }
  expect((await fetch(`${base}/page`, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200)
  // Errors are never validated.
  expect((await fetch(`${base}/broken`)).headers.get('etag')).toBeNull()
})

it('leaves Next’s chunk scripts where Next wrote them, on the site’s pages and the admin’s (issue 19)', async () => {
  const site = await (await fetch(`${base}/with-chunks`)).text()
  expect(site).toBe(
    '<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>x</body></html>',
  )
  const admin = await (await fetch(`${base}/admin/login`)).text()
  expect(admin).toContain('<script src="/_next/static/chunks/main.js" async=""></script>')
})
