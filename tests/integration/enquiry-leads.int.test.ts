import type { Rest } from './helpers'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Enquiry, User } from '@/cms/payload-types'
import { storeEnquiry, type NewEnquiry } from '@/features/enquiry/store'
import { EN, ZH, post, validEnquiry } from './api-helpers'

/**
 * Enquiries as leads (issue 56 §1, §2, §5), through the REST API with each role's token and the
 * site's enquiry endpoint: who changes which field, the history written on every change of status
 * and owner and refused as an edit, the source stored from a submitted enquiry, and the
 * data-subject export, delete and retention covering notes and history. On both adapters.
 */
type Role = 'admin' | 'editor' | 'sales'
type Who = Role | 'anonymous'
const roles: Role[] = ['admin', 'editor', 'sales']

let payload: Payload
const users = {} as Record<Role | 'sales2', User>
const tokens = {} as Record<Role | 'sales2', string>
const password = 'leads-password-1'
const stamp = Date.now()
const DAY = 86_400_000

const rest = {} as Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Rest>
type Handler = (request: Request) => Promise<Response>
let demandEmail: Handler

/** A REST call as someone; `path` is under /cms-api. */
async function call(method: keyof typeof rest, path: string, who: Who | 'sales2', body?: unknown) {
  const headers: Record<string, string> = { host: ZH }
  if (who !== 'anonymous') headers.authorization = `JWT ${tokens[who]}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const url = `http://${ZH}/cms-api/${path}`
  const slug = path.split('?')[0]!.split('/')
  const response = await rest[method](
    new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { params: Promise.resolve({ slug }) },
  )
  const json = (await response.json().catch(() => null)) as Record<string, any> | null // eslint-disable-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: json }
}

const newEnquiry = (over: Partial<NewEnquiry> = {}): NewEnquiry => ({
  username: '线索测试',
  phone: '13800000000',
  email: `lead-${stamp}@example.com`,
  company: `Leads Ltd ${stamp}`,
  product: 'MogDB',
  description: '线索测试',
  locale: 'zh',
  clientIp: '203.0.113.56',
  userAgent: 'Vitest',
  ...over,
})

const stored = (id: number) =>
  payload.findByID({ collection: 'enquiries', id, depth: 0, overrideAccess: true }) as Promise<Enquiry>

