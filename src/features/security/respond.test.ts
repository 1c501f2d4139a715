import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import { answerWith } from '../errors/error-documents.mjs'
import { secureResponseClass } from './respond.mjs'

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
  const SecureResponse = secureResponseClass({
    https: () => false,
    siteOrigins: ['http://www.x.test'],
    siteScripts: [SITE_SCRIPT],
    replaceServerError: async (res) =>
      answerWith(
        res,
        databaseUp ? null : { status: 503, headers: { 'Retry-After': '30' }, html: '<p>unavailable</p>' },
      ),
  })
  server = http.createServer({ ServerResponse: SecureResponse as typeof http.ServerResponse }, (req, res) => {
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
    if (req.url === '/admin/x' || req.url === '/nonce-echo') {
      // As Next does: the nonce in the request's CSP header goes on every inline script it writes.
      const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy'] ?? ''))?.[1]
      res.setHeader('content-type', 'text/html; charset=utf-8')
      return res.end(`<html><script${nonce ? ` nonce="${nonce}"` : ''}>$RC("B:0","S:0")</script></html>`)
    }
    if (req.url === '/gzip') {
      // As Next's `compress` answers a gzip client: the document arrives compressed.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' })
      return res.end(gzipSync(`<html><script>${BOOT}</script><script>${PUSH}</script></html>`))
    }
    if (req.url === '/next-compress') {
      compression()(req, res, () => {})
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.write(`<html><script>${BOOT}</script>${'<p>text</p>'.repeat(200)}`)
      return setTimeout(() => res.end(`<script>${PUSH}</script></html>`), 5)
    }
    if (req.url === '/array-head') {
      res.writeHead(200, ['Content-Type', 'text/html', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2'])
      return res.end(`<script>${PUSH}</script>`)
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write(new TextEncoder().encode(`<html><script>${BOOT}</script><script>${PUSH}</script>`))
    setTimeout(() => res.end(`<script>${INJECTED}</script><script>${SITE_SCRIPT}</script></html>`), 5)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// Next's own compression middleware, applied as Next's router server applies it to each request.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`

it('hashes Next’s and the site’s inline scripts of a streamed document into its CSP, and no other', async () => {
  const r = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'gzip' } })
  const html = await r.text()
  expect(html).toBe(
    `<html><script>${BOOT}</script><script>${PUSH}</script><script>${INJECTED}</script><script>${SITE_SCRIPT}</script></html>`,
  )
  const scriptSrc = (r.headers.get('content-security-policy') ?? '').match(/script-src [^;]*/)?.[0]
  expect(scriptSrc).toBe(
    `script-src 'self' ${sha(BOOT)} ${sha(PUSH)} ${sha(SITE_SCRIPT)} https://res.wx.qq.com`,
  )
  expect(r.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
  // Compression is Next's: the request reaches it as the client sent it.
  expect(seen['/page']).toBe('gzip')
})

it('reads a document Next compressed, and sends it as Next made it', async () => {
  const r = await fetch(`${base}/gzip`)
  expect(r.headers.get('content-encoding')).toBe('gzip')
  expect(await r.text()).toBe(`<html><script>${BOOT}</script><script>${PUSH}</script></html>`)
  const csp = r.headers.get('content-security-policy') ?? ''
  for (const hash of [sha(BOOT), sha(PUSH)]) expect(csp).toContain(hash)
})

it('holds a document through Next’s own compression middleware', async () => {
  const r = await fetch(`${base}/next-compress`, { headers: { 'accept-encoding': 'gzip' } })
  expect(r.headers.get('content-encoding')).toBe('gzip')
  expect(await r.text()).toBe(
    `<html><script>${BOOT}</script>${'<p>text</p>'.repeat(200)}<script>${PUSH}</script></html>`,
  )
  const csp = r.headers.get('content-security-policy') ?? ''
  for (const hash of [sha(BOOT), sha(PUSH)]) expect(csp).toContain(hash)
})

it('keeps every header of a head given as a flat array', async () => {
  const r = await fetch(`${base}/array-head`)
  expect(r.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  expect(r.headers.get('content-security-policy')).toContain(sha(PUSH))
})

it('holds a document whose headers were written and flushed first, keeping them', async () => {
  const r = await fetch(`${base}/head-first`)
  const html = await r.text()
  expect(html).toBe(`<html><script>${BOOT}</script><script>${PUSH}</script></html>`)
  expect(r.headers.get('cache-control')).toBe('s-maxage=60')
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

it('passes other responses through with the headers', async () => {
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
})

it('allows eval only in development', async () => {
  const { contentSecurityPolicy } = await import('./policy.mjs')
  expect(contentSecurityPolicy({ admin: false, dev: true })).toMatch(/script-src [^;]*'unsafe-eval'/)
  expect(contentSecurityPolicy({ admin: false })).not.toContain('unsafe-eval')
})

it('gives an admin page a fresh nonce that Next puts on its inline scripts, and no other page one', async () => {
  const nonceOf = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(`${base}${path}`, { headers })
    const html = await r.text()
    const sent = /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]
    return { sent, written: /nonce="([^"]+)"/.exec(html)?.[1] }
  }
  const first = await nonceOf('/admin/x')
  expect(first.sent).toMatch(/^[A-Za-z0-9+/]{24}$/)
  expect(first.written).toBe(first.sent)
  expect((await nonceOf('/admin/x')).sent).not.toBe(first.sent)
  // A visitor's own CSP header cannot set the nonce of a site page, or of an admin page.
  const forged = { 'content-security-policy': "script-src 'nonce-forged'" }
  expect(await nonceOf('/nonce-echo', forged)).toEqual({ sent: undefined, written: undefined })
  expect((await nonceOf('/admin/x', forged)).written).not.toBe('forged')
})
