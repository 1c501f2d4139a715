import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function load(trustProxy: string) {
  vi.stubEnv('TRUST_PROXY', trustProxy)
  vi.stubEnv('DATA_DIR', '.tmp/client-ip-test')
  return import('./client-ip')
}

describe('client IP', () => {
  it('uses the socket address and ignores X-Forwarded-For when the proxy is not trusted', async () => {
    const { clientIp } = await load('false')
    const h = new Headers({ 'x-site-socket-ip': '::ffff:203.0.113.7', 'x-forwarded-for': '1.2.3.4' })
    expect(clientIp(h)).toBe('203.0.113.7')
  })

  it('behind a trusted proxy, takes the address the proxy appended last', async () => {
    const { clientIp } = await load('true')
    const h = new Headers({ 'x-site-socket-ip': '127.0.0.1', 'x-forwarded-for': '9.9.9.9, 198.51.100.4' })
    expect(clientIp(h)).toBe('198.51.100.4')
  })

  it('answers null for junk', async () => {
    const { clientIp } = await load('true')
    expect(
      clientIp(new Headers({ 'x-forwarded-for': 'not-an-ip', 'x-site-socket-ip': '<script>' })),
    ).toBeNull()
  })
})