const history = async (id: number) =>
  (
    await payload.find({
      collection: 'enquiry-events',
      where: { enquiry: { equals: id } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.ENQUIRY_RETENTION_DAYS = '730'
  const { payloadForTests, restHandlers } = await import('./helpers')
  payload = await payloadForTests()
  Object.assign(rest, await restHandlers())
  demandEmail = (await import('@/app/api/demandEmail/route')).POST as Handler
  for (const role of [...roles, 'sales2'] as const) {
    const email = `${role}-${stamp}@leads.test`
    users[role] = await payload.create({
      collection: 'users',
      data: { email, password, name: `${role} ${stamp}`, roles: [role === 'sales2' ? 'sales' : role] },
      overrideAccess: true,
    })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
})

afterAll(async () => {
  for (const user of Object.values(users)) {
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  }
})

describe('who changes what', () => {
  const visitorFields = {
    username: 'Changed',
    phone: '13900000000',
    email: 'changed@example.com',
    company: 'Changed Ltd',
    product: 'zDataX',
    description: 'Changed',
    locale: 'en',
    clientIp: '198.51.100.1',
    userAgent: 'Changed',
    source: { host: 'changed.test', path: '/changed', utmCampaign: 'changed' },
  }
  const systemFields = {
    deliveryStatus: 'failed',
    deliveryAttempts: 9,
    deliveredAt: '2020-01-01T00:00:00.000Z',
    lastError: 'changed',
    firstContactAt: '2020-01-01T00:00:00.000Z',
    alertedAt: '2020-01-01T00:00:00.000Z',
    remindedAt: '2020-01-01T00:00:00.000Z',
  }

  it.each(['admin', 'sales'] as const)(
    'lets %s change status, owner and notes, and nothing the visitor sent or the server recorded',
    async (who) => {
      const id = await storeEnquiry(
        payload,
        newEnquiry({ source: { host: ZH, path: '/products/mogdb', utmCampaign: 'launch' } }),
      )
      const before = await stored(id)
      const res = await call('PATCH', `enquiries/${id}`, who, {
        ...visitorFields,
        ...systemFields,
        status: 'contacted',
        owner: users[who].id,
        notes: [{ body: `Called by ${who}` }],
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const after = await stored(id)
      expect(after).toMatchObject({ status: 'contacted', owner: users[who].id })
      expect(after.notes).toHaveLength(1)
      for (const key of [...Object.keys(visitorFields), ...Object.keys(systemFields)] as (keyof Enquiry)[]) {
        if (key === 'firstContactAt') continue
        expect(after[key], key).toEqual(before[key])
      }
      // Set by the server at the change, not from the client's value.
      expect(Date.now() - new Date(after.firstContactAt!).getTime()).toBeLessThan(60_000)
    },
  )

  it.each(['editor', 'anonymous'] as const)('refuses %s every read and change', async (who) => {
    const id = await storeEnquiry(payload, newEnquiry())
    expect((await call('GET', 'enquiries?limit=1', who)).status).toBe(403)
    expect((await call('GET', `enquiries/${id}`, who)).status).toBe(403)
    expect((await call('PATCH', `enquiries/${id}`, who, { status: 'spam' })).status).toBe(403)
    expect((await call('DELETE', `enquiries/${id}`, who)).status).toBe(403)
    expect((await call('GET', 'enquiry-events?limit=1', who)).status).toBe(403)
    expect((await stored(id)).status).toBe('new')
  })

  it('lets only admins delete an enquiry, which takes its history with it', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'contacted', owner: users.sales.id })
    expect(await history(id)).toHaveLength(2)
    expect((await call('DELETE', `enquiries/${id}`, 'sales')).status).toBe(403)
    expect((await call('DELETE', `enquiries/${id}`, 'admin')).status).toBe(200)
    expect(await history(id)).toHaveLength(0)
  })
})

describe('status', () => {
  it('is never empty', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    for (const status of [null, '']) {
      const res = await call('PATCH', `enquiries/${id}`, 'sales', { status })
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toContain('请选择跟进状态')
    }
    expect((await stored(id)).status).toBe('new')
  })

  it('takes any value of the list in any order, and nothing else', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    for (const status of ['spam', 'new', 'won', 'contacted']) {
      expect((await call('PATCH', `enquiries/${id}`, 'sales', { status })).status).toBe(200)
    }
    expect((await call('PATCH', `enquiries/${id}`, 'sales', { status: 'closed' })).status).toBe(400)
    expect((await stored(id)).status).toBe('contacted')
  })

  it('records the first contact once, not for spam', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'spam' })
    expect((await stored(id)).firstContactAt ?? null).toBeNull()
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'qualified' })
    const first = (await stored(id)).firstContactAt
    expect(first).toBeTruthy()
    await new Promise((r) => setTimeout(r, 20))
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'won' })
    await call('PATCH', `enquiries/${id}`, 'admin', { status: 'new' })
    await call('PATCH', `enquiries/${id}`, 'admin', { status: 'contacted' })
    expect((await stored(id)).firstContactAt).toBe(first)
  })
})

