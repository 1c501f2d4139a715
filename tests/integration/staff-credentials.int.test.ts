import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 54 section 3, staff credentials, through the REST API as the admin's screens call it:
 * password rules on create, change and reset; the current password for one's own changes; TOTP
 * set up, asked at sign-in, recovery codes spent once, secrets never answered; admins required
 * to have it when the setting is on.
 */
let payload: Payload
type Rest = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const rest = {} as Record<'GET' | 'POST' | 'PATCH', Rest>
let graphql: (request: Request) => Promise<Response>
const stamp = Date.now()
const strong = 'violet-harbour-cactus-71'

type Call = { status: number; body: Record<string, any>; cookie: string | null } // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: keyof typeof rest,
  path: string,
  o: { token?: string; body?: unknown; lang?: 'zh' | 'en' } = {},
): Promise<Call> {
  const headers: Record<string, string> = { host: 'www.site.test', 'accept-language': o.lang ?? 'zh' }
  if (o.token) headers.authorization = `JWT ${o.token}`
  if (o.body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(`http://www.site.test${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  })
  const slug = path
    .replace(/^\/cms-api\//, '')
    .split('?')[0]!
    .split('/')
  const res = await rest[method](request, { params: Promise.resolve({ slug }) })
  return {
    status: res.status,
    body: (await res.json()) as Call['body'],
    cookie: res.headers.get('set-cookie'),
  }
}

const firstError = (c: Call) =>
  String(c.body.errors?.[0]?.message ?? '') + JSON.stringify(c.body.errors?.[0]?.data ?? '')

async function account(role: 'admin' | 'editor', password = strong) {
  const email = `cred-${role}-${stamp}-${Math.random().toString(36).slice(2, 7)}@int.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: role, roles: [role] },
    overrideAccess: true,
  })
  return { id: user.id, email, password }
}

const login = (email: string, password: string, totp?: string) =>
  call('POST', '/cms-api/users/login', { body: { email, password, ...(totp ? { totp } : {}) } })

async function token(email: string, password: string, totp?: string) {
  const res = await login(email, password, totp)
  expect(res.status, firstError(res)).toBe(200)
  return String(res.body.token)
}

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  const { payloadForTests } = await import('./helpers')
  payload = await payloadForTests()
  const routes = await import('@payloadcms/next/routes')
  const config = (await import('@payload-config')).default
  rest.GET = routes.REST_GET(config) as Rest
  rest.POST = routes.REST_POST(config) as Rest
  rest.PATCH = routes.REST_PATCH(config) as Rest
  graphql = routes.GRAPHQL_POST(config) as unknown as typeof graphql
  // The first file of a run migrates and seeds the database: slow on a busy machine.
}, 900_000)

describe('passwords', () => {
  it('refuses short and guessable passwords on create, in the admin language', async () => {
    const admin = await account('admin')
    const t = await token(admin.email, admin.password)
    const create = (password: string, lang: 'zh' | 'en') =>
      call('POST', '/cms-api/users', {
        token: t,
        lang,
        body: { email: `new-${password.length}-${stamp}@int.test`, password, roles: ['editor'] },
      })

    const short = await create('abcd', 'zh')
    expect(short.status).toBe(400)
    expect(firstError(short)).toContain('至少需要 12 个字符')
    const weak = await create('Password1234', 'en')
    expect(weak.status).toBe(400)
    expect(firstError(weak)).toContain('too easy to guess')
    expect((await create('aaaaaaaaaaaaaaaa', 'en')).status).toBe(400)
    // The account's own address is a known word.
    const own = await call('POST', '/cms-api/users', {
      token: t,
      body: { email: `qwertyuiop-zxcv@int.test`, password: 'qwertyuiop-zxcv', roles: ['editor'] },
    })
    expect(own.status).toBe(400)
    expect((await create(strong, 'en')).status).toBe(201)
    // Scripts (local API) are held to the same rule.
    await expect(
      payload.create({
        collection: 'users',
        data: { email: `s-${stamp}@int.test`, password: 'abcd', roles: ['editor'] },
      }),
    ).rejects.toThrow()
  })

  it('refuses a weak password on change and on reset-password', async () => {
    const editor = await account('editor')
    const t = await token(editor.email, editor.password)
    const change = await call('PATCH', `/cms-api/users/${editor.id}`, {
      token: t,
      lang: 'en',
      body: { password: 'password1234', currentPassword: editor.password },
    })
    expect(change.status).toBe(400)
    expect(firstError(change)).toContain('too easy to guess')

    const resetToken = await payload.forgotPassword({
      collection: 'users',
      data: { email: editor.email },
      disableEmail: true,
    })
    const weak = await call('POST', '/cms-api/users/reset-password', {
      lang: 'en',
      body: { token: resetToken, password: 'abcd' },
    })
    expect(weak.status).toBe(400)
    expect(firstError(weak)).toContain('at least 12 characters')
    // The refused reset changed nothing: the old password still works, the token too.
    await token(editor.email, editor.password)
    const ok = await call('POST', '/cms-api/users/reset-password', {
      body: { token: resetToken, password: 'tangerine-lantern-42-oak' },
    })
    expect(ok.status, firstError(ok)).toBe(200)
    await token(editor.email, 'tangerine-lantern-42-oak')
  })
})

