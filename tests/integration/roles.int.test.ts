import type { Rest } from './helpers'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/cms/payload-types'

/**
 * Staff roles (issue #11): what admin, editor and sales may do with every collection and global,
 * through the local API as each user (overrideAccess: false) and through the REST API with each
 * user's token. Anonymous visitors stay refused.
 */
type Role = 'admin' | 'editor' | 'sales'
type Who = Role | 'anonymous'
const roles: Role[] = ['admin', 'editor', 'sales']

let payload: Payload
const users = {} as Record<Role, User>
const tokens = {} as Record<Role, string>
const password = 'roles-password-1'

const rest = {} as Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Rest>

/** Content: editors write, everyone reads what is published, sales write nothing. */
const content: CollectionSlug[] = [
  'products',
  'services',
  'solution-plans',
  'product-plans',
  'cases',
  'news',
  'articles',
  'docs',
  'videos',
  'banners',
  'honors',
  'partners',
  'jobs',
]
/** Public reads, no drafts: types and media. */
const publicReference: CollectionSlug[] = ['doc-types', 'video-types', 'media']

type Rights = { read: boolean; create: boolean; update: boolean; delete: boolean }
const all: Rights = { read: true, create: true, update: true, delete: true }
const readOnly: Rights = { read: true, create: false, update: false, delete: false }
const none: Rights = { read: false, create: false, update: false, delete: false }

/** The expected table: collection → role → rights. */
const expected: Record<string, Record<Who, Rights>> = {
  ...Object.fromEntries(
    [...content, ...publicReference].map((slug) => [
      slug,
      { admin: all, editor: all, sales: readOnly, anonymous: readOnly },
    ]),
  ),
  redirects: { admin: all, editor: all, sales: none, anonymous: none },
  enquiries: {
    admin: { read: true, create: false, update: true, delete: true },
    editor: none,
    sales: { read: true, create: false, update: true, delete: false },
    anonymous: none,
  },
  // Editors and sales read and update their own account only (a query, so `read` is granted).
  users: {
    admin: all,
    editor: { read: true, create: false, update: true, delete: false },
    sales: { read: true, create: false, update: true, delete: false },
    anonymous: none,
  },
}
const globals: GlobalSlug[] = ['site-settings', 'header', 'footer', 'company', 'trends']

/** The catch-all route's params, as Next passes them: /cms-api/users/1?x → ['users', '1']. */
function params(path: string) {
  const slug = path
    .replace(/^\/cms-api\//, '')
    .split('?')[0]!
    .split('/')
  return { params: Promise.resolve({ slug }) }
}

async function call(method: keyof typeof rest, path: string, who: Who, body?: unknown) {
  const headers: Record<string, string> = { host: 'www.site.test' }
  if (who !== 'anonymous') headers.authorization = `JWT ${tokens[who]}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(`http://www.site.test${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return rest[method](request, params(path))
}

const someId = async (collection: CollectionSlug) => {
  const { docs } = await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new Error(`the seed has no ${collection}`)
  return docs[0].id
}

let enquiryId: number | string
let redirectId: number | string

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  const { payloadForTests, restHandlers } = await import('./helpers')
  payload = await payloadForTests()
  Object.assign(rest, await restHandlers())
  const stamp = Date.now()
  for (const role of roles) {
    const email = `${role}-${stamp}@roles.test`
    users[role] = await payload.create({
      collection: 'users',
      data: { email, password, name: role, roles: [role] },
      overrideAccess: true,
    })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
  const enquiry = await payload.create({
    collection: 'enquiries',
    data: {
      username: '李四',
      phone: '13900000000',
      email: 'li@example.cn',
      company: 'Roles Test Ltd',
      product: 'MogDB',
      description: 'roles',
      locale: 'zh',
    },
    overrideAccess: true,
  })
  enquiryId = enquiry.id
  const redirect = await payload.create({
    collection: 'redirects',
    data: { from: `/roles-${stamp}`, to: '/about', host: 'both', permanent: true },
    overrideAccess: true,
  })
  redirectId = redirect.id
})

afterAll(async () => {
  for (const role of roles) {
    if (users[role]) await payload.delete({ collection: 'users', id: users[role].id, overrideAccess: true })
  }
})