describe('owner', () => {
  it('is taken by a sales staff member, given to a colleague or an admin, never to an editor', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    expect((await call('PATCH', `enquiries/${id}`, 'sales', { owner: users.sales.id })).status).toBe(200)
    expect((await call('PATCH', `enquiries/${id}`, 'sales', { owner: users.sales2.id })).status).toBe(200)
    expect((await call('PATCH', `enquiries/${id}`, 'sales2', { owner: users.admin.id })).status).toBe(200)
    const refused = await call('PATCH', `enquiries/${id}`, 'admin', { owner: users.editor.id })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('负责人必须是销售人员或管理员')
    expect((await stored(id)).owner).toBe(users.admin.id)
    expect((await call('PATCH', `enquiries/${id}`, 'sales', { owner: null })).status).toBe(200)
    expect((await stored(id)).owner ?? null).toBeNull()
  })

  it("shows sales staff their colleagues' names and e-mails, and nothing more", async () => {
    const res = await call('GET', 'users?limit=100&depth=0', 'sales')
    expect(res.status).toBe(200)
    const seen = res.body!.docs as Record<string, unknown>[]
    const ids = seen.map((u) => u.id)
    expect(ids).toEqual(expect.arrayContaining([users.sales.id, users.sales2.id, users.admin.id]))
    expect(ids).not.toContain(users.editor.id)
    const colleague = seen.find((u) => u.id === users.sales2.id)!
    expect(colleague).toMatchObject({ name: users.sales2.name, email: users.sales2.email })
    for (const hidden of ['roles', 'totpEnabled', 'totpRequired', 'loginAttempts', 'lockUntil']) {
      expect(colleague[hidden], hidden).toBeUndefined()
    }
    // Payload's own rule: an account's sessions are its owner's alone (they signed in above).
    expect(colleague.sessions ?? []).toEqual([])
    const admin = seen.find((u) => u.id === users.admin.id)!
    expect(admin.roles).toBeUndefined()
    // Their own account in full.
    expect(seen.find((u) => u.id === users.sales.id)!.roles).toEqual(['sales'])
    // No finding out roles by asking.
    expect((await call('GET', 'users?where[roles][contains]=admin', 'sales')).status).toBe(400)
    expect((await call('GET', `users/${users.editor.id}`, 'sales')).status).toBe(404)
    // Nor changing a colleague's account.
    expect((await call('PATCH', `users/${users.sales2.id}`, 'sales', { name: 'x' })).status).toBe(403)
  })

  it('leaves editors seeing their own account only', async () => {
    const res = await call('GET', 'users?limit=100&depth=0', 'editor')
    expect(res.body!.docs.map((u: User) => u.id)).toEqual([users.editor.id])
  })
})

describe('notes', () => {
  it('get their author and time from the server, and stay as saved for sales staff', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    const first = await call('PATCH', `enquiries/${id}`, 'sales', {
      notes: [{ body: 'Called back', author: users.admin.id, at: '2020-01-01T00:00:00.000Z' }],
    })
    expect(first.status).toBe(200)
    const [note] = (await stored(id)).notes!
    expect(note).toMatchObject({ body: 'Called back', author: users.sales.id })
    expect(Date.now() - new Date(note!.at!).getTime()).toBeLessThan(60_000)

    // A colleague adds one, sending the saved one back as it was.
    const second = await call('PATCH', `enquiries/${id}`, 'sales2', {
      notes: [note, { body: 'Sent a quote' }],
    })
    expect(second.status).toBe(200)
    const notes = (await stored(id)).notes!
    expect(notes.map((n) => [n.body, n.author])).toEqual([
      ['Called back', users.sales.id],
      ['Sent a quote', users.sales2.id],
    ])

    // Changing or removing a saved one is refused, with a message that says why.
    const changed = await call('PATCH', `enquiries/${id}`, 'sales', {
      notes: [{ ...notes[0], body: 'Rewritten' }, notes[1]],
    })
    expect(changed.status).toBe(400)
    expect(JSON.stringify(changed.body)).toContain('已保存的跟进记录不能修改或删除')
    expect((await call('PATCH', `enquiries/${id}`, 'sales', { notes: [notes[1]] })).status).toBe(400)
    expect((await call('PATCH', `enquiries/${id}`, 'sales', { notes: [] })).status).toBe(400)
    expect((await stored(id)).notes!.map((n) => n.body)).toEqual(['Called back', 'Sent a quote'])

    // Admins may correct or remove them; author and time stay.
    const corrected = await call('PATCH', `enquiries/${id}`, 'admin', {
      notes: [{ ...notes[0], body: 'Called back (corrected)' }],
    })
    expect(corrected.status).toBe(200)
    expect((await stored(id)).notes).toEqual([{ ...notes[0], body: 'Called back (corrected)' }])
  })
})

