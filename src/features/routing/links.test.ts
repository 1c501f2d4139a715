import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { checkLink, internalLinkExists, isHttpsUrl, urlProblem } from './links'

type CountArgs = {
  collection: 'redirects' | 'pages'
  where: { and: [{ from?: { in: string[] }; path?: { equals: string } }, ...unknown[]] }
}

/** A local API stand-in holding the editors' redirect sources and the published landing pages. */
function payloadWith(redirectSources: string[], pagePaths: string[] = []) {
  const count = vi.fn(async ({ collection, where }: CountArgs) => ({
    totalDocs:
      collection === 'redirects'
        ? (where.and[0].from?.in ?? []).filter((p) => redirectSources.includes(p)).length
        : pagePaths.includes(where.and[0].path?.equals ?? '')
          ? 1
          : 0,
  }))
  return { payload: { count } as unknown as Payload, count }
}

describe('menu links', () => {
  it('accepts only absolute https addresses as external links', () => {
    expect(isHttpsUrl('https://support.enmotech.com/')).toBe(true)
    expect(isHttpsUrl('https://www.linkedin.com/company/x')).toBe(true)
    expect(isHttpsUrl('http://example.com/')).toBe(false)
    expect(isHttpsUrl('https:///nohost')).toBe(false)
    expect(isHttpsUrl('https://exa mple.com')).toBe(false)
  })

  it('accepts routes of the site, with a query, without asking the database', async () => {
    const { payload, count } = payloadWith([])
    expect(await checkLink(payload, '/')).toBeNull()
    expect(await checkLink(payload, '/about/company')).toBeNull()
    expect(await checkLink(payload, '/doc?docType=1')).toBeNull()
    expect(await checkLink(payload, '/solution/5')).toBeNull()
    expect(await checkLink(payload, '/about/news/')).toBeNull()
    expect(count).not.toHaveBeenCalled()
  })

  it('accepts an editor redirect source and refuses a path nothing answers', async () => {
    const { payload } = payloadWith(['/summit'])
    expect(await internalLinkExists(payload, '/summit')).toBe(true)
    expect(await checkLink(payload, '/summit?from=menu')).toBeNull()
    expect(await checkLink(payload, '/no/such/page')).toBe('missing')
    expect(await checkLink(payload, '/about/news/1/2')).toBe('missing')
  })

  it('accepts a published landing page', async () => {
    const { payload } = payloadWith([], ['/events/summit'])
    expect(await checkLink(payload, '/events/summit')).toBeNull()
    expect(await checkLink(payload, '/events/other')).toBe('missing')
  })

  it('refuses insecure and foreign schemes and malformed paths', async () => {
    const { payload } = payloadWith([])
    expect(await checkLink(payload, 'http://www.modb.pro/')).toBe('insecure')
    expect(await checkLink(payload, 'javascript:alert(1)')).toBe('insecure')
    expect(await checkLink(payload, 'mailto:sales@x.test')).toBe('insecure')
    expect(await checkLink(payload, '//evil.test/x')).toBe('insecure')
    expect(await checkLink(payload, 'about/company')).toBe('format')
    expect(await checkLink(payload, '/about company')).toBe('format')
    expect(await checkLink(payload, 'https://support.enmotech.com/')).toBeNull()
  })
})

describe('urlProblem: the one URL rule', () => {
  it('keeps https, http, mailto, tel, site paths and fragments', () => {
    for (const url of [
      'https://example.com/a?b=1#c',
      'HTTP://example.com',
      'mailto:sales@example.com?subject=Hi',
      'tel:+86-400-000-0000',
      '/about/company',
      '/doc?docType=1',
      '#contact',
    ])
      expect(urlProblem(url), url).toBeNull()
  })
  it('refuses other schemes, protocol-relative addresses, spaces and control characters', () => {
    const cases: [string, string][] = [
      ['javascript:alert(1)', 'scheme'],
      ['JaVaScRiPt:alert(1)', 'scheme'],
      ['data:text/html,x', 'scheme'],
      ['vbscript:x', 'scheme'],
      [' javascript:alert(1)', 'spaces'],
      ['\u0001javascript:alert(1)', 'spaces'],
      ['java\nscript:alert(1)', 'spaces'],
      ['\u200bjavascript:alert(1)', 'spaces'],
      ['//evil.example', 'protocolRelative'],
      ['/\\evil.example', 'protocolRelative'],
      ['\\\\evil.example', 'protocolRelative'],
      ['https:evil.example', 'format'],
      ['https://', 'format'],
      ['mailto:nobody', 'format'],
      ['tel:call-me', 'format'],
      ['www.example.com', 'format'],
    ]
    for (const [url, problem] of cases) expect(urlProblem(url), JSON.stringify(url)).toBe(problem)
  })
})
