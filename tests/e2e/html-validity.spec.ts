import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { direct, expect, staffLogin, test } from './fixtures'
import { E2E_PORT } from '../../playwright.config'
import { serverErrorPage, unavailablePage } from '../../src/features/errors/error-documents.mjs'

/**
 * Issue 54, part 7: the server HTML of every page type on both hosts, of a landing page with
 * every block and a rich text with every node, and the error documents the server writes itself
 * (500, 503) is valid HTML by the W3C Nu Html Checker (vnu, run once over all of them: Java is
 * slow to start). Errors and warnings (a section or article without a heading, …) fail the test.
 */

type Lang = 'zh' | 'en'
const hosts: Record<Lang, string> = { zh: `www.site.test:${E2E_PORT}`, en: `en.site.test:${E2E_PORT}` }
const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar'
const stamp = Date.now()

/** The fixed routes of spec section 2 (docs/pages.md), listings with their filters included. */
const fixedPaths = [
  '/',
  '/products/MogDB',
  '/products/zCloud',
  '/products/zDataX',
  '/products/zStorage',
  '/products/zAIoT',
  '/services/consulting_service',
  '/services/operation_management',
  '/services/huaweiCloud_service',
  '/solution',
  '/product_solution',
  '/product_solution/financial_industry',
  '/customer',
  '/customer/case',
  '/customer/case?product=1&industry=1',
  '/doc',
  '/video',
  '/about/news',
  '/about/news?page=2',
  '/technology/article',
  '/about/company',
  '/about/ContactUs',
  '/about/contract',
  '/about/honor',
  '/about/job',
  '/about/partner',
  '/technology/modb',
  '/technology/TrendChart',
  '/search?q=MogDB',
  '/search?q=qqqqxyzzy',
  '/search?q=',
  '/privacy',
  '/no-such-page-here',
  '/about/news/999999',
]

/** Detail pages: the first entries each listing links to. */
const detailKinds: { listing: string; base: string; count: number }[] = [
  { listing: '/solution', base: '/solution', count: 2 },
  { listing: '/product_solution', base: '/product_solution', count: 2 },
  { listing: '/customer/case', base: '/customer/case', count: 2 },
  { listing: '/doc', base: '/doc', count: 3 },
  { listing: '/video', base: '/video', count: 4 },
  { listing: '/about/news', base: '/about/news', count: 2 },
  { listing: '/technology/article', base: '/technology/article', count: 2 },
]

async function get(request: APIRequestContext, lang: Lang, pagePath: string) {
  const res = await request.get(`${direct}${pagePath}`, {
    headers: { Host: hosts[lang] },
    maxRedirects: 0,
    timeout: 120_000,
  })
  return { status: res.status(), html: await res.text() }
}

function linkedPaths(html: string, base: string, count: number): string[] {
  const re = new RegExp(`href="(${base.replace(/\//g, '\\/')}\\/\\d+)"`, 'g')
  return [...new Set([...html.matchAll(re)].map((m) => m[1]!))].slice(0, count)
}

// Lexical nodes, as the admin's editor stores them.
const base = { direction: 'ltr', format: '', indent: 0, version: 1 }
const text = (t: string, format = 0) => ({
  type: 'text',
  text: t,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const para = (children: object[], extra: object = {}) => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children,
  ...extra,
})
const item = (value: number, children: object[], checked?: boolean) => ({
  ...base,
  type: 'listitem',
  value,
  ...(checked === undefined ? {} : { checked }),
  children,
})
const list = (listType: 'bullet' | 'number' | 'check', items: object[]) => ({
  ...base,
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  children: items,
})

