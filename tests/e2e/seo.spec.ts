import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { E2E_PORT } from '../../playwright.config'

/**
 * What search engines and share cards read (issue 7, SEO): canonical URL on the page's own
 * configured host, hreflang alternates, Open Graph and Twitter cards, JSON-LD per page type,
 * /sitemap.xml and /robots.txt per host. A forged Host header never changes a URL.
 */

test.describe.configure({ timeout: 180_000 })

type Lang = 'zh' | 'en'
const direct = `http://127.0.0.1:${E2E_PORT}`
const hosts: Record<Lang, string> = { zh: `www.site.test:${E2E_PORT}`, en: `en.site.test:${E2E_PORT}` }
const origin = (l: Lang) => `http://${hosts[l]}`

type Doc = { id: number; number?: number; title?: string; [k: string]: unknown }

async function cmsFind(request: APIRequestContext, collection: string, lang: Lang, query = '') {
  const url = `${direct}/cms-api/${collection}?locale=${lang}&fallback-locale=none&depth=0&where[title][exists]=true&${query}`
  const res = await request.get(url, { headers: { Host: hosts[lang] } })
  expect(res.status(), url).toBe(200)
  return ((await res.json()) as { docs: Doc[] }).docs
}

/** A search engine's user agent: it gets every tag in <head> (no streamed metadata). */
const CRAWLER = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/** The SEO facts of a server-rendered page, read from its HTML as a crawler would. */
async function seoOf(
  request: APIRequestContext,
  lang: Lang,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await request.get(`${direct}${path}`, {
    headers: { Host: hosts[lang], 'User-Agent': CRAWLER, ...headers },
    maxRedirects: 0,
    timeout: 150_000,
  })
  const html = await res.text()
  // Crawlers that do not run scripts read the <head> only.
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = [...head.matchAll(/<(?:link|meta)\b[^>]*>/gi)].map((m) => m[0])
  const attr = (tag: string, name: string) =>
    decode(new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '')
  const meta = (key: string) =>
    tags
      .filter((t) => /^<meta/i.test(t) && (attr(t, 'property') === key || attr(t, 'name') === key))
      .map((t) => attr(t, 'content'))
  const canonical = tags
    .filter((t) => /^<link/i.test(t) && attr(t, 'rel') === 'canonical')
    .map((t) => attr(t, 'href'))
  const alternates = Object.fromEntries(
    tags
      .filter((t) => /^<link/i.test(t) && attr(t, 'rel') === 'alternate' && attr(t, 'hreflang'))
      .map((t) => [attr(t, 'hreflang'), attr(t, 'href')]),
  )
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
  const title = decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')
  return { status: res.status(), html, title, meta, canonical, alternates, jsonLd }
}

const ofType = (ld: Record<string, unknown>[], type: string) => ld.filter((n) => n['@type'] === type)

