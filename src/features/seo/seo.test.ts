import { describe, expect, it } from 'vitest'
import { articleLd, breadcrumbLd, isoDuration, organizationLd, serializeJsonLd, videoLd } from './jsonld'
import { renderSitemap, renderSitemapIndex, robotsFor, type SitemapEntry } from './sitemap-xml'
import { absoluteUrl, canonicalQuery, languageAlternates, type Origins } from './urls'

const origins: Origins = { zh: 'https://www.example.cn', en: 'https://en.example.cn' }

describe('absoluteUrl', () => {
  it('puts a path on the given origin', () => {
    expect(absoluteUrl(origins.zh, '/')).toBe('https://www.example.cn/')
    expect(absoluteUrl(origins.zh, '')).toBe('https://www.example.cn/')
    expect(absoluteUrl(origins.en, '/about/news/3')).toBe('https://en.example.cn/about/news/3')
    expect(absoluteUrl(origins.en, 'doc/')).toBe('https://en.example.cn/doc')
  })
  it('sorts the kept query and drops empty values', () => {
    expect(absoluteUrl(origins.zh, '/customer/case', { product: '2', industry: '1', x: '' })).toBe(
      'https://www.example.cn/customer/case?industry=1&product=2',
    )
  })
})

describe('canonicalQuery', () => {
  const keep = { product: ['1', '2', '3', '4'], industry: ['1', '2', '3', '4', '5'] }
  it('keeps known filter values and drops paging and noise', () => {
    expect(canonicalQuery({ product: '2', page: '3', size: '20', utm_source: 'x' }, keep)).toEqual({
      product: '2',
    })
  })
  it('drops a filter value the page would ignore', () => {
    expect(canonicalQuery({ product: '9', industry: ['5', '1'] }, keep)).toEqual({ industry: '5' })
  })
})

describe('languageAlternates', () => {
  it('links both hosts and x-default (the zh host) when the page exists in both', () => {
    expect(languageAlternates(origins, '/doc', ['zh', 'en'], { docType: 'MogDB' })).toEqual({
      zh: 'https://www.example.cn/doc?docType=MogDB',
      en: 'https://en.example.cn/doc?docType=MogDB',
      'x-default': 'https://www.example.cn/doc?docType=MogDB',
    })
  })
  it('gives nothing for a page in one language only', () => {
    expect(languageAlternates(origins, '/about/news/7', ['zh'])).toBeUndefined()
    expect(languageAlternates(origins, '/about/news/7', ['en'])).toBeUndefined()
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script or open a comment, and still parses to the same value', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> <!-- & \u2028' }
    const out = serializeJsonLd(data)
    expect(out).not.toMatch(/<|>|&|\u2028/)
    expect(out.toLowerCase()).not.toContain('</script')
    expect(JSON.parse(out)).toEqual(data)
  })
  it('is deterministic', () => {
    const node = organizationLd({ name: 'A', url: 'https://a.test/', sameAs: ['https://weibo.com/a'] })
    expect(serializeJsonLd(node)).toBe(
      serializeJsonLd(organizationLd({ name: 'A', url: 'https://a.test/', sameAs: ['https://weibo.com/a'] })),
    )
  })
})