/** A rich text with every node the site's editor offers. */
function richText(l: Lang, imageId: number) {
  const w = (zh: string, en: string) => (l === 'zh' ? zh : en)
  return {
    root: {
      ...base,
      type: 'root',
      children: [
        { ...base, type: 'heading', tag: 'h2', children: [text(w('小标题', 'A heading'))] },
        { ...base, type: 'heading', tag: 'h3', children: [text(w('三级标题', 'A subheading'))] },
        para([
          text(w('加粗', 'Bold'), 1),
          text(' '),
          text(w('斜体', 'italic'), 2),
          text(' '),
          text(w('删除线', 'struck'), 4),
          text(' '),
          text(w('下划线', 'underlined'), 8),
          text(' '),
          text('code()', 16),
          text(' H'),
          text('2', 32),
          text('O x'),
          text('2', 64),
          { type: 'linebreak', version: 1 },
          {
            ...base,
            type: 'link',
            fields: { linkType: 'custom', url: 'https://www.example.com/', newTab: true },
            children: [text(w('外部链接', 'an outside link'))],
          },
          text(' '),
          {
            ...base,
            type: 'link',
            fields: { linkType: 'custom', url: '/about/company', newTab: false },
            children: [text(w('站内链接', 'a link on the site'))],
          },
        ]),
        para([text(w('居中并缩进的段落。', 'A centred, indented paragraph.'))], {
          format: 'center',
          indent: 1,
        }),
        para([]),
        list('bullet', [
          item(1, [text(w('第一项', 'First point'))]),
          item(2, [text(w('第二项', 'Second point'))]),
          item(3, [list('bullet', [item(1, [text(w('嵌套项', 'A nested point'))])])]),
        ]),
        list('number', [item(1, [text(w('第一步', 'Step one'))]), item(2, [text(w('第二步', 'Step two'))])]),
        list('check', [
          item(1, [text(w('已完成', 'Done'))], true),
          item(2, [text(w('待办', 'To do'))], false),
        ]),
        { ...base, type: 'quote', children: [text(w('一段引文。', 'A quotation.'))] },
        { type: 'horizontalrule', version: 1 },
        { type: 'upload', version: 3, format: '', relationTo: 'media', value: imageId, fields: null },
      ],
    },
  }
}

/** Every block of the landing-page builder, in one page. */
function layout(l: Lang, ids: { product: number; plan: number; kase: number; image: number; video: number }) {
  const w = (zh: string, en: string) => (l === 'zh' ? zh : en)
  return [
    {
      blockType: 'hero',
      heading: w(`校验页 ${stamp}`, `Validity page ${stamp}`),
      text: w('每一种区块。', 'Every block there is.'),
      image: ids.image,
      buttons: [
        { label: w('咨询', 'Ask us'), action: 'contact' },
        { label: w('了解', 'Read on'), action: 'link', link: '/about/company' },
      ],
    },
    { blockType: 'richText', heading: w('正文', 'Body'), content: richText(l, ids.image) },
    {
      blockType: 'cards',
      heading: w('相关内容', 'Related'),
      text: w('链接的内容。', 'Linked content.'),
      source: 'linked',
      linked: [
        { relationTo: 'products', value: ids.product },
        { relationTo: 'solution-plans', value: ids.plan },
        { relationTo: 'cases', value: ids.kase },
      ],
    },
    {
      blockType: 'cards',
      heading: w('自由卡片', 'Written cards'),
      source: 'free',
      items: [
        { title: w('有图', 'With an image'), text: w('说明', 'Text'), image: ids.image, link: '/doc' },
        { title: w('无图', 'Without'), text: w('说明', 'Text') },
      ],
    },
    {
      blockType: 'figures',
      heading: w('数字', 'Figures'),
      items: [
        { value: '99.99%', label: w('可用性', 'Availability') },
        { value: '500+', label: w('客户', 'Customers') },
      ],
    },
    { blockType: 'logos', heading: w('合作伙伴', 'Partners') },
    {
      blockType: 'cta',
      heading: w('行动', 'Act'),
      text: w('现在就联系我们。', 'Talk to us now.'),
      button: { label: w('联系', 'Contact'), action: 'contact' },
    },
    { blockType: 'media', media: ids.image, caption: w('一张图', 'An image') },
    { blockType: 'media', media: ids.video, caption: w('一段视频', 'A video') },
    {
      blockType: 'faq',
      heading: w('问答', 'Questions'),
      items: [
        { question: w('问一？', 'One?'), answer: w('答一。', 'Answer one.') },
        { question: w('问二？', 'Two?'), answer: w('答二。', 'Answer two.') },
      ],
    },
    { blockType: 'contact', heading: w('留言', 'Write to us'), text: w('我们会回复。', 'We answer.') },
  ]
}

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
}

/** Java runs the checker: without it the test stops at once and says what to install. */
function requireJava() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (java.error || java.status !== 0) {
    throw new Error(
      'The HTML validity test needs Java (a JRE 11 or newer) on the PATH to run the W3C Nu Html ' +
        'Checker: install it, e.g. `apt-get install -y default-jre-headless` (.ci/run does).',
    )
  }
}

