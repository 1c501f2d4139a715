import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { pickEncoding, secureResponses } from './respond.mjs'

/** A stand-in for Next behind the security layer: streamed HTML, JSON, and a failing page. */
let server: http.Server
let base = ''
let databaseUp = true
const seen: Record<string, string | undefined> = {}
// Scripts as Next writes them, one the site writes on purpose, and one that got in otherwise.
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])'
const PUSH = 'self.__next_f.push([1,"页"])'
const SITE_SCRIPT = 'site()'
const INJECTED = 'alert(1)'
beforeAll(async () => {
  const secure = secureResponses({
    https: () => false,
    siteOrigins: ['http://www.x.test'],
    siteScripts: [SITE_SCRIPT],
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
      return res.end(`<p>error <script>${SITE_SCRIPT}</script></p>`)
    }
    if (req.url === '/internal-headers') {
      // As Next answers a page the proxy rewrote to its locale route.
      res.setHeader('x-middleware-rewrite', '/zh')
      res.setHeader('x-nextjs-cache', 'HIT')
      res.setHeader('x-nextjs-prerender', '1')
      res.writeHead(200, { 'content-type': 'text/html', 'x-nextjs-stale-time': '300', 'x-powered-by': 'x' })
      return res.end('<p>ok</p>')
    }
    if (req.url === '/head-first') {
      // As Next's streaming renders do: headers first (writeHead + flushHeaders), then the body.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=60' })
      res.flushHeaders()
      res.write(`<html><script>${BOOT}</script>`)
      return setTimeout(() => res.end(`<script>${PUSH}</script></html>`), 5)
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write(new TextEncoder().encode(`<html><script>${BOOT}</script><script>${PUSH}</script>`))
    setTimeout(() => res.end(`<script>${INJECTED}</script><script>${SITE_SCRIPT}</script></html>`), 5)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`

it('hashes Next’s and the site’s inline scripts of a streamed document into its CSP, and no other', async () => {
  for (const encoding of ['gzip', 'br', 'identity']) {
    const r = await fetch(`${base}/page`, { headers: { 'accept-encoding': encoding } })
    const html = await r.text()
    expect(html).toBe(
      `<html><script>${BOOT}</script><script>${PUSH}</script><script>${INJECTED}</script><script>${SITE_SCRIPT}</script></html>`,
    )
    expect(r.headers.get('content-encoding') ?? 'identity').toBe(encoding)
    expect(r.headers.get('vary')).toContain('Accept-Encoding')
    const scriptSrc = (r.headers.get('content-security-policy') ?? '').match(/script-src [^;]*/)?.[0]
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha(BOOT)} ${sha(PUSH)} ${sha(SITE_SCRIPT)} https://res.wx.qq.com`,
    )
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
  }
  // Next never saw the client's Accept-Encoding: it must not compress what is hashed here.
  expect(seen['/page']).toBeUndefined()
})

it('holds a document whose headers were written and flushed first, keeping them', async () => {
  const r = await fetch(`${base}/head-first`, { headers: { 'accept-encoding': 'gzip' } })
  const html = await r.text()
  expect(html).toBe(`<html><script>${BOOT}</script><script>${PUSH}</script></html>`)
  expect(r.headers.get('cache-control')).toBe('s-maxage=60')
  expect(r.headers.get('content-encoding')).toBe('gzip')
  const csp = r.headers.get('content-security-policy') ?? ''
  for (const hash of [sha(BOOT), sha(PUSH)]) expect(csp).toContain(hash)
})

it('takes Next’s internal headers off a page, keeping its cache status', async () => {
  const r = await fetch(`${base}/internal-headers`)
  expect(r.status).toBe(200)
  const names = [...r.headers.keys()]
  expect(names.filter((n) => /^x-(middleware|nextjs)-/.test(n))).toEqual(['x-nextjs-cache'])
  expect(r.headers.get('x-powered-by')).toBe('x')
  // Next's client reads them on its own requests (a client navigation): those keep them.
  const rsc = await fetch(`${base}/internal-headers`, { headers: { rsc: '1' } })
  expect(rsc.headers.get('x-nextjs-prerender')).toBe('1')
  expect(rsc.headers.get('x-nextjs-stale-time')).toBe('300')
  expect(rsc.headers.get('x-middleware-rewrite')).toBeNull()
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
  expect(await broken.text()).toContain(SITE_SCRIPT)
  expect(broken.headers.get('content-security-policy')).toContain(sha(SITE_SCRIPT))
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