describe('current password', () => {
  it("is asked before one's own password or e-mail changes, not for a name", async () => {
    const editor = await account('editor')
    const t = await token(editor.email, editor.password)
    const patch = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') =>
      call('PATCH', `/cms-api/users/${editor.id}`, { token: t, lang, body })
    const next = 'marble-kettle-orbit-93'

    const missing = await patch({ password: next })
    expect(missing.status).toBe(400)
    expect(firstError(missing)).toContain('Enter your current password')
    const wrong = await patch({ password: next, currentPassword: 'not-the-password-1' }, 'zh')
    expect(wrong.status).toBe(400)
    expect(firstError(wrong)).toContain('当前密码不正确')
    expect((await patch({ email: `moved-${stamp}@int.test` })).status).toBe(400)
    expect((await login(editor.email, next)).status).toBe(401)

    expect((await patch({ name: '新名字', email: editor.email })).status).toBe(200)
    const ok = await patch({ password: next, currentPassword: editor.password })
    expect(ok.status, firstError(ok)).toBe(200)
    expect(ok.body.doc.currentPassword).toBeUndefined()
    await token(editor.email, next)
    const t2 = await token(editor.email, next)
    const moved = await call('PATCH', `/cms-api/users/${editor.id}`, {
      token: t2,
      body: { email: `moved-${stamp}@int.test`, currentPassword: next },
    })
    expect(moved.status, firstError(moved)).toBe(200)
  })

  it('is not asked when an admin changes another account (the roles decide)', async () => {
    const admin = await account('admin')
    const editor = await account('editor')
    const t = await token(admin.email, admin.password)
    const res = await call('PATCH', `/cms-api/users/${editor.id}`, {
      token: t,
      body: { password: 'copper-meadow-falcon-58' },
    })
    expect(res.status, firstError(res)).toBe(200)
    await token(editor.email, 'copper-meadow-falcon-58')
  })
})

