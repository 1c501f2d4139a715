import type { Endpoint, PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const SECRET = 'unit-test-secret-0123456789'

async function load(protocol = 'http') {
  vi.stubEnv('PAYLOAD_SECRET', SECRET)
  vi.stubEnv('SITE_PROTOCOL', protocol)
  vi.stubEnv('SITE_ZH_HOST', 'www.site.test')
  vi.stubEnv('SITE_EN_HOST', 'en.site.test')
  vi.stubEnv('DATA_DIR', '.tmp/first-user-setup-test')
  return import('./first-user-setup')
}

/** Payload's own registration, standing in: it answers 200 whenever it is reached. */
const payloads = vi.fn(async () => new Response('registered', { status: 200 }))

type Options = { cookie?: string; language?: string; endpoints?: Endpoint[] }

/** The request Payload's router hands an endpoint: the Request, its language, its collection's endpoints. */
function payloadRequest(url: string, { cookie, language = 'zh', endpoints = [] }: Options = {}) {
  const u = new URL(url)
  const request = new Request(u, { headers: cookie ? { cookie } : {} })
  return Object.assign(request, {
    searchParams: u.searchParams,
    i18n: { language },
    payload: { collections: { users: { config: { endpoints } } } },
  }) as unknown as PayloadRequest
}

const REGISTER = 'http://www.site.test/cms-api/users/first-register'

describe('the first staff account needs the logged setup link', () => {
  it('refuses the first registration without the setup cookie, in the admin language', async () => {
    const { firstRegisterGuard } = await load()
    const endpoints = [
      firstRegisterGuard,
      { path: '/first-register', method: 'post', handler: payloads },
    ] as Endpoint[]
    const zh = await firstRegisterGuard.handler(payloadRequest(REGISTER, { endpoints }))
    expect(zh.status).toBe(403)
    expect(JSON.stringify(await zh.json())).toContain('设置链接')
    const forged = payloadRequest(REGISTER, {
      endpoints,
      language: 'en',
      cookie: 'site-first-user-setup=forged',
    })
    const en = await firstRegisterGuard.handler(forged)
    expect(en.status).toBe(403)
    expect(JSON.stringify(await en.json())).toContain('setup link')
    expect(payloads).not.toHaveBeenCalled()
  })

  it('the logged link sets the cookie with which Payload’s own registration runs', async () => {
    const { firstRegisterGuard, firstUserSetupEndpoint, firstUserSetupUrl } = await load()
    const link = firstUserSetupUrl()
    expect(link).toMatch(/^http:\/\/www\.site\.test\/cms-api\/users\/first-user-setup\?token=[\w-]{43}$/)
    const answer = await firstUserSetupEndpoint.handler(payloadRequest(link))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/admin/create-first-user')
    const setCookie = answer.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\/cms-api\/users/)
    expect(setCookie).not.toMatch(/Secure/)
    const cookie = `payload-lng=zh; ${setCookie.split(';')[0]}`
    const endpoints = [
      firstRegisterGuard,
      { path: '/first-register', method: 'post', handler: payloads },
    ] as Endpoint[]
    expect((await firstRegisterGuard.handler(payloadRequest(REGISTER, { cookie, endpoints }))).status).toBe(
      200,
    )
    expect(payloads).toHaveBeenCalledTimes(1)
    payloads.mockClear()
  })

  it('a wrong or missing token sets no cookie', async () => {
    const { firstUserSetupEndpoint } = await load()
    for (const url of [
      'http://www.site.test/cms-api/users/first-user-setup',
      'http://www.site.test/cms-api/users/first-user-setup?token=wrong',
    ]) {
      const answer = await firstUserSetupEndpoint.handler(payloadRequest(url))
      expect(answer.status).toBe(403)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
  })

  it('the token depends on the secret, and the cookie is Secure on an https site', async () => {
    const { firstUserSetupEndpoint, firstUserSetupToken, firstUserSetupUrl } = await load('https')
    expect(firstUserSetupToken(SECRET)).not.toBe(firstUserSetupToken(`${SECRET}x`))
    const link = firstUserSetupUrl()
    expect(link.startsWith('https://')).toBe(true)
    expect((await firstUserSetupEndpoint.handler(payloadRequest(link))).headers.get('set-cookie')).toMatch(
      /; Secure/,
    )
  })
})
