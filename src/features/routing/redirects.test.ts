import { describe, expect, it } from 'vitest'
import { decide, type SiteHosts } from './pipeline'
import { REDIRECT_STATUS, REDIRECT_TABLE, redirectTarget } from './redirects'

const hosts: SiteHosts = { protocol: 'https', zh: 'www.example.cn', en: 'en.example.cn' }
const rows = REDIRECT_TABLE.flatMap(({ from, to }) => from.map((f) => [f, to] as const))

describe('redirect table (spec section 2)', () => {
  it('has every row of the spec', () => {
    expect(rows).toHaveLength(20)
  })

  describe.each([
    ['zh', hosts.zh],
    ['en', hosts.en],
  ] as const)('on the %s host', (_locale, host) => {
    it.each(rows)('%s → %s, same host, query kept, before rendering', async (from, to) => {
      const d = await decide(
        { host, pathname: from, search: '?utm_source=a&x=%E4%B8%AD', clientIp: () => '1.2.3.4' },
        { hosts, locate: null },
      )
      expect(d).toEqual({
        kind: 'redirect',
        status: REDIRECT_STATUS,
        reason: 'legacy-path',
        location: `https://${host}${to}?utm_source=a&x=%E4%B8%AD`,
      })
    })
  })

  it('uses a permanent status', () => {
    expect([301, 308]).toContain(REDIRECT_STATUS)
  })

  it('matches exactly: targets, look-alikes and prefixes are not redirected', () => {
    for (const path of [
      '/products/zAIoT',
      '/products/zCloud',
      '/solution/1',
      '/products/sqm',
      '/products/SQM/x',
      '/',
    ]) {
      expect(redirectTarget(path), path).toBeNull()
    }
    expect(redirectTarget('/products/SQM/')).toBe('/')
  })

  it('never redirects a target again (no chains, no loops)', () => {
    for (const [, to] of rows) expect(redirectTarget(to), to).toBeNull()
  })
})
