import type { PayloadRequest, SanitizedConfig } from 'payload'
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

const register = (cookie?: string) =>
  new Request('http://www.site.test/cms-api/users/first-register', {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: '{}',
  })

/** The part of the sanitized config the admin's language is read from. */
const config = {
  cookiePrefix: 'payload',
  i18n: { supportedLanguages: { zh: {}, en: {} }, fallbackLanguage: 'zh' },
} as unknown as SanitizedConfig

/** Payload's own handler, standing in: it answers 200 whenever it is reached. */
const payloadPost = vi.fn(async () => new Response('registered', { status: 200 }))

async function setupLink(url: string) {
  const { firstUserSetupEndpoint } = await load()
  const u = new URL(url)
  const req = Object.assign(new Request(u), { searchParams: u.searchParams }) as unknown as PayloadRequest
  return firstUserSetupEndpoint.handler(req)
}

describe('the first staff account needs the logged setup link', () => {
  it('refuses the first registration without the setup cookie, in the admin language', async () => {
    const { guardFirstRegister } = await load()
    const post = guardFirstRegister(payloadPost, config)
    const zh = await post(register(), {})
    expect(zh.status).toBe(403)
    expect(JSON.stringify(await zh.json())).toContain('设置链接')
    const en = await post(register('payload-lng=en; site-first-user-setup=forged'), {})
    expect(en.status).toBe(403)
    expect(JSON.stringify(await en.json())).toContain('setup link')
    // No language chosen in the admin yet: the browser's, as the admin screen itself does.
    const browser = register()
    browser.headers.set('accept-language', 'en-US,en;q=0.9')
    expect(JSON.stringify(await (await post(browser, {})).json())).toContain('setup link')
    expect(payloadPost).not.toHaveBeenCalled()
  })

  it('lets every other REST call through untouched', async () => {
    const { guardFirstRegister } = await load()
    const login = new Request('http://www.site.test/cms-api/users/login', { method: 'POST', body: '{}' })
    expect((await guardFirstRegister(payloadPost, config)(login, {})).status).toBe(200)
    expect(payloadPost).toHaveBeenCalledTimes(1)
    payloadPost.mockClear()
  })

  it('the logged link sets the cookie that lets the registration through', async () => {
    const { firstUserSetupUrl, guardFirstRegister } = await load()
    const link = firstUserSetupUrl()
    expect(link).toMatch(/^http:\/\/www\.site\.test\/cms-api\/users\/first-user-setup\?token=[\w-]{43}$/)
    const answer = await setupLink(link)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/admin/create-first-user')
    const setCookie = answer.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\/cms-api\/users/)
    const cookie = setCookie.split(';')[0]
    expect(
      (await guardFirstRegister(payloadPost, config)(register(`payload-lng=zh; ${cookie}`), {})).status,
    ).toBe(200)
    expect(payloadPost).toHaveBeenCalledTimes(1)
    payloadPost.mockClear()
  })

  it('a wrong or missing token sets no cookie', async () => {
    for (const url of [
      'http://www.site.test/cms-api/users/first-user-setup',
      'http://www.site.test/cms-api/users/first-user-setup?token=wrong',
    ]) {
      const answer = await setupLink(url)
      expect(answer.status).toBe(403)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
  })

  it('the token depends on the secret, and the cookie is Secure on an https site', async () => {
    const { firstUserSetupToken } = await load('https')
    expect(firstUserSetupToken(SECRET)).not.toBe(firstUserSetupToken(`${SECRET}x`))
    const { firstUserSetupEndpoint, firstUserSetupUrl } = await import('./first-user-setup')
    const u = new URL(firstUserSetupUrl())
    expect(u.protocol).toBe('https:')
    const req = Object.assign(new Request(u), { searchParams: u.searchParams }) as unknown as PayloadRequest
    expect((await firstUserSetupEndpoint.handler(req)).headers.get('set-cookie')).toMatch(/; Secure/)
  })
})
