import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EN, ZH, freshIp, get, post, validEnquiry } from './api-helpers'

/**
 * The public API of spec section 7 through its route handlers, on this run's real database:
 * every endpoint with good and bad input, the enquiry guards, and the share signature against a
 * fake chat platform on loopback.
 */
type Handler = (request: Request) => Promise<Response>
type Routes = Record<string, { GET?: Handler; POST?: Handler; PUT?: Handler; DELETE?: Handler }>

let payload: Payload
const routes: Routes = {}

// --- a fake chat platform: counts token and ticket fetches ---
const platform = { tokenCalls: 0, ticketCalls: 0, ticket: 'kgt8ON7yVITDhtdwci0qeXyz', delayMs: 50 }
const fake = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x')
  const reply = (body: object) =>
    setTimeout(() => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(body))
    }, platform.delayMs)
  if (url.pathname === '/cgi-bin/token') {
    platform.tokenCalls++
    if (
      url.searchParams.get('appid') !== 'wx-test-app' ||
      url.searchParams.get('secret') !== 'wx-test-secret'
    ) {
      return reply({ errcode: 40125, errmsg: 'invalid appsecret' })
    }
    return reply({ access_token: 'ACCESS-TOKEN-1', expires_in: 7200 })
  }
  if (url.pathname === '/cgi-bin/ticket/getticket') {
    platform.ticketCalls++
    if (url.searchParams.get('access_token') !== 'ACCESS-TOKEN-1')
      return reply({ errcode: 40001, errmsg: 'bad token' })
    return reply({ errcode: 0, errmsg: 'ok', ticket: platform.ticket, expires_in: 7200 })
  }
  res.statusCode = 404
  res.end()
})

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  process.env.WECHAT_APP_ID = 'wx-test-app'
  process.env.WECHAT_APP_SECRET = 'wx-test-secret'
  process.env.WECHAT_API_BASE = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
  process.env.JOBS_AUTORUN = 'false'
  process.env.ENQUIRY_RATE_PER_MINUTE = '5'
  process.env.ENQUIRY_RATE_PER_DAY = '30'
  const { payloadForTests } = await import('./helpers')
  payload = await payloadForTests()
  const modules = {
    solutionplans: import('@/app/api/solutionplans/route'),
    productplans: import('@/app/api/productplans/route'),
    banners: import('@/app/api/banners/route'),
    productDocType: import('@/app/api/productDocType/route'),
    productVideoType: import('@/app/api/productVideoType/route'),
    productBrief: import('@/app/api/productBrief/route'),
    demandEmail: import('@/app/api/demandEmail/route'),
    wxShareSignature: import('@/app/api/wxShareSignature/route'),
    'enquiries/export': import('@/app/api/enquiries/export/route'),
  }
  for (const [name, module] of Object.entries(modules)) routes[name] = (await module) as Routes[string]
})

afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())))