describe.each([...roles, 'anonymous' as const])('role %s', (who) => {
  const user = () => (who === 'anonymous' ? null : users[who])

  it.each(Object.keys(expected))('has the expected rights on %s', async (slug) => {
    const collection = slug as CollectionSlug
    const rights = expected[slug]![who]
    const as = { overrideAccess: false, user: user() } as const

    // Read: a list through the local API and through REST.
    const read = payload.find({ collection, limit: 1, depth: 0, ...as })
    if (rights.read) await expect(read).resolves.toBeTruthy()
    else await expect(read).rejects.toThrow()
    const listed = await call('GET', `/cms-api/${slug}?limit=1&depth=0`, who)
    expect(listed.status, `GET /cms-api/${slug}`).toBe(rights.read ? 200 : 403)

    // Update: an empty change to an existing document (for users: the account itself).
    const id =
      slug === 'enquiries'
        ? enquiryId
        : slug === 'redirects'
          ? redirectId
          : slug === 'users'
            ? (user()?.id ?? users.admin.id)
            : await someId(collection)
    const update = payload.update({ collection, id, data: {}, depth: 0, ...as })
    if (rights.update) await expect(update).resolves.toBeTruthy()
    else await expect(update).rejects.toThrow()

    // Create and delete: the computed permissions the admin uses (no documents are made).
    if (who !== 'anonymous') {
      const { getAccessResults, createLocalReq } = await import('payload')
      const req = await createLocalReq({ user: user()! }, payload)
      const access = await getAccessResults({ req })
      const perms = access.collections?.[slug]
      expect(Boolean(perms?.create), `${slug} create`).toBe(rights.create)
      expect(Boolean(perms?.delete), `${slug} delete`).toBe(rights.delete)
    }
  })

  it('has the expected rights on the globals', async () => {
    const canUpdate = who === 'admin' || who === 'editor'
    for (const slug of globals) {
      await expect(
        payload.findGlobal({ slug, depth: 0, overrideAccess: false, user: user() }),
      ).resolves.toBeTruthy()
      if (who !== 'anonymous') {
        const { getAccessResults, createLocalReq } = await import('payload')
        const access = await getAccessResults({ req: await createLocalReq({ user: users[who] }, payload) })
        expect(Boolean(access.globals?.[slug]?.update), `${slug} update`).toBe(canUpdate)
      }
    }
    // A real change of one global, as this user.
    const update = payload.updateGlobal({
      slug: 'trends',
      data: {},
      depth: 0,
      overrideAccess: false,
      user: user(),
    })
    if (canUpdate) await expect(update).resolves.toBeTruthy()
    else await expect(update).rejects.toThrow()
  })
})