describe('history', () => {
  it('gets one row per change of status or owner, in the change, with who made it', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    await call('PATCH', `enquiries/${id}`, 'sales', { owner: users.sales.id, status: 'contacted' })
    await call('PATCH', `enquiries/${id}`, 'sales', { notes: [{ body: 'No change of status' }] })
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'contacted' })
    await call('PATCH', `enquiries/${id}`, 'admin', { owner: users.sales2.id })
    await call('PATCH', `enquiries/${id}`, 'sales2', { status: 'lost', owner: null })
    const rows = await history(id)
    const summary = rows.map((r) => ({ field: r.field, from: r.from ?? null, to: r.to ?? null, by: r.by }))
    expect(summary).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'new', to: 'contacted', by: users.sales.id },
        { field: 'owner', from: null, to: users.sales.email, by: users.sales.id },
        { field: 'owner', from: users.sales.email, to: users.sales2.email, by: users.admin.id },
        { field: 'status', from: 'contacted', to: 'lost', by: users.sales2.id },
        { field: 'owner', from: users.sales2.email, to: null, by: users.sales2.id },
      ]),
    )
    expect(rows).toHaveLength(5)
  })

  it('is found by the enquiry’s sender through the admin’s search fields', async () => {
    const company = `Searchable ${stamp}`
    const id = await storeEnquiry(payload, newEnquiry({ company }))
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'contacted' })
    // As the list's search box asks: each of the collection's listSearchableFields, `like`.
    const fields = payload.collections['enquiry-events'].config.admin.listSearchableFields ?? []
    const query = fields.map((f, i) => `where[or][${i}][${f}][like]=${encodeURIComponent(company)}`).join('&')
    const res = await call('GET', `enquiry-events?depth=0&${query}`, 'sales')
    expect(res.status).toBe(200)
    expect(res.body?.docs.map((d: { enquiry: number }) => d.enquiry)).toEqual([id])
  })

  it('is found by the status names the list shows, in either language', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'contacted' })
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'lost' })
    const fields = payload.collections['enquiry-events'].config.admin.listSearchableFields ?? []
    // As the list asks: its filter (this enquiry) and the search box's terms on every search field.
    const found = async (term: string) => {
      const search = fields.map((f, i) => `where[and][1][or][${i}][${f}][like]=${encodeURIComponent(term)}`)
      const res = await call(
        'GET',
        `enquiry-events?depth=0&where[and][0][enquiry][equals]=${id}&${search.join('&')}`,
        'sales',
      )
      expect(res.status).toBe(200)
      return res.body?.docs.map((d: { from: string; to: string }) => `${d.from}→${d.to}`).sort()
    }
    expect(await found('已联系')).toEqual(['contacted→lost', 'new→contacted'])
    expect(await found('丢单')).toEqual(['contacted→lost'])
    expect(await found('lost')).toEqual(['contacted→lost'])
    expect(await found('New')).toEqual(['new→contacted'])
    expect(await found('赢单')).toEqual([])
  })

  it('writes nothing when the change is refused', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    const res = await call('PATCH', `enquiries/${id}`, 'sales', { status: 'won', owner: users.editor.id })
    expect(res.status).toBe(400)
    expect(await history(id)).toHaveLength(0)
    expect((await stored(id)).status).toBe('new')
  })

  it('is read by sales staff and admins, and never created, edited or deleted through the API', async () => {
    const id = await storeEnquiry(payload, newEnquiry())
    await call('PATCH', `enquiries/${id}`, 'sales', { status: 'contacted' })
    const [row] = await history(id)
    for (const who of ['admin', 'sales'] as const) {
      const listed = await call('GET', `enquiry-events?where[enquiry][equals]=${id}`, who)
      expect(listed.status).toBe(200)
      expect(listed.body!.totalDocs).toBe(1)
    }
    for (const who of [...roles, 'anonymous'] as const) {
      expect((await call('PATCH', `enquiry-events/${row!.id}`, who, { to: 'won' })).status, who).toBe(403)
      expect((await call('DELETE', `enquiry-events/${row!.id}`, who)).status, who).toBe(403)
      expect(
        (await call('DELETE', `enquiry-events?where[enquiry][equals]=${id}`, who)).status,
        `${who} bulk`,
      ).toBe(403)
      const created = await call('POST', 'enquiry-events', who, { enquiry: id, field: 'status', to: 'won' })
      expect(created.status, who).toBe(403)
      const user = who === 'anonymous' ? null : users[who]
      await expect(
        payload.update({
          collection: 'enquiry-events',
          id: row!.id,
          data: { to: 'won' },
          overrideAccess: false,
          user,
        }),
      ).rejects.toThrow()
      await expect(
        payload.delete({ collection: 'enquiry-events', id: row!.id, overrideAccess: false, user }),
      ).rejects.toThrow()
    }
    expect(await history(id)).toEqual([row])
  })
})