const r = (name: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET') => routes[name][method] as Handler

describe('GET /api/solutionplans and /api/productplans', () => {
  it.each(['solutionplans', 'productplans'])(
    '%s pages plans with {count, rows: [{id, title}]}',
    async (name) => {
      const { response, body } = await get(r(name), `/api/${name}?pageNum=1&pageSize=5&order=sort&desc=false`)
      expect(response.status).toBe(200)
      expect(body.status).toBe(0)
      expect(body.result.count).toBeGreaterThanOrEqual(12)
      expect(body.result.rows).toHaveLength(5)
      for (const row of body.result.rows) {
        expect(Number.isInteger(row.id)).toBe(true)
        expect(row.title).toMatch(/[\u4e00-\u9fff]/)
      }
      expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
      const page2 = await get(r(name), `/api/${name}?pageNum=2&pageSize=5`)
      expect(page2.body.result.rows[0].id).not.toBe(body.result.rows[0].id)
    },
  )

  it('answers in the language of `lang`, else of the host', async () => {
    const en = await get(r('solutionplans'), '/api/solutionplans?pageSize=3&lang=en', ZH)
    expect(en.body.result.rows[0].title).not.toMatch(/[\u4e00-\u9fff]/)
    const byHost = await get(r('solutionplans'), '/api/solutionplans?pageSize=3', EN)
    expect(byHost.body.result.rows[0].title).not.toMatch(/[\u4e00-\u9fff]/)
    expect(byHost.body.message).toBe('OK')
  })

  it('filters recommended plans and orders both ways', async () => {
    const all = await get(r('solutionplans'), '/api/solutionplans?pageSize=100')
    const rec = await get(r('solutionplans'), '/api/solutionplans?pageSize=100&isRecommend=1')
    const not = await get(r('solutionplans'), '/api/solutionplans?pageSize=100&isRecommend=0')
    expect(rec.body.result.count + not.body.result.count).toBe(all.body.result.count)
    const asc = await get(r('productplans'), '/api/productplans?pageSize=100&order=createTime&desc=false')
    const desc = await get(r('productplans'), '/api/productplans?pageSize=100&order=createTime&desc=true')
    expect(desc.body.result.rows[0].id).toBe(asc.body.result.rows.at(-1).id)
  })

  it.each([
    'pageNum=0',
    'pageNum=-1',
    'pageNum=abc',
    'pageNum=1.5',
    'pageSize=0',
    'pageSize=101',
    'pageSize=99999999999999999999',
    'order=title',
    'order=sort;drop',
    'desc=maybe',
    'isRecommend=2',
    'lang=fr',
  ])('refuses %s with 400 and a message naming the parameter', async (query) => {
    const { response, body } = await get(r('solutionplans'), `/api/solutionplans?${query}`)
    expect(response.status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.message).toContain(query.split('=')[0])
    expect(body.message).toMatch(/参数/)
    expect(body.result).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('speaks English to the English host and answers 405 to other methods', async () => {
    const { body } = await get(r('productplans'), '/api/productplans?pageSize=1000', EN)
    expect(body.message).toBe('Invalid parameter: pageSize')
    const response = await r(
      'productplans',
      'POST',
    )(new Request(`http://${EN}/api/productplans`, { method: 'POST', headers: { host: EN } }))
    expect(response.status).toBe(405)
    expect((await response.json()).status).toBe(405)
  })
})

describe('GET /api/banners', () => {
  it('lists banners with title, dashed enTitle and image', async () => {
    const { response, body } = await get(r('banners'), '/api/banners')
    expect(response.status).toBe(200)
    expect(body.status).toBe(0)
    expect(Array.isArray(body.result)).toBe(true)
    expect(body.result.length).toBeGreaterThanOrEqual(1)
    const first = body.result[0]
    expect(first.title).toMatch(/[\u4e00-\u9fff]/)
    expect(first.enTitle).not.toMatch(/<br/i)
    expect(first.enTitle).toContain(' - ')
    expect(first.image).toMatch(/^\/|^https?:/)
  })
})

describe('GET /api/productDocType and /api/productVideoType', () => {
  it('lists doc types by sort with duplicates by title removed', async () => {
    // A second type with an existing title must not appear twice.
    const dup = await payload.create({
      collection: 'doc-types',
      locale: 'zh',
      data: { key: `dup-${Date.now()}`, title: '白皮书', sort: 99 },
      overrideAccess: true,
    })
    try {
      const { body } = await get(r('productDocType'), '/api/productDocType?order=sort&lang=zh')
      expect(body.status).toBe(0)
      const titles = body.result.map((t: { title: string }) => t.title)
      expect(new Set(titles).size).toBe(titles.length)
      expect(titles).toContain('白皮书')
      const sorts = body.result.map((t: { sort: number }) => t.sort)
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
      expect(body.result[0]).toHaveProperty('key')
    } finally {
      await payload.delete({ collection: 'doc-types', id: dup.id, overrideAccess: true })
    }
  })

  it('filters by product type (any case) and language', async () => {
    const { body } = await get(r('productDocType'), '/api/productDocType?type=mogdb&lang=en')
    expect(body.status).toBe(0)
    expect(body.result.length).toBeGreaterThan(0)
    for (const t of body.result) {
      expect(t.product).toBe('MogDB')
      expect(t.title).not.toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('lists video types', async () => {
    const { body } = await get(r('productVideoType'), '/api/productVideoType?order=sort', EN)
    expect(body.status).toBe(0)
    expect(Array.isArray(body.result)).toBe(true)
  })

  it.each(['type=Oracle', 'order=title', 'lang=de'])('refuses %s', async (q) => {
    const { response } = await get(r('productVideoType'), `/api/productVideoType?${q}`)
    expect(response.status).toBe(400)
  })
})

describe('GET /api/productBrief', () => {
  it.each(['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zDBM', 'zAIoT'])(
    'answers rows[0] for %s',
    async (type) => {
      const { body } = await get(r('productBrief'), `/api/productBrief?type=${type}`)
      expect(body.status).toBe(0)
      expect(body.result.rows[0].type).toBe(type)
      expect(body.result.rows[0].title.length).toBeGreaterThan(0)
    },
  )

  it.each(['', '?type=', '?type=Oracle', '?type=' + 'x'.repeat(5000)])(
    'refuses query #%# with 400',
    async (q) => {
      const { response, body } = await get(r('productBrief'), `/api/productBrief${q}`, EN)
      expect(response.status).toBe(400)
      expect(body.message).toBe('Invalid parameter: type')
    },
  )
})

describe('POST /api/demandEmail', () => {
  it('stores the enquiry with its e-mail job before answering 需求邮件发送成功', async () => {
    const ip = freshIp()
    const { response, body } = await post(
      r('demandEmail', 'POST'),
      '/api/demandEmail',
      JSON.stringify(validEnquiry({ company: 'Stored First Ltd' })),
      { ip },
    )
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ status: 0, success: true, message: '需求邮件发送成功' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const stored = await payload.find({
      collection: 'enquiries',
      where: { company: { equals: 'Stored First Ltd' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
    expect(stored.docs[0]).toMatchObject({
      locale: 'zh',
      clientIp: ip,
      deliveryStatus: 'pending',
      deliveryAttempts: 0,
    })
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'sendEnquiryEmail' } },
          { 'input.enquiryId': { equals: stored.docs[0].id } },
        ],
      },
      overrideAccess: true,
    })
    expect(jobs.totalDocs).toBe(1)
    expect(jobs.docs[0].queue).toBe('mail')
  })

  it('answers the English site in English and accepts `desc` for the description', async () => {
    const enquiry = validEnquiry({
      product: 'zDataX',
      description: undefined,
      desc: 'Data migration',
      company: 'English Co',
    })
    const { body } = await post(r('demandEmail', 'POST'), '/api/demandEmail', JSON.stringify(enquiry), {
      host: EN,
    })
    expect(body).toMatchObject({ status: 0, success: true, message: 'Your enquiry has been sent' })
    const stored = await payload.find({
      collection: 'enquiries',
      where: { company: { equals: 'English Co' } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({ locale: 'en', description: 'Data migration' })
  })

  it.each([
    [{ phone: '12345' }, '电话'],
    [{ email: 'not-an-email' }, '邮箱'],
    [{ username: '   ' }, '姓名'],
    [{ product: 'Oracle' }, '产品'],
    [{ description: 'x'.repeat(2001) }, '需求描述'], // too long
    [{ company: 42 }, '公司'],
  ])('refuses bad field #%# with 400 and a Chinese message naming it', async (over, label) => {
    const { response, body } = await post(
      r('demandEmail', 'POST'),
      '/api/demandEmail',
      JSON.stringify(validEnquiry(over)),
    )
    expect(response.status).toBe(400)
    expect(body).toMatchObject({ status: 400, success: false })
    expect(body.message).toContain(label)
    expect(Object.keys(body.result.fields).length).toBeGreaterThan(0)
  })

  it('refuses zCloud on the English site (not offered there)', async () => {
    const { response, body } = await post(
      r('demandEmail', 'POST'),
      '/api/demandEmail',
      JSON.stringify(validEnquiry({ product: 'zCloud' })),
      { host: EN },
    )
    expect(response.status).toBe(400)
    expect(body.message).toMatch(/^Product: /)
  })

  it.each(['{not json', '[1,2]', '"text"', 'null', ''])(
    'refuses the malformed body %j with 400',
    async (raw) => {
      const { response, body } = await post(r('demandEmail', 'POST'), '/api/demandEmail', raw)
      expect(response.status).toBe(400)
      expect(body.success).toBe(false)
    },
  )

  it('refuses a non-JSON content type with 415', async () => {
    const form = new URLSearchParams(validEnquiry() as Record<string, string>).toString()
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', null]) {
      const { response, body } = await post(r('demandEmail', 'POST'), '/api/demandEmail', form, {
        contentType,
      })
      expect(response.status).toBe(415)
      expect(body).toMatchObject({
        status: 415,
        success: false,
        message: '仅接受 application/json 格式的请求',
      })
    }
    const charset = await post(r('demandEmail', 'POST'), '/api/demandEmail', JSON.stringify(validEnquiry()), {
      contentType: 'application/json; charset=utf-8',
    })
    expect(charset.response.status).toBe(200)
  })

  it('refuses a body over 16 KB with 413, declared or streamed', async () => {
    const big = JSON.stringify(validEnquiry({ description: 'x'.repeat(17 * 1024) }))
    const declared = await post(r('demandEmail', 'POST'), '/api/demandEmail', big)
    expect(declared.response.status).toBe(413)
    expect(declared.body.success).toBe(false)
    // A chunked body without Content-Length is cut off while reading.
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        c.close()
      },
    })
    const handler = r('demandEmail', 'POST')
    const response = await handler(
      new Request(`http://${ZH}/api/demandEmail`, {
        method: 'POST',
        headers: {
          host: ZH,
          origin: `http://${ZH}`,
          'content-type': 'application/json',
          'x-site-socket-ip': freshIp(),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
  })

  it('refuses a foreign or missing Origin with 403', async () => {
    for (const origin of [
      'http://evil.example',
      'https://www.site.test',
      'http://www.site.test.evil.example',
      null,
    ]) {
      const { response, body } = await post(
        r('demandEmail', 'POST'),
        '/api/demandEmail',
        JSON.stringify(validEnquiry()),
        { origin },
      )
      expect(response.status, String(origin)).toBe(403)
      expect(body.success).toBe(false)
    }
    // The other site's origin is one of ours.
    const cross = await post(r('demandEmail', 'POST'), '/api/demandEmail', JSON.stringify(validEnquiry()), {
      origin: `http://${EN}`,
    })
    expect(cross.response.status).toBe(200)
  })

  it('accepts a filled honeypot silently but stores nothing', async () => {
    const { response, body } = await post(
      r('demandEmail', 'POST'),
      '/api/demandEmail',
      JSON.stringify(validEnquiry({ company: 'Bot Inc', website: 'http://spam.example' })),
    )
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ status: 0, success: true })
    const stored = await payload.count({
      collection: 'enquiries',
      where: { company: { equals: 'Bot Inc' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('limits enquiries per client IP: the 6th in a minute gets 429', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const { response } = await post(
        r('demandEmail', 'POST'),
        '/api/demandEmail',
        JSON.stringify(validEnquiry({ company: `Rate ${i}` })),
        { ip },
      )
      expect(response.status).toBe(200)
    }
    const { response, body } = await post(
      r('demandEmail', 'POST'),
      '/api/demandEmail',
      JSON.stringify(validEnquiry()),
      { ip, host: EN },
    )
    expect(response.status).toBe(429)
    expect(body).toMatchObject({
      status: 429,
      success: false,
      message: 'Too many submissions; please try again later',
    })
    expect(response.headers.get('retry-after')).toBe('60')
    // Another client is not affected.
    const other = await post(r('demandEmail', 'POST'), '/api/demandEmail', JSON.stringify(validEnquiry()), {
      ip: freshIp(),
    })
    expect(other.response.status).toBe(200)
  })

  it('counts the daily limit too', async () => {
    const { isRateLimited } = await import('@/features/enquiry/rate-limit')
    const ip = freshIp()
    for (let i = 0; i < 3; i++) {
      await payload.create({
        collection: 'enquiries',
        data: { ...validEnquiry(), locale: 'zh', clientIp: ip },
        overrideAccess: true,
      })
    }
    expect(await isRateLimited(payload, ip, { perMinute: 100, perDay: 3 })).toBe(true)
    expect(await isRateLimited(payload, ip, { perMinute: 100, perDay: 4 })).toBe(false)
    // The minute's limit: reached at 3, not at 4 (then the day's count alone settles it).
    expect(await isRateLimited(payload, ip, { perMinute: 3, perDay: 100 })).toBe(true)
    expect(await isRateLimited(payload, ip, { perMinute: 4, perDay: 100 })).toBe(false)
    // An hour later the minute window is empty; a day later the daily one too.
    expect(await isRateLimited(payload, ip, { perMinute: 3, perDay: 100 }, Date.now() + 3_600_000)).toBe(
      false,
    )
    expect(await isRateLimited(payload, ip, { perMinute: 100, perDay: 3 }, Date.now() + 86_500_000)).toBe(
      false,
    )
  })

  it('answers GET with 405 and the envelope', async () => {
    const { response, body } = await get(r('demandEmail'), '/api/demandEmail')
    expect(response.status).toBe(405)
    expect(body).toMatchObject({ status: 405, success: false })
  })
})

describe('GET /api/enquiries/export', () => {
  it('refuses anonymous visitors with 403 and gives staff a CSV', async () => {
    const anonymous = await get(r('enquiries/export'), '/api/enquiries/export')
    expect(anonymous.response.status).toBe(403)
    const email = `export-${Date.now()}@site.test`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'export-password-1', roles: ['admin'] },
      overrideAccess: true,
    })
    try {
      const { token } = await payload.login({
        collection: 'users',
        data: { email, password: 'export-password-1' },
      })
      const response = await r('enquiries/export')(
        new Request(`http://${ZH}/api/enquiries/export`, {
          headers: { host: ZH, authorization: `JWT ${token}` },
        }),
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/text\/csv/)
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const csv = new TextDecoder().decode(bytes)
      expect(csv.startsWith('"id","createdAt"')).toBe(true)
      expect(csv).toContain('"Stored First Ltd"')
      expect(csv).toContain('"deliveryStatus"')
    } finally {
      await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    }
  })
})

describe('GET /api/enquiries/export with the list’s filter', () => {
  const stamp = Date.now()
  let token = ''
  let owner = 0
  const exportCsv = async (query = '', host = ZH) => {
    const response = await r('enquiries/export')(
      new Request(`http://${host}/api/enquiries/export${query}`, {
        headers: { host, authorization: `JWT ${token}` },
      }),
    )
    return { status: response.status, text: await response.text() }
  }
  /** The CSV's rows as objects by header (cells have no line breaks here, except notes). */
  const rows = (csv: string) => {
    const records = [...csv.replace(/^\uFEFF/, '').matchAll(/((?:"(?:[^"]|"")*",?)+)\r\n/g)].map((m) =>
      [...m[1]!.matchAll(/"((?:[^"]|"")*)"/g)].map((c) => c[1]!.replace(/""/g, '"')),
    )
    const [head, ...body] = records
    return body.map((cells) => Object.fromEntries(head!.map((h, i) => [h, cells[i]])))
  }

  beforeAll(async () => {
    const email = `export-filter-${stamp}@site.test`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'export-password-1', roles: ['sales'], name: '销售小王' },
      overrideAccess: true,
    })
    owner = user.id
    token = (await payload.login({ collection: 'users', data: { email, password: 'export-password-1' } }))
      .token!
    const { storeEnquiry } = await import('@/features/enquiry/store')
    const base = {
      phone: '13800000000',
      product: 'MogDB',
      description: '导出测试',
      locale: 'zh' as const,
      clientIp: '203.0.113.7',
      userAgent: 'Vitest',
    }
    const contacted = await storeEnquiry(payload, {
      ...base,
      username: '导出甲',
      email: `a-${stamp}@example.com`,
      company: `Filter A ${stamp}`,
      source: { host: ZH, path: '/products/MogDB', utmSource: 'newsletter' },
    })
    await storeEnquiry(payload, {
      ...base,
      username: '导出乙',
      email: `b-${stamp}@example.com`,
      company: `Filter B ${stamp}`,
    })
    await payload.update({
      collection: 'enquiries',
      id: contacted,
      data: { status: 'contacted', owner, notes: [{ body: '已电话沟通' }] },
      overrideAccess: true,
    })
  })

  it('exports what the list’s filter and search select, with owner, notes and source', async () => {
    const filtered = await exportCsv(
      `?where[or][0][and][0][company][like]=${stamp}&where[or][0][and][1][status][equals]=contacted`,
    )
    expect(filtered.status).toBe(200)
    const [row, ...more] = rows(filtered.text)
    expect(more).toEqual([])
    expect(row).toMatchObject({
      name: '导出甲',
      status: 'contacted',
      owner: '销售小王',
      'source.path': '/products/MogDB',
      'source.utmSource': 'newsletter',
    })
    expect(row!.notes).toContain('已电话沟通')
    expect(row!.firstContactAt).not.toBe('')

    const searched = rows((await exportCsv(`?search=${encodeURIComponent(`Filter B ${stamp}`)}`)).text)
    expect(searched.map((e) => e.name)).toEqual(['导出乙'])
    // Without a filter: every enquiry, these two among them.
    const names = rows((await exportCsv()).text).map((e) => e.name)
    expect(names).toEqual(expect.arrayContaining(['导出甲', '导出乙']))
  })

  it('answers a filter it cannot run with a 400 in the host’s language, never everything', async () => {
    for (const query of ['?where[noSuchField][equals]=1', '?where=status', '?search[a]=1']) {
      const zh = await exportCsv(query)
      expect(zh.status, query).toBe(400)
      expect(zh.text).toMatch(/参数 (where|search) 无效/)
    }
    const en = await exportCsv('?where[noSuchField][equals]=1', EN)
    expect(en.status).toBe(400)
    expect(en.text).toContain('Invalid parameter: where')
  })
})

describe('GET /api/wxShareSignature', () => {
  it('signs a page of the site; token and ticket are fetched once for many concurrent requests', async () => {
    platform.tokenCalls = 0
    platform.ticketCalls = 0
    const url = `http://${ZH}/products/MogDB?from=share`
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        get(r('wxShareSignature'), `/api/wxShareSignature?url=${encodeURIComponent(url + '#section')}`),
      ),
    )
    expect(platform.tokenCalls).toBe(1)
    expect(platform.ticketCalls).toBe(1)
    for (const { response, body } of answers) {
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { appId, timestamp, nonceStr, signature } = body.result
      expect(appId).toBe('wx-test-app')
      const independent = createHash('sha1')
        .update(`jsapi_ticket=${platform.ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
        .digest('hex')
      expect(signature).toBe(independent)
    }
    await get(r('wxShareSignature'), `/api/wxShareSignature?url=${encodeURIComponent(`http://${EN}/`)}`)
    expect(platform.tokenCalls).toBe(1)
  })

  it.each([
    'https://evil.example/products',
    'http://www.site.test.evil.example/',
    'javascript:alert(1)',
    'http://user@www.site.test/',
    'not a url',
  ])('refuses %s with 400', async (url) => {
    const { response, body } = await get(
      r('wxShareSignature'),
      `/api/wxShareSignature?url=${encodeURIComponent(url)}`,
    )
    expect(response.status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.message).toBe('只能为本站页面生成分享签名')
  })

  it('refuses a missing url with 400', async () => {
    const { response } = await get(r('wxShareSignature'), '/api/wxShareSignature', EN)
    expect(response.status).toBe(400)
  })
})
