// A generated sweep of bad input over every /api endpoint and every listing and detail route:
// wrong types, huge numbers, long strings, unicode and control characters, injection strings,
// malformed JSON, wrong content types, oversized bodies, odd methods, forged hosts.
// Passes with no 5xx, no dropped connection, no reflected unescaped markup, API errors in the
// envelope with a message.
import { basePort, freshData, hosts, request, startServer } from './lib.mjs'

const SCRIPT = '<script>alert(1)</script>'
const IMG = '"><img src=x onerror=alert(1)>'
const VALUES = [
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'abc',
  '[]',
  '{}',
  'true',
  '',
  '%00',
  '%ff%fe',
  '%01%1b%7f',
  '%E2%80%AE%F0%9F%98%80',
  '中文',
  'a'.repeat(5000),
  "'%20OR%201=1--",
  '1;DROP%20TABLE%20users',
  '../../etc/passwd',
  encodeURIComponent(SCRIPT),
  encodeURIComponent(IMG),
  '%24%7Bjndi%3Aldap%3A%2F%2Fx%7D',
  '__proto__',
]
const API_GET = [
  ['/api/banners', ['lang']],
  ['/api/solutionplans', ['pageNum', 'pageSize', 'recommend', 'order', 'lang']],
  ['/api/productplans', ['pageNum', 'pageSize', 'recommend', 'order', 'lang']],
  ['/api/productDocType', ['order', 'type', 'lang']],
  ['/api/productVideoType', ['order', 'type', 'lang']],
  ['/api/productBrief', ['type', 'lang']],
  ['/api/wxShareSignature', ['url']],
  ['/api/search', ['q', 'lang', 'page']],
  ['/api/enquiries/export', ['from', 'to']],
  ['/api/preview', ['path', 'token']],
]
const DETAIL = [
  '/products',
  '/services',
  '/solution',
  '/product_solution',
  '/customer/case',
  '/doc',
  '/video',
  '/about/news',
  '/technology/article',
]
const LISTING = [
  '/solution',
  '/product_solution',
  '/customer/case',
  '/doc',
  '/video',
  '/about/news',
  '/technology/article',
  '/search',
]
const LISTING_PARAMS = ['page', 'type', 'docType', 'product', 'q', 'tag']
const METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']
const FORGED_HOSTS = [
  'evil.example',
  'www.site.test.evil.example',
  'localhost',
  '127.0.0.1',
  '[::1]',
  'a'.repeat(300),
  'www.site.test:99999',
  'xn--80ak6aa92e.com',
]