describe('source', () => {
  const send = (host: string, body: Record<string, unknown>) =>
    post(demandEmail, '/api/demandEmail', JSON.stringify(body), { host })

  const latest = async (company: string) =>
    (
      await payload.find({
        collection: 'enquiries',
        where: { company: { equals: company } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!

  it('is stored from a submitted enquiry: the host from the request, the rest from the tab', async () => {
    const company = `Source Ltd ${stamp}`
    const { response } = await send(EN, {
      ...validEnquiry({ company, product: 'zDataX' }),
      source: {
        host: 'evil.test',
        path: '/products/mogdb',
        referrerHost: 'www.baidu.com',
        utmSource: 'wechat',
        utmMedium: 'social',
        utmCampaign: 'launch',
      },
    })
    expect(response.status).toBe(200)
    expect((await latest(company)).source).toEqual({
      host: EN,
      path: '/products/mogdb',
      referrerHost: 'www.baidu.com',
      utmSource: 'wechat',
      utmMedium: 'social',
      utmCampaign: 'launch',
    })
  })

  it('drops bad values and keeps the enquiry', async () => {
    const company = `Bad Source Ltd ${stamp}`
    const { response } = await send(ZH, {
      ...validEnquiry({ company }),
      source: { path: 'javascript:alert(1)', referrerHost: ZH, utmSource: '<b>x</b>', utmCampaign: '双十一' },
    })
    expect(response.status).toBe(200)
    const { source } = await latest(company)
    expect(source).toMatchObject({ host: ZH, utmCampaign: '双十一' })
    expect(source?.path ?? null).toBeNull()
    expect(source?.referrerHost ?? null).toBeNull()
    expect(source?.utmSource ?? null).toBeNull()
  })

  it('is optional', async () => {
    const company = `No Source Ltd ${stamp}`
    expect((await send(ZH, validEnquiry({ company }))).response.status).toBe(200)
    expect((await latest(company)).source).toMatchObject({ host: ZH, path: null, utmSource: null })
  })
})

describe('privacy', () => {
  async function dataRequest(action: 'export' | 'delete', body: unknown) {
    const res = await rest.POST(
      new Request(`http://${ZH}/cms-api/enquiries/data-request/${action}`, {
        method: 'POST',
        headers: { host: ZH, 'content-type': 'application/json', authorization: `JWT ${tokens.admin}` },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: ['enquiries', 'data-request', action] }) },
    )
    return { status: res.status, text: await res.text() }
  }

  const followedUp = async (over: Partial<NewEnquiry> = {}, createdAt?: Date) => {
    const id = await storeEnquiry(payload, newEnquiry(over), createdAt)
    await call('PATCH', `enquiries/${id}`, 'sales', {
      status: 'contacted',
      owner: users.sales.id,
      notes: [{ body: `Note for ${id}` }],
    })
    return id
  }

  it('exports the notes and the history with the enquiries, and deletes the history with them', async () => {
    const email = `dsr-lead-${stamp}@example.com`
    const id = await followedUp({ email })
    const json = await dataRequest('export', { email, format: 'json' })
    expect(json.status).toBe(200)
    const file = JSON.parse(json.text)
    expect(file.enquiries[0].notes[0].body).toBe(`Note for ${id}`)
    expect(file.history.map((h: { field: string; enquiry: number }) => [h.enquiry, h.field]).sort()).toEqual([
      [id, 'owner'],
      [id, 'status'],
    ])
    const csv = await dataRequest('export', { email, format: 'csv' })
    expect(csv.text).toContain(`Note for ${id}`)
    expect(csv.text).toContain('status: new → contacted')

    const deleted = await dataRequest('delete', { email })
    expect(deleted.status).toBe(200)
    expect(JSON.parse(deleted.text).deleted).toBe(1)
    expect(await history(id)).toHaveLength(0)
  })

  it('purges expired enquiries with their notes and history', async () => {
    const { purgeExpiredEnquiries } = await import('@/features/enquiry/retention')
    const old = await followedUp({ company: `Expired lead ${stamp}` }, new Date(Date.now() - 800 * DAY))
    const recent = await followedUp({ company: `Recent lead ${stamp}` })
    await purgeExpiredEnquiries(payload, { days: 730 })
    expect(
      await payload.findByID({ collection: 'enquiries', id: old, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
    expect(await history(old)).toHaveLength(0)
    expect(await history(recent)).toHaveLength(2)
    expect((await stored(recent)).notes).toHaveLength(1)
  })
})
