// The shipped reverse proxy (deploy/nginx.conf), run for real in front of a small upstream that
// compresses the way Next does: gzip when asked, else plain. Needs nginx (apt-get install nginx).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loopbackConfig, nginxBin, nginxInstall, nginxModules, selfSignedCert } from '../bench/lib/nginx.mjs'

const script = "console.log('a build asset')\n".repeat(40)
const page = `<!doctype html><title>page</title>${'<p>text</p>'.repeat(200)}`
let upstream: http.Server
let nginx: ChildProcess
let prefix: string
/** The build's static folder as `npm run build` leaves it: a script with its compressed copies. */
let staticDir: string
const built = "console.log('built by next build')\n".repeat(60)
const builtCopies = {
  br: zlib.brotliCompressSync(built, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: zlib.gzipSync(built, { level: 9 }),
}
const stylesheet = `.card{color:#0f172a}\n`.repeat(80)
let port: number
let tlsPort: number
let redirectPort: number
const hosts = ['www.site.test', 'en.site.test']
/** Requests the upstream answered, by path: what nginx did not serve from its cache. */
const upstreamHits = new Map<string, number>()
const image = Buffer.from('RIFF....WEBPVP8 an image')
/** Upload answers the way the app sends them (src/features/media/collection.ts), and two it must not share. */
const uploads: Record<string, { type: string; cacheControl?: string }> = {
  '/cms-api/media/file/hero-800x333.webp': { type: 'image/webp', cacheControl: 'public, max-age=3600' },
  '/cms-api/media/file/private.webp': { type: 'image/webp', cacheControl: 'private, no-store' },
  '/cms-api/media/file/undecided.png': { type: 'image/png' },
  '/cms-api/media/file/clip.mp4': { type: 'video/mp4', cacheControl: 'public, max-age=3600' },
}

/** A free loopback port: taken from the OS, released, handed over. */
async function freePort() {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

beforeAll(async () => {
  if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)')
  if (!nginxModules) throw new Error(`nginx's brotli modules are missing (${nginxInstall})`)
  upstream = http.createServer((req, res) => {
    upstreamHits.set(req.url!, (upstreamHits.get(req.url!) ?? 0) + 1)
    const upload = uploads[req.url!]
    if (upload) {
      res.setHeader('Content-Type', upload.type)
      if (upload.cacheControl) res.setHeader('Cache-Control', upload.cacheControl)
      res.end(image)
      return
    }
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
  port = await freePort()
  tlsPort = await freePort()
  redirectPort = await freePort()

  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  // nginx's workers run as an unprivileged user: they must reach the cache folders.
  fs.chmodSync(prefix, 0o755)
  for (const d of ['tmp', 'cache']) fs.mkdirSync(path.join(prefix, d))
  staticDir = path.join(prefix, 'static')
  fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
  fs.mkdirSync(path.join(staticDir, 'css'))
  fs.writeFileSync(path.join(staticDir, 'chunks/built.js'), built)
  fs.writeFileSync(path.join(staticDir, 'chunks/built.js.br'), builtCopies.br)
  fs.writeFileSync(path.join(staticDir, 'chunks/built.js.gz'), builtCopies.gz)
  // A build from before the compressed copies: nginx compresses it on the way out.
  fs.writeFileSync(path.join(staticDir, 'css/site.css'), stylesheet)
  for (const f of ['', 'chunks', 'css']) fs.chmodSync(path.join(staticDir, f), 0o755)
  const conf = path.join(prefix, 'nginx.conf')
  const tls = selfSignedCert(path.join(prefix, 'tls'), hosts)
  fs.writeFileSync(
    conf,
    loopbackConfig({
      prefix,
      port,
      tlsPort,
      redirectPort,
      tls,
      hosts,
      upstreams: [upstreamPort],
      staticDir,
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

type Answer = {
  status: number
  body: Buffer
  encoding: string | undefined
  cache: string | undefined
  location: string | undefined
  headers: http.IncomingHttpHeaders
}

/** A raw GET (no automatic decompression), as a browser or a bot would send it. */
function get(pathname: string, headers: Record<string, string>, to = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: to, path: pathname, headers: { host: 'www.site.test', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
            cache: res.headers['x-cache-status'] as string | undefined,
            location: res.headers.location,
            headers: res.headers,
          }),
        )
      },
    )
    req.on('error', reject)
  })
}

/** A GET over https as a browser makes it: HTTP/2 if nginx offers it (ALPN), with SNI. */
function getTls(
  pathname: string,
  host: string,
  headers: Record<string, string | string[]> = {},
): Promise<{ status: number; body: string; alpn: string | false }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${tlsPort}`, {
      servername: host,
      rejectUnauthorized: false,
    })
    session.on('error', reject)
    const req = session.request({ ':path': pathname, ':authority': host, ...headers })
    let status = 0
    const chunks: Buffer[] = []
    req.on('response', (h) => (status = Number(h[':status'])))
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const alpn = session.alpnProtocol ?? false
      session.close()
      resolve({ status, body: Buffer.concat(chunks).toString(), alpn })
    })
    req.on('error', reject)
    req.end()
  })
}

const text = (a: Answer) =>
  (a.encoding === 'gzip'
    ? zlib.gunzipSync(a.body)
    : a.encoding === 'br'
      ? zlib.brotliDecompressSync(a.body)
      : a.body
  ).toString()
/** A client that reads gzip but not brotli (an older browser, most bots). */
const browser = { 'accept-encoding': 'gzip, deflate' }
const brotliBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' }

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
      const again = await get(other, { 'accept-encoding': 'gzip' })
      expect(again.encoding).toBe('gzip')
      expect(again.cache).toBe('HIT')
    })

    it(`${name}: a browser that reads brotli gets brotli, and the other clients keep their encodings`, async () => {
      const other = pathname.replace(/(\.js)?$/, '-3$1')
      const br = await get(other, brotliBrowser)
      expect(br.encoding).toBe('br')
      expect(text(br)).toBe(body)
      expect(br.body.length).toBeLessThan(Buffer.byteLength(body))
      expect((await get(other, browser)).encoding).toBe('gzip')
      const plain = await get(other, {})
      expect(plain.encoding).toBeUndefined()
      expect(plain.body.toString()).toBe(body)
      const again = await get(other, brotliBrowser)
      expect(again.cache).toBe('HIT')
      expect(text(again)).toBe(body)
    })
  }

  it("a page's flight data (Next's RSC request) and its HTML are kept apart", async () => {
    expect(text(await get('/solution', browser))).toBe(page)
    expect(text(await get('/solution', { ...browser, rsc: '1' }))).toBe('flight data')
    expect(text(await get('/solution', browser))).toBe(page)
  })
})

describe('deploy/nginx.conf: https for visitors', () => {
  it('serves both hosts over https with HTTP/2', async () => {
    for (const host of hosts) {
      const r = await getTls('/about/company', host)
      expect(r.alpn).toBe('h2')
      expect(r.status).toBe(200)
      expect(r.body).toBe(page)
    }
  })

  it("sends plain http to the site's own hosts to the same host and path on https", async () => {
    const r = await get('/about/company?a=1', { host: 'en.site.test' }, redirectPort)
    expect(r.status).toBe(301)
    expect(r.location).toBe('https://en.site.test/about/company?a=1')
    const withPort = await get('/', { host: 'www.site.test:80' }, redirectPort)
    expect(withPort.location).toBe('https://www.site.test/')
  })

  it('never redirects to a name the client made up: other hosts go to the app', async () => {
    const r = await get('/about/company', { host: 'evil.example' }, redirectPort)
    expect(r.location).toBeUndefined()
    expect(r.status).toBe(200)
    expect(r.body.toString()).toBe(page)
  })
})

describe('deploy/nginx.conf: headers too large', () => {
  // A Cookie line over the 32 KB a header line may take here: HTTP/1.1 sends every cookie of the
  // site and its parent domain (analytics, campaigns) on one line.
  const cookie = { cookie: `c=${'x'.repeat(40_000)}` }

  it('answers a 431 that says why, in the host’s language', async () => {
    const zh = await get('/about/company', { host: 'www.site.test', ...cookie })
    expect(zh.status).toBe(431)
    expect(zh.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(zh.body.toString()).toContain('请清除本站的 Cookie 后重试')
    const en = await get('/about/company', { host: 'en.site.test', ...cookie })
    expect(en.status).toBe(431)
    expect(en.body.toString()).toContain('Clear this site’s cookies and try again')
  })

  it('still passes a cookie line over nginx’s 8 KB default to the app', async () => {
    // (12 KB: this test's upstream is a plain Node server, which takes 16 KB of headers.)
    const r = await get('/about/company', { host: 'www.site.test', cookie: `c=${'x'.repeat(12_000)}` })
    expect(r.status).toBe(200)
  })

  it('passes 12 KB of cookies on over HTTP/2 as well', async () => {
    const crumbs = Array.from({ length: 3 }, (_, i) => `c${i}=${'x'.repeat(4_000)}`)
    const r = await getTls('/about/company', 'en.site.test', { cookie: crumbs })
    expect(r.status).toBe(200)
  })
})

describe('deploy/nginx.conf: uploaded images', () => {
  const hits = (p: string) => upstreamHits.get(p) ?? 0
  const twice = async (p: string, headers: Record<string, string> = browser) => {
    const first = await get(p, headers)
    const second = await get(p, headers)
    expect(first.status).toBe(200)
    expect(second.body.equals(image)).toBe(true)
    return second
  }

  it('an image the app lets anyone keep is sent from the cache after the first request', async () => {
    const p = '/cms-api/media/file/hero-800x333.webp'
    const second = await twice(p)
    expect(second.cache).toBe('HIT')
    expect(hits(p)).toBe(1)
  })

  it('an image the app marks private, or does not mark, always comes from the app', async () => {
    for (const p of ['/cms-api/media/file/private.webp', '/cms-api/media/file/undecided.png']) {
      const before = hits(p)
      expect((await twice(p)).cache).not.toBe('HIT')
      expect(hits(p) - before).toBe(2)
    }
  })

  it('staff (signed in to the CMS) always reach the app', async () => {
    const p = '/cms-api/media/file/hero-800x333.webp'
    const before = hits(p)
    const r = await get(p, { ...browser, cookie: 'payload-token=abc' })
    expect(r.cache).toBe('BYPASS')
    expect(hits(p) - before).toBe(1)
  })

  it('videos and the rest of the CMS API are never cached here', async () => {
    const video = '/cms-api/media/file/clip.mp4'
    expect((await twice(video)).cache).toBeUndefined()
    expect(hits(video)).toBe(2)
    // The upstream marks this answer shareable for a year: the API is still never stored here.
    const api = '/cms-api/media?limit=1'
    for (let i = 0; i < 2; i++) expect((await get(api, browser)).cache).toBeUndefined()
    expect(hits(api)).toBe(2)
  })
})

describe("deploy/nginx.conf: build assets from the build's folder", () => {
  const hits = (p: string) => upstreamHits.get(p) ?? 0

  it('sends the copies compressed at build time, as they are, without asking the app', async () => {
    const p = '/_next/static/chunks/built.js'
    const br = await get(p, brotliBrowser)
    expect(br.status).toBe(200)
    expect(br.encoding).toBe('br')
    expect(br.body.equals(builtCopies.br)).toBe(true)
    const gz = await get(p, browser)
    expect(gz.encoding).toBe('gzip')
    expect(gz.body.equals(builtCopies.gz)).toBe(true)
    const plain = await get(p, {})
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe(built)
    for (const a of [br, gz, plain]) {
      expect(a.headers['content-type']).toBe('application/javascript; charset=utf-8')
      expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(a.cache).toBeUndefined()
    }
    // Shared caches must keep one copy per encoding.
    expect(br.headers.vary).toMatch(/Accept-Encoding/i)
    expect(hits(p)).toBe(0)
  })

  it('compresses on the way out a file the build left without copies', async () => {
    const p = '/_next/static/css/site.css'
    const br = await get(p, brotliBrowser)
    expect(br.encoding).toBe('br')
    expect(text(br)).toBe(stylesheet)
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(hits(p)).toBe(0)
  })

  it('fetches from the app, once, a file the folder lacks (an instance on a newer build)', async () => {
    const p = '/_next/static/chunks/newer.js'
    const first = await get(p, brotliBrowser)
    expect(first.status).toBe(200)
    expect(text(first)).toBe(script)
    const again = await get(p, brotliBrowser)
    expect(again.cache).toBe('HIT')
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(hits(p)).toBe(1)
  })

  it('serves nothing outside the folder', async () => {
    for (const p of [
      '/_next/static/../nginx.conf',
      '/_next/static/%2e%2e/nginx.conf',
      '/_next/static/..%2fnginx.conf',
    ]) {
      const r = await get(p, {})
      expect(r.body.toString()).not.toContain('worker_processes')
    }
  })
})
