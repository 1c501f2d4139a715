import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes, isAdminPath } from './policy.mjs'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, once each, and skips external scripts and data blocks', () => {
    const flight = 'self.__next_f.push([1,"数据\\u003c/script"])'
    const html =
      `<html><head><script src="/_next/static/a.js" async=""></script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
      `<body><script>${flight}</script><SCRIPT type="text/javascript">x()</SCRIPT >` +
      `<script>${flight}</script><script type="module">y()</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha(flight), sha('x()'), sha('y()')])
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
  it('knows the admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/collections/users')).toBe(true)
    expect(isAdminPath('/administrator')).toBe(false)
    expect(isAdminPath('/')).toBe(false)
  })
})

it('hashes a document given as bytes exactly as the same document given as text', () => {
  const html =
    '<html><head><script>self.__next_f.push([1,"数据库 é ✓"])</script><script src="/a.js"></script>' +
    '<SCRIPT type="module">import("x")</SCRIPT><script type="application/ld+json">{"a":"页"}</script></head></html>'
  const fromText = inlineScriptHashes(html)
  expect(fromText).toHaveLength(2)
  expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual(fromText)
})