async function adminAuth(request: APIRequestContext) {
  const login = await request.post(`${direct}/cms-api/users/login`, {
    headers: { Host: hosts.zh, 'Content-Type': 'application/json' },
    data: { email: 'admin@site.test', password: 'e2e-admin-password' },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Host: hosts.zh, Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
}

/** A page's common head: canonical on its own host, title with the brand, OG and Twitter card. */
async function expectHead(request: APIRequestContext, lang: Lang, path: string, canonicalPath = path) {
  const s = await seoOf(request, lang, path)
  expect(s.status, path).toBe(200)
  // Next writes the home page's canonical URL as the bare origin ("https://host", same as "/").
  const canonical = `${origin(lang)}${canonicalPath === '/' ? '' : canonicalPath}`
  const bare = (urls: string[]) => urls.map((u) => (u === `${origin(lang)}/` ? origin(lang) : u))
  expect(bare(s.canonical), `${lang} ${path}`).toEqual([canonical])
  expect(bare(s.meta('og:url'))).toEqual([canonical])
  expect(s.meta('og:locale')).toEqual([lang === 'zh' ? 'zh_CN' : 'en_US'])
  expect(s.meta('og:site_name')[0]).toBeTruthy()
  expect(s.meta('og:title')[0]).toBeTruthy()
  expect(s.meta('description')[0]?.length ?? 0).toBeGreaterThan(10)
  expect(s.meta('og:description')).toEqual(s.meta('description'))
  const image = s.meta('og:image')[0] ?? ''
  expect(image.startsWith(`${origin(lang)}/`), image).toBe(true)
  expect(Number(s.meta('og:image:width')[0])).toBeGreaterThan(0)
  expect(Number(s.meta('og:image:height')[0])).toBeGreaterThan(0)
  expect(s.meta('twitter:card')).toEqual(['summary_large_image'])
  expect(s.meta('twitter:image')[0]).toBe(image)
  expect(s.title).toContain(s.meta('og:site_name')[0]!)
  return s
}

function expectBothLanguages(s: Awaited<ReturnType<typeof seoOf>>, path: string) {
  const url = (lang: Lang) => (path === '/' ? origin(lang) : `${origin(lang)}${path}`)
  const bare = Object.fromEntries(Object.entries(s.alternates).map(([k, v]) => [k, v.replace(/\/$/, '')]))
  expect(path === '/' ? bare : s.alternates).toEqual({ zh: url('zh'), en: url('en'), 'x-default': url('zh') })
}

test.describe('canonical, hreflang, Open Graph', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`page types on the ${lang} host`, async ({ request }) => {
      const [news, cases, docs, videos, articles, plans] = await Promise.all([
        // The first seeded item (tests add news of their own, some in one language only).
        cmsFind(request, 'news', lang, 'sort=id&limit=1'),
        cmsFind(request, 'cases', lang, 'limit=1'),
        cmsFind(request, 'docs', lang, 'limit=1'),
        cmsFind(request, 'videos', lang, 'limit=1'),
        cmsFind(request, 'articles', lang, 'limit=1'),
        cmsFind(request, 'solution-plans', lang, 'limit=1&sort=number'),
      ])
      const paths = [
        '/',
        '/products/MogDB',
        '/services/consulting_service',
        `/solution/${plans[0]!.number}`,
        `/customer/case/${cases[0]!.id}`,
        `/about/news/${news[0]!.id}`,
        `/technology/article/${articles[0]!.id}`,
        `/doc/${docs[0]!.id}`,
        `/video/${videos[0]!.id}`,
        '/about/company',
        '/technology/modb',
      ]
      for (const path of paths) {
        const s = await expectHead(request, lang, path)
        // Every seeded document exists in both languages.
        expectBothLanguages(s, path)
      }
      const post = await seoOf(request, lang, `/about/news/${news[0]!.id}`)
      expect(post.meta('og:type')).toEqual(['article'])
      expect(post.meta('article:published_time')[0]).toBeTruthy()
      expect((await seoOf(request, lang, '/about/company')).meta('og:type')).toEqual(['website'])
    })
  }

  test('listings: canonical keeps meaningful filters, drops page, size and noise', async ({ request }) => {
    const cases = await expectHead(
      request,
      'en',
      '/customer/case?utm_source=x&page=1&size=20&product=1',
      '/customer/case?product=1',
    )
    expectBothLanguages(cases, '/customer/case?product=1')
    await expectHead(request, 'zh', '/customer/case?industry=3&size=20', '/customer/case?industry=3')
    await expectHead(request, 'zh', '/doc?docType=MogDB&size=30', '/doc?docType=MogDB')
    await expectHead(request, 'en', '/about/news?page=2&size=10', '/about/news')
  })

  test('the home title stands alone; other titles end with the brand', async ({ request }) => {
    const home = await seoOf(request, 'en', '/')
    const company = await seoOf(request, 'en', '/about/company')
    const brand = company.meta('og:site_name')[0]!
    expect(company.title).toMatch(new RegExp(`\\| ${brand}$`))
    expect(home.title).not.toMatch(/ \| /)
  })

  test('a 404 is not indexed (said once) and names no canonical', async ({ request }) => {
    for (const lang of ['zh', 'en'] as const)
      for (const path of ['/no-such-page/at-all', '/404', '/customer/case/99999', '/about/news/abc']) {
        const s = await seoOf(request, lang, path)
        expect(s.status, path).toBe(404)
        expect(s.meta('robots'), path).toEqual(['noindex'])
        expect(s.canonical, path).toEqual([])
      }
  })

  test('a document without English text links no English page, and is only in the zh sitemap', async ({
    request,
    page,
  }) => {
    parserPage = page
    const headers = await adminAuth(request)
    const title = `仅中文新闻 ${Date.now()}`
    const created = await request.post(`${direct}/cms-api/news?locale=zh`, {
      headers,
      data: {
        title,
        summary: '只有中文版本的新闻，用于检查搜索引擎信息。',
        _status: 'published',
        publishedAt: '2020-01-01T00:00:00.000Z',
      },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      const path = `/about/news/${id}`
      const zh = await expectHead(request, 'zh', path)
      expect(zh.alternates).toEqual({})
      expect(zh.meta('og:locale:alternate')).toEqual([])
      expect((await seoOf(request, 'en', path)).status).toBe(404)
      // The sitemaps are purged by the same edit (no rebuild, no waiting for the five minutes).
      await expect(async () => {
        const zhMap = await sitemapOf(request, 'zh')
        const entry = zhMap.find((u) => u.loc === `${origin('zh')}${path}`)
        expect(entry).toBeTruthy()
        expect(entry!.alternates).toEqual({})
      }).toPass({ timeout: 15_000 })
      const enMap = await sitemapOf(request, 'en')
      expect(enMap.some((u) => u.loc.endsWith(path))).toBe(false)
    } finally {
      await request.delete(`${direct}/cms-api/news/${id}`, { headers })
    }
  })
})