function cases(port) {
  const h = hosts(port)
  const out = []
  // Characters a browser percent-encodes before sending (Node's client refuses them raw).
  const sendable = (path) => path.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c))
  const get = (path, host = h.zh, kind = 'get') =>
    out.push({ kind, method: 'GET', path: sendable(path), headers: { Host: host } })
  for (const [path, params] of API_GET)
    for (const p of params)
      for (const v of VALUES) get(`${path}?${p}=${v}`, out.length % 2 ? h.en : h.zh, 'api')
  for (const base of DETAIL)
    for (const v of VALUES) get(`${base}/${v || '%20'}`, out.length % 2 ? h.en : h.zh, 'page')
  // Upload files: a name that is not there is a 404, also with the local disk (Payload answers 500).
  for (const v of [...VALUES, 'missing.png', 'hero.webp%00.png', 'a/b.png'])
    get(`/cms-api/media/file/${v || '%20'}`, out.length % 2 ? h.en : h.zh, 'media')
  // The CMS API's public reads with malformed queries (Payload answered 500 to many of them).
  for (const q of [
    'where[createdAt][greater_than]=',
    'where[id][in]=1,',
    'where[title][near]=',
    'where[title][contains]=',
    'where=',
    'sort=',
    'limit=',
    'depth=',
    'locale=',
  ])
    for (const v of VALUES.slice(0, 14)) get(`/cms-api/news?${q}${v}`, out.length % 2 ? h.en : h.zh)
  for (const v of VALUES) get(`/cms-api/${out.length % 2 ? 'news' : 'media'}/${v || '%20'}`, h.zh)
  // Percent-escapes that are not UTF-8, outside the site's pages (Next answered a bare 500).
  get('/api/banners/%ff', h.en, 'api')
  for (const path of ['/cms-api/pages/%ff', '/admin/%ff%fe', '/_next/static/%ff']) get(path, h.zh)
  for (const base of LISTING)
    for (const p of LISTING_PARAMS)
      for (const v of VALUES.slice(0, 24))
        if (out.length % 3 === 0 || p === 'page') get(`${base}?${p}=${v}`, h.zh, 'page')
  // The enquiry endpoint: bodies and content types.
  const good = {
    username: '张三',
    phone: '13812345678',
    email: 'a@example.cn',
    company: 'c',
    product: 'MogDB',
    description: 'd',
  }
  const bodies = [
    ['application/json', '{'],
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/json', '"string"'],
    ['application/json', '{"username":'],
    ['application/json', JSON.stringify({ ...good, phone: 123 })],
    ['application/json', JSON.stringify({ ...good, email: SCRIPT })],
    ['application/json', JSON.stringify({ ...good, product: IMG })],
    ['application/json', JSON.stringify({ ...good, username: 'a'.repeat(100_000) })],
    ['application/json', JSON.stringify({ ...good, __proto__: { admin: true }, constructor: 1 })],
    ['application/json', JSON.stringify({ ...good, description: '\u0000\u001b[31m\u202e' })],
    ['application/json', '\u0000\u0001\u0002'],
    ['application/json', 'x'.repeat(200_000)],
    ['text/plain', JSON.stringify(good)],
    ['application/x-www-form-urlencoded', 'username=a&phone=1'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
    [
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    ],
    ['', ''],
  ]
  for (const host of [h.zh, h.en])
    for (const [type, body] of bodies)
      out.push({
        kind: 'api',
        method: 'POST',
        path: '/api/demandEmail',
        body,
        headers: { Host: host, Origin: `http://${host}`, ...(type ? { 'Content-Type': type } : {}) },
      })
  // Odd methods on every endpoint and a few pages.
  for (const [path] of API_GET)
    for (const m of METHODS) out.push({ kind: 'api', method: m, path, headers: { Host: h.zh } })
  for (const m of METHODS)
    out.push({ kind: 'api', method: m, path: '/api/demandEmail', headers: { Host: h.zh } })
  for (const path of ['/', '/solution', '/about/company'])
    for (const m of METHODS) out.push({ kind: 'page', method: m, path, headers: { Host: h.en } })
  // Forged hosts and forwarding headers on pages and the API.
  for (const host of FORGED_HOSTS)
    for (const path of ['/', '/about/company', '/api/banners', '/solution?page=2'])
      for (const extra of [{}, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' }])
        out.push({
          kind: path.startsWith('/api') ? 'api' : 'page',
          method: 'GET',
          path,
          headers: { Host: host, ...extra },
          forged: true,
        })
  return out
}

const reflects = (body, c) =>
  [SCRIPT, IMG, 'onerror=alert(1)'].some((s) =>
    (c.path + (c.body ?? '')).includes(encodeURIComponent(s)) || (c.path + (c.body ?? '')).includes(s)
      ? body.includes(s)
      : false,
  )

export async function badInput(report) {
  const port = basePort + 4
  const data = await freshData('bad-input')
  const server = startServer('bad-input', port, data)
  const failures = []
  let total = 0
  const statusCounts = {}
  try {
    await server.ready()
    const all = cases(port)
    // A few at a time, as visitors would.
    for (let i = 0; i < all.length; i += 8) {
      await Promise.all(
        all.slice(i, i + 8).map(async (c) => {
          const r = await request(port, c.path, {
            method: c.method,
            headers: c.headers,
            body: c.body,
            timeoutMs: 30_000,
          })
          total++
          statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1
          const body = r.body.toString('utf8')
          const type = String(r.headers['content-type'] ?? '')
          const why = []
          if (r.status === 0 || r.status >= 500)
            why.push(`status ${r.status}${r.error ? ` ${r.error.message}` : ''}`)
          if (/html/.test(type) && reflects(body, c)) why.push('reflects markup unescaped')
          if (c.kind === 'api' && r.status >= 400 && c.method !== 'HEAD' && c.method !== 'OPTIONS') {
            let message
            try {
              message = JSON.parse(body).message
            } catch {
              /* not JSON */
            }
            if (!message && r.status !== 405 && !/json/.test(type))
              why.push(`no JSON message (${type || 'no type'})`)
          }
          const location = String(r.headers.location ?? '')
          if (location && /evil|^\/\/|gopher:/i.test(location)) why.push(`Location ${location}`)
          if (why.length)
            failures.push(
              `${c.method} ${c.headers.Host.slice(0, 40)} ${c.path.slice(0, 80)} ${c.body ? `[${String(c.body).slice(0, 30)}]` : ''}: ${why.join('; ')}`,
            )
        }),
      )
    }
    report.figures.badInput = { cases: total, statuses: statusCounts }
    report.check('bad input: at least 500 generated cases', total >= 500, `${total} cases`)
    report.check(
      'bad input: no 5xx, no reflected markup, API errors with a message',
      failures.length === 0,
      failures.slice(0, 15).join('\n  '),
    )
    report.check('bad input: the server is still healthy', (await request(port, '/healthz')).status === 200)
  } finally {
    await server.stop()
  }
}
