// The shipped reverse proxy (deploy/nginx.conf), run for real in front of a small upstream that
// compresses the way Next does: gzip when asked, else plain. Needs nginx (apt-get install nginx).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillTemplate, nginxBin } from '../bench/lib/nginx.mjs'

const script = "console.log('a build asset')\n".repeat(40)
const page = `<!doctype html><title>page</title>${'<p>text</p>'.repeat(200)}`
let upstream: http.Server
let nginx: ChildProcess
let prefix: string
let port: number

beforeAll(async () => {
  if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)')
  upstream = http.createServer((req, res) => {
    const asset = req.url!.startsWith('/_next/static/')
    const body = asset ? script : req.headers.rsc ? 'flight data' : page
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''))
    res.setHeader('Content-Type', asset ? 'application/javascript' : 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 's-maxage=31536000')
    res.setHeader('Vary', asset ? 'Accept-Encoding' : 'rsc, Accept-Encoding')
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.end(gzip ? zlib.gzipSync(body) : body)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const upstreamPort = (upstream.address() as AddressInfo).port
  // A free port for nginx: take one from the OS, release it, hand it over.
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  port = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))

  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  // nginx's workers run as an unprivileged user: they must reach the cache folders.
  fs.chmodSync(prefix, 0o755)
  for (const d of ['tmp', 'cache']) fs.mkdirSync(path.join(prefix, d))
  const conf = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(
    conf,
    fillTemplate({
      NGINX_PREFIX: prefix,
      NGINX_LISTEN: `127.0.0.1:${port}`,
      NGINX_UPSTREAMS: `server 127.0.0.1:${upstreamPort};`,
    }),
  )
  nginx = spawn(
    nginxBin,
    ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  )
  for (let i = 0; i < 100; i++) {
    const up = await get('/healthz', {}).then(
      () => true,
      () => false,
    )
    if (up) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('nginx did not start')
}, 20_000)

afterAll(async () => {
  nginx?.kill()
  await new Promise((resolve) => upstream?.close(resolve))
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true })
})

type Answer = { body: Buffer; encoding: string | undefined; cache: string | undefined }

/** A raw GET (no automatic decompression), as a browser or a bot would send it. */
function get(pathname: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: 'www.site.test', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
            cache: res.headers['x-cache-status'] as string | undefined,
          }),
        )
      },
    )
    req.on('error', reject)
  })
}

const text = (a: Answer) => (a.encoding === 'gzip' ? zlib.gunzipSync(a.body) : a.body).toString()
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }

describe('deploy/nginx.conf: one cached copy per encoding', () => {
  for (const [name, pathname, body] of [
    ['a build asset', '/_next/static/chunks/app.js', script],
    ['a page', '/about/company', page],
  ] as const) {
    it(`${name} cached for a browser is sent plain to a client that cannot read gzip`, async () => {
      const first = await get(pathname, browser)
      expect(first.encoding).toBe('gzip')
      expect(text(first)).toBe(body)
      const plain = await get(pathname, {})
      expect(plain.encoding).toBeUndefined()
      expect(plain.body.toString()).toBe(body)
    })

    it(`${name} cached for a plain client is still sent compressed to browsers, from the cache`, async () => {
      const other = pathname.replace(/(\.js)?$/, '-2$1')
      expect((await get(other, {})).encoding).toBeUndefined()
      const gz = await get(other, browser)
      expect(gz.encoding).toBe('gzip')
      expect(text(gz)).toBe(body)
      // Another browser's header, same encoding: the stored gzip copy.
      const again = await get(other, { 'accept-encoding': 'gzip, deflate, br' })
      expect(again.encoding).toBe('gzip')
      expect(again.cache).toBe('HIT')
    })
  }

  it("a page's flight data (Next's RSC request) and its HTML are kept apart", async () => {
    expect(text(await get('/solution', browser))).toBe(page)
    expect(text(await get('/solution', { ...browser, rsc: '1' }))).toBe('flight data')
    expect(text(await get('/solution', browser))).toBe(page)
  })
})