describe('structured data builders', () => {
  it('Organization: contact point only when known, no blank properties, only web profiles', () => {
    const bare = organizationLd({
      name: 'Enmotech',
      url: 'https://en.example.cn/',
      sameAs: ['javascript:x', ''],
    })
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://en.example.cn/#organization',
      name: 'Enmotech',
      url: 'https://en.example.cn/',
    })
    const full = organizationLd({
      name: 'Enmotech',
      url: 'https://en.example.cn/',
      telephone: '400-000-0000',
      email: 'sales@example.cn',
    })
    expect(full.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: '400-000-0000',
      email: 'sales@example.cn',
    })
  })

  it('BreadcrumbList: positions from 1, absolute links, no link on the current page', () => {
    const ld = breadcrumbLd(
      [
        { label: 'Home', href: '/' },
        { label: 'Docs', href: '/doc?docType=MogDB' },
        { label: 'Install guide' },
      ],
      origins.en,
    )
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://en.example.cn/' },
      { '@type': 'ListItem', position: 2, name: 'Docs', item: 'https://en.example.cn/doc?docType=MogDB' },
      { '@type': 'ListItem', position: 3, name: 'Install guide' },
    ])
  })

  it('Article: headline cut to 110 characters, the organisation as author when no person is named', () => {
    const ld = articleLd({
      type: 'NewsArticle',
      url: 'https://www.example.cn/about/news/1',
      title: 'x'.repeat(200),
      images: ['https://www.example.cn/og-default.png'],
      datePublished: '2024-03-18T00:00:00.000Z',
      inLanguage: 'zh-CN',
      publisher: {
        name: '云和恩墨',
        url: 'https://www.example.cn/',
        logo: 'https://www.example.cn/logo.svg',
      },
    })
    expect(String(ld.headline)).toHaveLength(110)
    expect(ld.dateModified).toBe('2024-03-18T00:00:00.000Z')
    expect(ld.author).toEqual(ld.publisher)
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: '云和恩墨' })
  })

  it('VideoObject: description falls back to the name; duration in ISO 8601', () => {
    const ld = videoLd({
      url: 'https://en.example.cn/video/2',
      name: 'Webinar',
      description: ' ',
      thumbnailUrl: 'https://en.example.cn/og-default.png',
      uploadDate: '2024-01-01T00:00:00.000Z',
      durationSeconds: 3725,
      inLanguage: 'en',
    })
    expect(ld).toMatchObject({
      description: 'Webinar',
      duration: 'PT1H2M5S',
      thumbnailUrl: [expect.any(String)],
    })
    expect(ld).not.toHaveProperty('contentUrl')
    expect(isoDuration(45)).toBe('PT45S')
    expect(isoDuration(120)).toBe('PT2M')
    expect(isoDuration(0)).toBeUndefined()
  })
})

describe('sitemap files', () => {
  const entries: SitemapEntry[] = [
    { path: '/', locales: ['zh', 'en'] },
    { path: '/about/news/1', lastmod: '2024-03-18T08:00:00.000Z', locales: ['zh', 'en'] },
    { path: '/about/news/2', lastmod: 'not a date', locales: ['zh'] },
    { path: '/customer/case', query: { product: '1', industry: '2' }, locales: ['zh', 'en'] },
  ]

  it("lists only the host's language, with alternates when the page exists in both", () => {
    const xml = renderSitemap(entries, 'en', origins)
    expect(xml).toContain('<loc>https://en.example.cn/about/news/1</loc>')
    expect(xml).not.toContain('/about/news/2')
    expect(xml).toContain('<lastmod>2024-03-18T08:00:00.000Z</lastmod>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh" href="https://www.example.cn/about/news/1" />',
    )
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.cn/about/news/1" />',
    )
  })

  it('escapes & in URLs, drops invalid dates, and gives a lone-language page no alternates', () => {
    const xml = renderSitemap(entries, 'zh', origins)
    expect(xml).toContain('<loc>https://www.example.cn/customer/case?industry=2&amp;product=1</loc>')
    const lone = xml.slice(xml.indexOf('/about/news/2'), xml.indexOf('</url>', xml.indexOf('/about/news/2')))
    expect(lone).not.toContain('lastmod')
    expect(lone).not.toContain('xhtml:link')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })
})

describe('sitemap index', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

  it('the index at /sitemap.xml lists each file', () => {
    const index = renderSitemapIndex(origins.zh, ['pages', 'news-1', 'news-2'])
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index)).toEqual(
      ['pages', 'news-1', 'news-2'].map((f) => `https://www.example.cn/sitemaps/sitemap/${f}.xml`),
    )
  })
})

describe('robots.txt (Next writes it from robotsFor; the e2e suite reads the file)', () => {
  it('allows the site, keeps out the admin and APIs, names the host sitemap', () => {
    expect(robotsFor(origins.en)).toEqual({
      rules: {
        userAgent: '*',
        allow: ['/', '/cms-api/media/file/'],
        disallow: ['/admin', '/cms-api', '/api/'],
      },
      sitemap: 'https://en.example.cn/sitemap.xml',
    })
  })
})