type SitemapUrl = { loc: string; lastmod: string | null; alternates: Record<string, string> }

/** Parses a sitemap with a real XML parser (the browser's) so malformed XML fails the test. */
async function parseSitemap(page: Page, xml: string, root = 'urlset'): Promise<SitemapUrl[] | string> {
  return page.evaluate(
    ([text, root]) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const error = doc.querySelector('parsererror')
      if (error) return `parse error: ${error.textContent}`
      const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9'
      const XHTML = 'http://www.w3.org/1999/xhtml'
      if (doc.documentElement.namespaceURI !== SM || doc.documentElement.localName !== root)
        return `not a ${root}`
      if (root === 'sitemapindex')
        return [...doc.getElementsByTagNameNS(SM, 'sitemap')].map((u) => ({
          loc: u.getElementsByTagNameNS(SM, 'loc')[0]?.textContent ?? '',
          lastmod: null,
          alternates: {},
        }))
      return [...doc.getElementsByTagNameNS(SM, 'url')].map((u) => ({
        loc: u.getElementsByTagNameNS(SM, 'loc')[0]?.textContent ?? '',
        lastmod: u.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? null,
        alternates: Object.fromEntries(
          [...u.getElementsByTagNameNS(XHTML, 'link')].map((l) => [
            l.getAttribute('hreflang'),
            l.getAttribute('href'),
          ]),
        ),
      }))
    },
    [xml, root] as const,
  )
}

