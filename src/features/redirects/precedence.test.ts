import { describe, expect, it, vi } from 'vitest'
import { decide, type SiteHosts } from '@/features/routing/pipeline'
import type { EditorRedirect } from './match'

/** Editor redirects inside the request pipeline: order, hosts and status (issue #11). */
const hosts: SiteHosts = { protocol: 'https', zh: 'www.site.test', en: 'en.site.test' }
const req = (host: string | null, pathname: string, search = '') => ({
  host,
  pathname,
  search,
  clientIp: () => '203.0.113.9',
})
const table = (...rules: EditorRedirect[]) => vi.fn(async () => rules)

describe('editor redirects in the pipeline', () => {
  it('answers on the right host with the query string, 301 or 302 per rule', async () => {
    const editorRedirects = table(
      { from: '/promo', to: '/products/MogDB', host: 'both', permanent: true },
      { from: '/event', to: '/about/news', host: 'en', permanent: false },
    )
    const deps = { hosts, locate: null, editorRedirects }
    expect(await decide(req(hosts.zh, '/promo', '?utm=a'), deps)).toEqual({
      kind: 'redirect',
      status: 301,
      reason: 'editor',
      location: 'https://www.site.test/products/MogDB?utm=a',
    })
    expect(await decide(req(hosts.en, '/promo'), deps)).toMatchObject({
      status: 301,
      location: 'https://en.site.test/products/MogDB',
    })
    expect(await decide(req(hosts.en, '/event', '?x=1'), deps)).toMatchObject({
      status: 302,
      location: 'https://en.site.test/about/news?x=1',
    })
    expect(await decide(req(hosts.zh, '/event'), deps)).toEqual({ kind: 'render', locale: 'zh' })
  })

  it('lets the fixed table of the spec win on conflict, without reading the editor table', async () => {
    const editorRedirects = table({
      from: '/products/Uqbar',
      to: '/about/news',
      host: 'both',
      permanent: false,
    })
    const d = await decide(req(hosts.zh, '/products/Uqbar'), { hosts, locate: null, editorRedirects })
    expect(d).toMatchObject({ reason: 'legacy-path', location: 'https://www.site.test/products/MogDB' })
    expect(editorRedirects).not.toHaveBeenCalled()
  })

  it('serves an unknown host as the zh site and never names that host in a Location', async () => {
    const editorRedirects = table({ from: '/promo', to: '/about', host: 'both', permanent: true })
    const d = await decide(req('evil.example', '/promo'), { hosts, locate: null, editorRedirects })
    expect(d).toMatchObject({ location: 'https://www.site.test/about' })
  })

  it('renders normally when no rule matches or the table is empty', async () => {
    expect(await decide(req(hosts.en, '/about'), { hosts, locate: null, editorRedirects: table() })).toEqual({
      kind: 'render',
      locale: 'en',
    })
  })
})
