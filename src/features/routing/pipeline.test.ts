import { describe, expect, it, vi } from 'vitest'
import type { GeoResult } from '@/features/geo/locate'
import fs from 'node:fs'
import path from 'node:path'
import { SITE_FILES, decide, isExempt, requestHost, type SiteHosts } from './pipeline'

const hosts: SiteHosts = { protocol: 'http', zh: 'www.site.test:3000', en: 'en.site.test:3000' }
const req = (
  host: string | null,
  pathname = '/about/company',
  search = '?a=1',
  ip: string | null = '203.0.113.9',
) => ({
  host,
  pathname,
  search,
  clientIp: () => ip,
})
const geo = (result: GeoResult) => vi.fn(async () => result)

describe('country-based host redirect', () => {
  it('sends CN visitors on an unknown host to the zh host, same path and query (302)', async () => {
    const locate = geo({ ok: true, country: 'CN' })
    expect(await decide(req('203.0.113.1'), { hosts, locate })).toEqual({
      kind: 'redirect',
      status: 302,
      reason: 'country',
      location: 'http://www.site.test:3000/about/company?a=1',
    })
    expect(locate).toHaveBeenCalledWith('203.0.113.9')
  })

  it.each([['US'], ['JP'], [null]])('sends country %s to the en host', async (country) => {
    const d = await decide(req('old.example.com'), { hosts, locate: geo({ ok: true, country }) })
    expect(d).toMatchObject({
      kind: 'redirect',
      status: 302,
      location: 'http://en.site.test:3000/about/company?a=1',
    })
  })

  it('treats a request without a known client address as an unknown country', async () => {
    const locate = geo({ ok: true, country: 'CN' })
    const d = await decide(req('old.example.com', '/', '', null), { hosts, locate })
    expect(d).toMatchObject({ location: 'http://en.site.test:3000/' })
    expect(locate).not.toHaveBeenCalled()
  })

  it('maps a legacy path in the same hop', async () => {
    const d = await decide(req('old.example.com', '/products/Uqbar', '?q=1'), {
      hosts,
      locate: geo({ ok: true, country: 'CN' }),
    })
    expect(d).toMatchObject({ status: 302, location: 'http://www.site.test:3000/products/MogDB?q=1' })
  })

  it('proceeds without redirect when the lookup failed, rendering the default site', async () => {
    expect(await decide(req('old.example.com'), { hosts, locate: geo({ ok: false }) })).toEqual({
      kind: 'render',
      locale: 'zh',
    })
  })

  it('does nothing when the provider is off', async () => {
    expect(await decide(req('old.example.com'), { hosts, locate: null })).toEqual({
      kind: 'render',
      locale: 'zh',
    })
  })

  it('never looks up the configured hosts', async () => {
    const locate = geo({ ok: true, country: 'CN' })
    expect(await decide(req(hosts.en), { hosts, locate })).toEqual({ kind: 'render', locale: 'en' })
    expect(await decide(req(hosts.zh), { hosts, locate })).toEqual({ kind: 'render', locale: 'zh' })
    expect(locate).not.toHaveBeenCalled()
  })

  it('never names a forged host in a Location', async () => {
    for (const forged of [
      'evil.example',
      'www.site.test:3000.evil.example',
      'www.site.test:3000@evil',
      '',
      null,
    ]) {
      for (const country of ['CN', 'US', null]) {
        const d = await decide(req(forged, '/products/SQM'), { hosts, locate: geo({ ok: true, country }) })
        expect(d.kind).toBe('redirect')
        if (d.kind === 'redirect') expect(new URL(d.location).host).toMatch(/^(www|en)\.site\.test:3000$/)
      }
      const failed = await decide(req(forged, '/products/SQM'), { hosts, locate: geo({ ok: false }) })
      expect(failed).toMatchObject({ location: 'http://www.site.test:3000/?a=1' })
    }
  })
})

describe('requestHost', () => {
  const h = (init: Record<string, string>) => new Headers(init)
  it('ignores X-Forwarded-Host unless behind our own proxy', () => {
    expect(requestHost(h({ host: 'WWW.site.test:3000', 'x-forwarded-host': 'evil.example' }), false)).toBe(
      'www.site.test:3000',
    )
    expect(
      requestHost(h({ host: 'internal:3000', 'x-forwarded-host': 'evil.example, en.site.test:3000' }), true),
    ).toBe('en.site.test:3000')
    expect(requestHost(h({}), false)).toBeNull()
  })
})

describe('exempt paths', () => {
  it.each([
    '/_next/static/x.js',
    '/api/banners',
    '/cms-api/products',
    '/admin',
    '/admin/login',
    '/healthz',
    '/favicon.ico',
    '/icon.svg',
    '/og-default.png',
    // Next answers it at the app root (src/app/robots.ts), per host.
    '/robots.txt',
  ])('%s is exempt', (p) => expect(isExempt(p)).toBe(true))
  it.each([
    '/',
    '/products/json',
    '/about/news/12',
    '/apis',
    '/administration',
    '/healthz/x',
    '/about/news/1.5',
    '/wp-login.php',
    // A file that is not there: the host's 404 page, not Next's bare one.
    '/images/a.webp',
    '/old/brochure.pdf',
    '/icon.svg/x',
    '/llms.txt',
    '/about/news/rss.xml',
    '/technology/article/rss.xml',
    '/sitemap.xml',
    '/sitemaps/sitemap/pages.xml',
    '/sitemaps/sitemap/news-2.xml',
  ])('%s is a page', (p) => expect(isExempt(p)).toBe(false))

  it('names every file of public/, and only those and the robots route', () => {
    const publicDir = path.join(process.cwd(), 'public')
    const publicPaths = fs
      .readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => `/${path.relative(publicDir, path.join(f.parentPath, f.name))}`)
    expect([...SITE_FILES].sort()).toEqual([...publicPaths, '/robots.txt'].sort())
  })
})