let parserPage: Page | null = null
/** Every URL of a host's sitemap: /sitemap.xml is an index of the files Next writes. */
async function sitemapOf(request: APIRequestContext, lang: Lang, headers: Record<string, string> = {}) {
  const get = async (path: string, root: string) => {
    const res = await request.get(`${direct}${path}`, { headers: { Host: hosts[lang], ...headers } })
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type']).toMatch(/xml/)
    const parsed = await parseSitemap(parserPage!, await res.text(), root)
    if (typeof parsed === 'string') throw new Error(`${path}: ${parsed}`)
    return parsed
  }
  const files = await get('/sitemap.xml', 'sitemapindex')
  expect(files.length).toBeGreaterThan(0)
  const urls: SitemapUrl[] = []
  for (const file of files) {
    // The index names files on this host only.
    expect(file.loc.startsWith(`${origin(lang)}/sitemaps/sitemap/`), file.loc).toBe(true)
    urls.push(...(await get(new URL(file.loc).pathname, 'urlset')))
  }
  return urls
}

test.describe('sitemap and robots', () => {
  test.beforeEach(async ({ page }) => {
    parserPage = page
  })

  for (const lang of ['zh', 'en'] as const) {
    test(`/sitemap.xml on the ${lang} host lists its published pages with both hosts`, async ({
      request,
    }) => {
      const urls = await sitemapOf(request, lang)
      const locs = new Set(urls.map((u) => u.loc))
      // Absolute URLs on this host only; no duplicates.
      expect(urls.every((u) => u.loc.startsWith(`${origin(lang)}/`))).toBe(true)
      expect(locs.size).toBe(urls.length)
      for (const path of [
        '/',
        '/customer/case',
        '/doc',
        '/video',
        '/solution',
        '/about/company',
        '/about/news',
        '/technology/TrendChart',
      ]) {
        expect(locs.has(`${origin(lang)}${path}`), path).toBe(true)
      }
      // Redirected legacy paths are not pages.
      expect(locs.has(`${origin(lang)}/products/zData`)).toBe(false)
      const expected: [string, string, string][] = [
        ['news', '/about/news/', 'id'],
        ['articles', '/technology/article/', 'id'],
        ['cases', '/customer/case/', 'id'],
        ['docs', '/doc/', 'id'],
        ['videos', '/video/', 'id'],
        ['solution-plans', '/solution/', 'number'],
        ['product-plans', '/product_solution/', 'number'],
      ]
      for (const [collection, base, key] of expected) {
        const docs = await cmsFind(request, collection, lang, 'limit=200')
        expect(docs.length, collection).toBeGreaterThan(0)
        for (const d of docs)
          expect(locs.has(`${origin(lang)}${base}${d[key]}`), `${base}${d[key]}`).toBe(true)
      }
      const pageTypes = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zAIoT']
      const products = (await cmsFind(request, 'products', lang, 'limit=50')).filter((p) =>
        pageTypes.includes(String(p.type)),
      )
      expect(products.length).toBeGreaterThan(0)
      for (const p of products)
        expect(locs.has(`${origin(lang)}/products/${p.type}`), String(p.type)).toBe(true)
      const services = await cmsFind(request, 'services', lang, 'limit=50')
      for (const sv of services)
        expect(locs.has(`${origin(lang)}/services/${sv.type}`), String(sv.type)).toBe(true)
      // Seeded documents exist in both languages: each entry links both hosts and x-default.
      // A seeded news item, published in both languages (tests add zh-only items).
      const news = urls.find((u) => u.loc.endsWith('/about/news/1'))!
      const path = news.loc.slice(origin(lang).length)
      expect(news.alternates).toEqual({
        zh: `${origin('zh')}${path}`,
        en: `${origin('en')}${path}`,
        'x-default': `${origin('zh')}${path}`,
      })
      expect(news.lastmod && !Number.isNaN(Date.parse(news.lastmod))).toBe(true)
    })

    test(`the ${lang} sitemap's files: the pages file, then id ranges per kind; any other name is a 404`, async ({
      request,
    }) => {
      const res = await request.get(`${direct}/sitemap.xml`, { headers: { Host: hosts[lang] } })
      const names = [...(await res.text()).matchAll(/\/sitemaps\/sitemap\/([^<]+)\.xml</g)].map((m) => m[1])
      expect(names[0]).toBe('pages')
      expect(names).toContain('news-1')
      for (const name of names.slice(1))
        expect(name).toMatch(/^(solution|product_solution|case|news|article|doc|video)-[1-9][0-9]*$/)
      // In the host's language, pointing to the index.
      const said = { zh: '没有这个站点地图文件', en: 'There is no such sitemap file' }[lang]
      for (const name of [
        '1.xml',
        'news-0.xml',
        'news-9999.xml',
        'others-1.xml',
        'pages-1.xml',
        'constructor-1.xml',
        'pages',
      ]) {
        const file = await request.get(`${direct}/sitemaps/sitemap/${name}`, {
          headers: { Host: hosts[lang] },
        })
        expect(file.status(), name).toBe(404)
        const text = await file.text()
        expect(text, name).toContain(said)
        expect(text, name).toContain(`${origin(lang)}/sitemap.xml`)
      }
    })

    test(`/robots.txt on the ${lang} host`, async ({ request }) => {
      const res = await request.get(`${direct}/robots.txt`, { headers: { Host: hosts[lang] } })
      expect(res.status()).toBe(200)
      const txt = await res.text()
      // Field names are case-insensitive (RFC 9309); Next writes `User-Agent`.
      expect(txt).toMatch(/^User-agent: \*$/im)
      expect(txt).toMatch(/^Allow: \/$/m)
      expect(txt).toMatch(/^Allow: \/cms-api\/media\/file\/$/m)
      for (const p of ['/admin', '/cms-api', '/api'])
        expect(txt).toMatch(new RegExp(`^Disallow: ${p}/?$`, 'm'))
      expect(txt).toMatch(new RegExp(`^Sitemap: ${origin(lang).replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'))
    })
  }
})

test.describe('structured data (JSON-LD)', () => {
  const required: Record<string, string[]> = {
    Organization: ['name', 'url', 'logo'],
    WebSite: ['name', 'url'],
    BreadcrumbList: ['itemListElement'],
    NewsArticle: ['headline', 'datePublished', 'image', 'author', 'publisher', 'mainEntityOfPage'],
    TechArticle: ['headline', 'datePublished', 'image', 'author', 'publisher'],
    VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate'],
  }

  for (const lang of ['zh', 'en'] as const) {
    test(`each page type on the ${lang} host`, async ({ request }) => {
      const [news, cases, docs, videos, articles, plans] = await Promise.all([
        cmsFind(request, 'news', lang, 'limit=1'),
        cmsFind(request, 'cases', lang, 'limit=1'),
        cmsFind(request, 'docs', lang, 'limit=1'),
        cmsFind(request, 'videos', lang, 'limit=1'),
        cmsFind(request, 'articles', lang, 'limit=1'),
        cmsFind(request, 'solution-plans', lang, 'limit=1&sort=number'),
      ])
      const pages: [string, string[]][] = [
        ['/', ['Organization', 'WebSite']],
        ['/products/MogDB', ['Organization', 'BreadcrumbList']],
        [`/solution/${plans[0]!.number}`, ['Organization', 'BreadcrumbList']],
        [`/customer/case/${cases[0]!.id}`, ['Organization', 'BreadcrumbList']],
        [`/about/news/${news[0]!.id}`, ['Organization', 'BreadcrumbList', 'NewsArticle']],
        [`/technology/article/${articles[0]!.id}`, ['Organization', 'BreadcrumbList', 'TechArticle']],
        [`/doc/${docs[0]!.id}`, ['Organization', 'BreadcrumbList', 'TechArticle']],
        [`/video/${videos[0]!.id}`, ['Organization', 'BreadcrumbList', 'VideoObject']],
        ['/about/company', ['Organization', 'BreadcrumbList']],
      ]
      for (const [path, types] of pages) {
        const { status, jsonLd } = await seoOf(request, lang, path)
        expect(status, path).toBe(200)
        for (const type of types) {
          const nodes = ofType(jsonLd, type)
          expect(nodes, `${path} has one ${type}`).toHaveLength(1)
          const node = nodes[0]!
          expect(node['@context'], path).toBe('https://schema.org')
          for (const prop of required[type]!) expect(node[prop], `${path} ${type}.${prop}`).toBeTruthy()
        }
        const org = ofType(jsonLd, 'Organization')[0]!
        expect(org.url).toBe(`${origin(lang)}/`)
        expect(String(org.logo).startsWith(`${origin(lang)}/`)).toBe(true)
        const crumbs = ofType(jsonLd, 'BreadcrumbList')[0]
        // Present exactly on the pages listed with one (the home page has none).
        expect(Boolean(crumbs), `${path} breadcrumbs`).toBe(types.includes('BreadcrumbList'))
        if (crumbs) {
          const items = crumbs.itemListElement as { position: number; name: string; item?: string }[]
          expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
          expect(items[0]!.item).toBe(`${origin(lang)}/`)
          expect(items.at(-1)!.item).toBeUndefined()
          expect(items.every((i) => i.name)).toBe(true)
        }
      }
      const news0 = await seoOf(request, lang, `/about/news/${news[0]!.id}`)
      const article = ofType(news0.jsonLd, 'NewsArticle')[0]!
      expect(article.headline).toBe(news0.meta('og:title')[0])
      expect((article.mainEntityOfPage as { '@id': string })['@id']).toBe(
        `${origin(lang)}/about/news/${news[0]!.id}`,
      )
      expect(article.inLanguage).toBe(lang === 'zh' ? 'zh-CN' : 'en')
    })
  }

  test('CMS text cannot break out of the JSON-LD script', async ({ request }) => {
    const headers = await adminAuth(request)
    const title = `Escaping </script><script>window.__pwned=1</script> <!-- ${Date.now()}`
    const created = await request.post(`${direct}/cms-api/articles?locale=en`, {
      headers: { ...headers, Host: hosts.en },
      data: { title, summary: 'A & B < C', _status: 'published', publishedAt: '2020-01-02T00:00:00.000Z' },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      const s = await seoOf(request, 'en', `/technology/article/${id}`)
      expect(s.status).toBe(200)
      expect(s.html).not.toContain('<script>window.__pwned')
      const ld = ofType(s.jsonLd, 'TechArticle')[0]!
      expect(ld.headline).toBe(title)
      expect(ld.description).toBe('A & B < C')
    } finally {
      await request.delete(`${direct}/cms-api/articles/${id}`, { headers })
    }
  })
})

test.describe('a forged Host header changes no URL', () => {
  test('X-Forwarded-Host (without a trusted proxy) changes neither canonical nor sitemap', async ({
    request,
    page,
  }) => {
    parserPage = page
    const forged = { 'X-Forwarded-Host': 'evil.test', 'X-Forwarded-Proto': 'https' }
    const s = await seoOf(request, 'en', '/about/company', forged)
    expect(s.canonical).toEqual([`${origin('en')}/about/company`])
    expect(s.html).not.toContain('evil.test')
    const urls = await sitemapOf(request, 'en', forged)
    expect(urls.every((u) => u.loc.startsWith(`${origin('en')}/`))).toBe(true)
  })

  test('an unknown Host is redirected to a configured host or served with configured URLs only', async ({
    request,
  }) => {
    for (const path of ['/about/company', '/sitemap.xml', '/robots.txt']) {
      const res = await request.get(`${direct}${path}`, { headers: { Host: 'evil.test' }, maxRedirects: 0 })
      const body = await res.text()
      expect(body, path).not.toContain('evil.test')
      if (res.status() >= 300 && res.status() < 400) {
        expect(res.headers().location).toMatch(new RegExp(`^http://(${hosts.zh}|${hosts.en})/`))
      } else {
        expect(res.status()).toBe(200)
        expect(body).toContain(origin('zh'))
      }
    }
  })
})
