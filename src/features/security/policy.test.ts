import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { earlyInputScript } from '../../components/runtime/early-input-script.mjs'
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  hasPreviewCookie,
  inlineScriptHashes,
  isAdminPath,
  isNextInlineScript,
  siteScriptSources,
  staticHeaderRules,
} from './policy.mjs'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  const boot = '(self.__next_f=self.__next_f||[]).push([0])'
  const flight = 'self.__next_f.push([1,"数据\\u003c/script"])'
  const binary = 'self.__next_f.push([3,"AAEC"])'

  it('hashes Next’s inline scripts exactly as written, once each, and skips external scripts and data blocks', () => {
    const html =
      `<html><head><script src="/_next/static/a.js" async=""></script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
      `<body><script>${boot}</script><script>${flight}</script><SCRIPT type="text/javascript">${binary}</SCRIPT >` +
      `<script>${flight}</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha(flight), sha(binary)])
  })

  it('gives no hash to any other inline script, however close to Next’s it looks', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"+alert(1)+""])',
      'self.__next_f.push([1,"x\\\\"]);alert(1);//"])',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([4,"x"])',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,1]);alert(1)//])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});\nalert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      '(globalThis["X"] || (globalThis["Y"] = [])).push({});',
    ]
    const html = `<body>${injected.map((s) => `<script>${s}</script>`).join('')}<script type="module">y()</script></body>`
    expect(inlineScriptHashes(html)).toEqual([])
    for (const script of injected) expect(isNextInlineScript(script), script).toBe(false)
    expect(
      isNextInlineScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":[1]});'),
    ).toBe(true)
    // A form state after the bootstrap (a form posted without scripts) is JSON data: allowed.
    expect(isNextInlineScript(`${boot};self.__next_f.push([2,["$undefined",{"a":1}]])`)).toBe(true)
  })

  it('hashes the site’s own inline scripts, named by their text', () => {
    const html = `<body><script>${boot}</script><script>early()</script><script>other()</script></body>`
    expect(inlineScriptHashes(html, siteScriptSources(['early()']))).toEqual([sha(boot), sha('early()')])
  })

  it('on a page Next rendered: every inline script is Next’s or the site’s, and an injected one is not', () => {
    const page = fs.readFileSync(new URL('./fixtures/next-page.html', import.meta.url), 'utf8')
    // /about/contract from a production build: Turbopack's chunk-group bootstrap, Next's flight
    // bootstrap and data, the early-input script, two JSON-LD blocks, external chunks.
    const scripts = [...page.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)]
      .filter(([, attrs]) => !/\b(src|type)=/.test(attrs))
      .map((m) => m[2])
    expect(scripts.filter((s) => s.startsWith('(globalThis["TURBOPACK"]'))).toHaveLength(1)
    expect(scripts.length).toBeGreaterThan(5)
    const site = siteScriptSources([earlyInputScript])
    expect(inlineScriptHashes(page, site).sort()).toEqual([...new Set(scripts.map(sha))].sort())
    const injected = page.replace('</main>', '<script>alert(document.cookie)</script></main>')
    expect(inlineScriptHashes(injected, site)).not.toContain(sha('alert(document.cookie)'))
    expect(inlineScriptHashes(injected, site)).toHaveLength(new Set(scripts).size)
  })
})

describe('contentSecurityPolicy', () => {
  it('allows no inline script on the site, and the site cannot be framed', () => {
    const csp = contentSecurityPolicy({ admin: false, scriptHashes: ["'sha256-abc'"] })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc' https://res.wx.qq.com")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
  })
  it('lets the admin frame itself and the site hosts (live preview)', () => {
    const csp = contentSecurityPolicy({
      admin: true,
      siteOrigins: ['https://www.x.test', 'https://en.x.test'],
    })
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("frame-src 'self' https://www.x.test https://en.x.test")
    expect(csp).not.toContain('res.wx.qq.com')
  })
})

describe('baseSecurityHeaders', () => {
  it('sends HSTS only over https', () => {
    expect(baseSecurityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined()
    expect(baseSecurityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d{8}/)
    expect(baseSecurityHeaders({ https: false })['X-Content-Type-Options']).toBe('nosniff')
  })
  it('gives next.config the static headers, framing allowed only to the admin and to a draft preview', () => {
    const rules = staticHeaderRules()
    const frame = (path: string, cookie = false) =>
      rules
        .filter((r) => new RegExp(`^${r.source.replace('/:path*', '(/.*)?')}$`).test(path))
        .filter((r) => !(cookie && r.missing))
        .flatMap((r) => r.headers)
        .filter((h) => h.key === 'X-Frame-Options')
        .at(-1)?.value
    expect(frame('/')).toBe('DENY')
    expect(frame('/', true)).toBeUndefined()
    expect(frame('/admin/collections', true)).toBe('SAMEORIGIN')
    expect(frame('/cms-api/users', true)).toBe('DENY')
    expect(rules[0].headers).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' })
  })
  it('knows the admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/collections/users')).toBe(true)
    expect(isAdminPath('/administrator')).toBe(false)
    expect(isAdminPath('/')).toBe(false)
    expect(hasPreviewCookie('a=1; __prerender_bypass=x')).toBe(true)
    expect(hasPreviewCookie('x__prerender_bypass=1')).toBe(false)
  })
})

it('hashes a document given as bytes exactly as the same document given as text', () => {
  const html =
    '<html><head><script>self.__next_f.push([1,"数据库 é ✓"])</script><script src="/a.js"></script>' +
    '<SCRIPT type="module">import("x")</SCRIPT><script type="application/ld+json">{"a":"页"}</script></head></html>'
  const site = siteScriptSources(['import("x")'])
  const fromText = inlineScriptHashes(html, site)
  expect(fromText).toHaveLength(2)
  expect(inlineScriptHashes(Buffer.from(html, 'utf8'), site)).toEqual(fromText)
})