/** The checker over all files at once (one Java start). */
function runVnu(files: string[]): VnuMessage[] {
  const r = spawnSync('java', ['-Xss2m', '-jar', VNU, '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 300_000,
  })
  if (r.error) throw r.error
  try {
    return (JSON.parse(r.stdout) as { messages: VnuMessage[] }).messages
  } catch {
    throw new Error(`vnu gave no JSON (exit ${r.status}): ${r.stdout}\n${r.stderr}`)
  }
}

test('every page type on both hosts, and a landing page with every block, is valid HTML', async ({
  request,
}, testInfo) => {
  test.setTimeout(600_000)
  requireJava()
  const { headers } = await staffLogin(request)
  const find = async (query: string) => {
    const res = await request.get(`${direct}/cms-api/${query}`, { headers })
    expect(res.status(), query).toBe(200)
    const doc = ((await res.json()) as { docs: { id: number }[] }).docs[0]
    expect(doc, query).toBeTruthy()
    return doc!.id
  }
  const ids = {
    product: await find('products?where[type][equals]=MogDB&depth=0&limit=1'),
    plan: await find('solution-plans?depth=0&limit=1'),
    kase: await find('cases?depth=0&limit=1'),
    image: await find('media?where[mimeType][in]=image/png,image/jpeg,image/webp&depth=0&limit=1'),
    video: await find('media?where[mimeType][like]=video&depth=0&limit=1'),
  }
  const landing = `/events/html-validity-${stamp}`
  const made = await request.post(`${direct}/cms-api/pages?locale=zh`, {
    headers,
    data: { title: `校验页 ${stamp}`, path: landing, layout: layout('zh', ids), _status: 'published' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const pageId = ((await made.json()) as { doc: { id: number } }).doc.id
  try {
    const en = await request.patch(`${direct}/cms-api/pages/${pageId}?locale=en`, {
      headers,
      data: { title: `Validity page ${stamp}`, layout: layout('en', ids), _status: 'published' },
    })
    expect(en.status(), await en.text()).toBe(200)

    const dir = testInfo.outputPath('html')
    fs.mkdirSync(dir, { recursive: true })
    const pages = new Map<string, string>() // file → "lang path", for the report
    for (const lang of ['zh', 'en'] as const) {
      const paths = [...fixedPaths, landing]
      for (const kind of detailKinds) {
        const listing = await get(request, lang, kind.listing)
        const found = linkedPaths(listing.html, kind.base, kind.count)
        expect(found.length, `${lang} ${kind.listing} links to its entries`).toBeGreaterThan(0)
        paths.push(...found)
      }
      for (const p of paths) {
        const { status, html } = await get(request, lang, p)
        const expected = ['/no-such-page-here', '/about/news/999999'].includes(p) ? 404 : 200
        expect(status, `${lang} ${p}`).toBe(expected)
        const file = path.join(dir, `${lang}-${pages.size}.html`)
        fs.writeFileSync(file, html)
        pages.set(file, `${lang} ${p}`)
      }
    }

    for (const lang of ['zh', 'en'] as const) {
      for (const [name, html] of [
        ['500 document', serverErrorPage(lang)],
        ['503 document', unavailablePage(lang)],
      ] as const) {
        const file = path.join(dir, `${lang}-${pages.size}.html`)
        fs.writeFileSync(file, html)
        pages.set(file, `${lang} ${name}`)
      }
    }

    const messages = runVnu([...pages.keys()])
    const where = (m: VnuMessage) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : ''
      return `${pages.get(file) ?? file}${m.lastLine ? `:${m.lastLine}` : ''}`
    }
    const line = (m: VnuMessage) => `${where(m)}: ${m.message}\n    ${(m.extract ?? '').replace(/\n/g, ' ')}`
    // Plain info messages (React's `<br/>` "trailing slash has no effect") are left out.
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning')
    const errors = messages.filter((m) => m.type !== 'info')
    console.log(`vnu checked ${pages.size} documents: ${errors.length} errors, ${warnings.length} warnings`)
    expect(errors.map(line), 'vnu errors').toEqual([])
    expect(warnings.map(line), 'vnu warnings').toEqual([])
  } finally {
    await request.delete(`${direct}/cms-api/pages/${pageId}`, { headers })
  }
})