describe('role details', () => {
  it('shows drafts to editors, not to sales staff', async () => {
    const draft = await payload.create({
      collection: 'news',
      locale: 'zh',
      draft: true,
      data: { title: '角色草稿', publishedAt: '2025-03-03', _status: 'draft' },
      overrideAccess: true,
    })
    const where = { id: { equals: draft.id } }
    const forEditor = await payload.find({
      collection: 'news',
      where,
      draft: true,
      overrideAccess: false,
      user: users.editor,
    })
    expect(forEditor.totalDocs).toBe(1)
    const forSales = await payload.find({
      collection: 'news',
      where,
      draft: true,
      overrideAccess: false,
      user: users.sales,
    })
    expect(forSales.totalDocs).toBe(0)
    await payload.delete({ collection: 'news', id: draft.id, overrideAccess: true })
  })

  it("lets sales staff change an enquiry's status, and nothing the visitor sent", async () => {
    const res = await call('PATCH', `/cms-api/enquiries/${enquiryId}`, 'sales', {
      status: 'contacted',
      company: 'Changed by sales',
    })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({ collection: 'enquiries', id: enquiryId, overrideAccess: true })
    expect(stored.status).toBe('contacted')
    expect(stored.company).toBe('Roles Test Ltd')
  })

  it('refuses editors the enquiries over REST, including a single one', async () => {
    expect((await call('GET', `/cms-api/enquiries/${enquiryId}`, 'editor')).status).toBe(403)
    expect((await call('PATCH', `/cms-api/enquiries/${enquiryId}`, 'editor', { status: 'new' })).status).toBe(
      403,
    )
  })

  it('lets only sales staff and admins export enquiries as CSV', async () => {
    const { GET } = await import('@/app/api/enquiries/export/route')
    for (const [who, status] of [
      ['sales', 200],
      ['admin', 200],
      ['editor', 403],
    ] as const) {
      const response = await GET(
        new Request('http://www.site.test/api/enquiries/export', {
          headers: { host: 'www.site.test', authorization: `JWT ${tokens[who]}` },
        }),
      )
      expect(response.status, who).toBe(status)
    }
  })

  // Sales staff also see their colleagues' names (the enquiry owner select): enquiry-leads.int.test.ts.
  it('shows editors their own account only, and never lets non-admins change roles', async () => {
    const listed = await call('GET', '/cms-api/users?limit=100', 'editor')
    const body = (await listed.json()) as { docs: Array<{ id: unknown }> }
    expect(body.docs.map((d) => d.id)).toEqual([users.editor.id])
    // Another account does not exist as far as an editor can tell.
    expect((await call('GET', `/cms-api/users/${users.admin.id}`, 'editor')).status).toBe(404)

    const self = await call('PATCH', `/cms-api/users/${users.editor.id}`, 'editor', {
      name: '新名字',
      roles: ['admin'],
    })
    expect(self.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: users.editor.id, overrideAccess: true })
    expect(stored.name).toBe('新名字')
    expect(stored.roles).toEqual(['editor'])

    const created = await call('POST', '/cms-api/users', 'sales', {
      email: `new-${Date.now()}@roles.test`,
      password: 'another-password-1',
      roles: ['admin'],
    })
    expect(created.status).toBe(403)
  })

  it("runs due scheduled publications by Payload's job run (the server's cron), over HTTP for admins only", async () => {
    const { PUBLISH_QUEUE } = await import('@/features/publishing/schedule')
    // Scheduled by an editor, exactly as the admin's schedule drawer queues it.
    const draft = await payload.create({
      collection: 'news',
      locale: 'zh',
      draft: true,
      data: { title: '定时发布集成测试', publishedAt: '2025-04-04', _status: 'draft' },
      overrideAccess: true,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() + 1_500),
      input: {
        type: 'publish',
        doc: { relationTo: 'news', value: draft.id },
        user: { relationTo: 'users', value: users.editor.id },
      },
    })
    const run = (headers: Record<string, string>) =>
      rest.GET(
        new Request('http://www.site.test/cms-api/payload-jobs/run?queue=default', {
          headers: { host: 'www.site.test', ...headers },
        }),
        params('/cms-api/payload-jobs/run'),
      )
    const status = async () =>
      (await payload.findByID({ collection: 'news', id: draft.id, overrideAccess: true }))._status

    expect((await run({})).status).toBe(401)
    expect((await run({ authorization: `JWT ${tokens.editor}` })).status).toBe(401)
    // Not due yet: still a draft, whoever runs the queue.
    expect((await run({ authorization: `JWT ${tokens.admin}` })).status).toBe(200)
    await payload.jobs.run({ queue: PUBLISH_QUEUE, limit: 10 })
    expect(await status()).toBe('draft')
    await new Promise((r) => setTimeout(r, 1_600))
    // What the server's cron does (features/publishing/schedule.ts): no request, no credential.
    await payload.jobs.run({ queue: PUBLISH_QUEUE, limit: 10 })
    expect(await status()).toBe('published')
    await payload.delete({ collection: 'news', id: draft.id, overrideAccess: true })
  })

  it('lets an admin create a staff user with a role', async () => {
    const email = `made-${Date.now()}@roles.test`
    const res = await call('POST', '/cms-api/users', 'admin', { email, password, roles: ['editor'] })
    expect(res.status).toBe(201)
    const made = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(made.docs[0]?.roles).toEqual(['editor'])
    await payload.delete({ collection: 'users', id: made.docs[0]!.id, overrideAccess: true })
  })

  it('keeps at least one admin: the last admin can neither drop the role nor be deleted', async () => {
    // Only this run's admin is an admin for this check.
    const others = await payload.find({
      collection: 'users',
      where: { and: [{ roles: { contains: 'admin' } }, { id: { not_equals: users.admin.id } }] },
      pagination: false,
      overrideAccess: true,
    })
    for (const u of others.docs) {
      await payload.update({
        collection: 'users',
        id: u.id,
        data: { roles: ['editor'] },
        overrideAccess: true,
      })
    }
    try {
      const demote = await call('PATCH', `/cms-api/users/${users.admin.id}`, 'admin', { roles: ['editor'] })
      expect(demote.status).toBe(400)
      expect(JSON.stringify(await demote.json())).toContain('管理员')
      const remove = await call('DELETE', `/cms-api/users/${users.admin.id}`, 'admin')
      expect(remove.status).toBe(400)
      expect(
        (await payload.findByID({ collection: 'users', id: users.admin.id, overrideAccess: true })).roles,
      ).toEqual(['admin'])

      // With a second admin, the first may step down.
      await payload.update({
        collection: 'users',
        id: users.sales.id,
        data: { roles: ['admin'] },
        overrideAccess: true,
      })
      const stepDown = await call('PATCH', `/cms-api/users/${users.admin.id}`, 'admin', { roles: ['editor'] })
      expect(stepDown.status).toBe(200)
    } finally {
      await payload.update({
        collection: 'users',
        id: users.sales.id,
        data: { roles: ['sales'] },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'users',
        id: users.admin.id,
        data: { roles: ['admin'] },
        overrideAccess: true,
      })
      for (const u of others.docs) {
        await payload.update({
          collection: 'users',
          id: u.id,
          data: { roles: u.roles },
          overrideAccess: true,
        })
      }
    }
  })
})