describe('TOTP', () => {
  it('is set up with a confirmed code, then asked at sign-in; codes and recovery codes work once', async () => {
    const { totpCode } = await import('@/features/staff-auth/totp-core')
    const editor = await account('editor')
    const t = await token(editor.email, editor.password)

    const setup = await call('POST', '/cms-api/users/totp/setup', { token: t })
    expect(setup.status).toBe(200)
    const secret = String(setup.body.secret)
    expect(setup.body.uri).toContain(`otpauth://totp/`)
    expect(setup.body.uri).toContain(`secret=${secret}`)
    expect(setup.body.qr).toContain('<svg')
    // Not on until a code confirms it.
    expect((await login(editor.email, editor.password)).status).toBe(200)
    expect(
      (await call('POST', '/cms-api/users/totp/confirm', { token: t, body: { code: '000000' } })).status,
    ).toBe(400)
    const confirmed = await call('POST', '/cms-api/users/totp/confirm', {
      token: t,
      body: { code: totpCode(secret) },
    })
    expect(confirmed.status).toBe(200)
    const recovery = confirmed.body.recoveryCodes as string[]
    expect(recovery).toHaveLength(10)

    // The password alone gives no session: no token, no cookie.
    const bare = await login(editor.email, editor.password)
    expect(bare.status).toBe(401)
    expect(bare.body.errors[0].data).toEqual({ totp: 'required' })
    expect(bare.body.token).toBeUndefined()
    expect(bare.cookie ?? '').not.toMatch(/payload-token=[^;]/)
    const wrong = await login(editor.email, editor.password, '123456')
    expect(wrong.status).toBe(401)
    expect(wrong.body.errors[0].data).toEqual({ totp: 'wrong' })
    // Nor does GraphQL's login, which has no place for a code.
    const gql = await graphql(
      new Request('http://www.site.test/cms-api/graphql', {
        method: 'POST',
        headers: { host: 'www.site.test', 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { loginUser(email: "${editor.email}", password: "${editor.password}") { token } }`,
        }),
      }),
    )
    const gqlBody = (await gql.json()) as {
      data?: { loginUser?: { token?: string } | null }
      errors?: unknown[]
    }
    expect(gqlBody.data?.loginUser?.token).toBeFalsy()
    expect(gqlBody.errors?.length).toBeGreaterThan(0)

    // The next step's code signs in; the same code again does not.
    const next = totpCode(secret, Date.now() + 30_000)
    const withCode = await token(editor.email, editor.password, next)
    expect((await call('GET', '/cms-api/users/me', { token: withCode })).body.user.email).toBe(editor.email)
    expect((await login(editor.email, editor.password, next)).status).toBe(401)

    // A recovery code works once.
    await token(editor.email, editor.password, recovery[0]!.toUpperCase())
    expect((await login(editor.email, editor.password, recovery[0])).status).toBe(401)
    await token(editor.email, editor.password, recovery[1])

    // Secrets are never answered, and are not stored in clear.
    const me = await call('GET', '/cms-api/users/me', { token: withCode })
    expect(me.body.user.totpEnabled).toBe(true)
    for (const hidden of ['totpSecret', 'totpPendingSecret', 'totpRecoveryCodes', 'totpLastStep']) {
      expect(me.body.user).not.toHaveProperty(hidden)
    }
    const byId = await call('GET', `/cms-api/users/${editor.id}`, { token: withCode })
    expect(JSON.stringify(byId.body)).not.toContain(secret)
    const gqlRead = await graphql(
      new Request('http://www.site.test/cms-api/graphql', {
        method: 'POST',
        headers: {
          host: 'www.site.test',
          'content-type': 'application/json',
          authorization: `JWT ${withCode}`,
        },
        body: JSON.stringify({ query: `{ User(id: ${JSON.stringify(editor.id)}) { totpSecret } }` }),
      }),
    )
    expect(JSON.stringify(await gqlRead.json())).not.toContain(secret)
    const row = (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: editor.id } },
    })) as Record<string, unknown>
    expect(JSON.stringify(row)).not.toContain(secret)
    expect(JSON.stringify(row)).not.toContain(recovery[2])
    expect(row.totpRecoveryCodes).toHaveLength(8)

    // No API write reaches the second factor.
    const forged = await call('PATCH', `/cms-api/users/${editor.id}`, {
      token: withCode,
      body: { totpEnabled: false, totpSecret: null },
    })
    expect(forged.status).toBe(200)
    expect((await login(editor.email, editor.password)).status).toBe(401)

    // A password reset gives no session to an account with TOTP on.
    const resetToken = await payload.forgotPassword({
      collection: 'users',
      data: { email: editor.email },
      disableEmail: true,
    })
    const reset = await call('POST', '/cms-api/users/reset-password', {
      body: { token: resetToken, password: 'saffron-glacier-pilot-64' },
    })
    expect(reset.status, firstError(reset)).toBe(200)
    expect(reset.body.token).toBeFalsy()
    expect((await login(editor.email, 'saffron-glacier-pilot-64')).status).toBe(401)

    // Turning it off takes the password and a code.
    const t3 = await token(editor.email, 'saffron-glacier-pilot-64', recovery[2])
    expect(
      (
        await call('POST', '/cms-api/users/totp/disable', {
          token: t3,
          body: { password: 'wrong-password-000', code: recovery[3] },
        })
      ).status,
    ).toBe(400)
    const off = await call('POST', '/cms-api/users/totp/disable', {
      token: t3,
      body: { password: 'saffron-glacier-pilot-64', code: recovery[3] },
    })
    expect(off.status, firstError(off)).toBe(200)
    expect((await login(editor.email, 'saffron-glacier-pilot-64')).status).toBe(200)
  })

  it('an admin resets the TOTP of a staff member who lost the device; others may not', async () => {
    const { totpCode } = await import('@/features/staff-auth/totp-core')
    const admin = await account('admin')
    const editor = await account('editor')
    const other = await account('editor')
    const t = await token(editor.email, editor.password)
    const { secret } = (await call('POST', '/cms-api/users/totp/setup', { token: t })).body
    expect(
      (await call('POST', '/cms-api/users/totp/confirm', { token: t, body: { code: totpCode(secret) } }))
        .status,
    ).toBe(200)
    expect((await login(editor.email, editor.password)).status).toBe(401)

    const otherToken = await token(other.email, other.password)
    expect(
      (await call('POST', '/cms-api/users/totp/reset', { token: otherToken, body: { id: editor.id } }))
        .status,
    ).toBe(403)
    const adminToken = await token(admin.email, admin.password)
    expect(
      (await call('POST', '/cms-api/users/totp/reset', { token: adminToken, body: { id: editor.id } }))
        .status,
    ).toBe(200)
    expect((await login(editor.email, editor.password)).status).toBe(200)
  })
})

describe('TOTP required for admins', () => {
  let restore: boolean
  beforeAll(async () => {
    const { env } = await import('@/lib/env')
    restore = env().STAFF_TOTP_REQUIRED_FOR_ADMINS
    env().STAFF_TOTP_REQUIRED_FOR_ADMINS = true
  })
  afterAll(async () => {
    const { env } = await import('@/lib/env')
    env().STAFF_TOTP_REQUIRED_FOR_ADMINS = restore
  })

  it('an admin without it reaches only their own account until it is on', async () => {
    const { totpCode } = await import('@/features/staff-auth/totp-core')
    const admin = await account('admin')
    const t = await token(admin.email, admin.password)
    const me = await call('GET', '/cms-api/users/me', { token: t })
    expect(me.body.user.totpRequired).toBe(true)
    expect(me.body.user.totpEnabled).toBe(false)
    expect((await call('GET', '/cms-api/enquiries?limit=1', { token: t })).status).toBe(403)
    // Nor through the admins' own endpoints (the data-subject requests).
    const find = () =>
      call('POST', '/cms-api/enquiries/data-request/find', { token: t, body: { email: 'li@example.cn' } })
    expect((await find()).status).toBe(403)
    expect((await call('GET', '/cms-api/users?limit=5', { token: t })).body.totalDocs).toBe(1)
    const promote = await call('POST', '/cms-api/users', {
      token: t,
      body: { email: `p-${stamp}@int.test`, password: strong, roles: ['admin'] },
    })
    expect(promote.status).toBe(403)

    const { secret } = (await call('POST', '/cms-api/users/totp/setup', { token: t })).body
    expect(
      (await call('POST', '/cms-api/users/totp/confirm', { token: t, body: { code: totpCode(secret) } }))
        .status,
    ).toBe(200)
    expect((await call('GET', '/cms-api/enquiries?limit=1', { token: t })).status).toBe(200)
    expect((await find()).status).toBe(200)
    // Nor can they turn it off while the rule holds.
    expect(
      (
        await call('POST', '/cms-api/users/totp/disable', {
          token: t,
          body: { password: admin.password, code: totpCode(secret, Date.now() + 30_000) },
        })
      ).status,
    ).toBe(403)
  })
})
