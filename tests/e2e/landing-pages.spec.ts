import type { APIRequestContext } from '@playwright/test'
import { direct, expect, signIn, staffLogin, test, zhHost } from './fixtures'
import { E2E_PORT, EN, ZH } from '../../playwright.config'

/**
 * Issue 21, part 1: landing pages built from blocks. An editor makes a page in both languages,
 * previews the draft beside the form, publishes it, and it is served at its path on both hosts
 * and listed in both sitemaps; a path the site already owns is refused with a message. Part 3:
 * the enquiry form's privacy line leads to the seeded privacy page.
 */
const enHost = `en.site.test:${E2E_PORT}`
const stamp = Date.now()

/** An editor account (made by the admin), as the people who build these pages have. */
async function editorHeaders(request: APIRequestContext, who = 'pages-editor') {
  const admin = (await staffLogin(request)).headers
  const email = `${who}-${stamp}@site.test`
  const made = await request.post(`${direct}/cms-api/users`, {
    headers: admin,
    data: { email, password: 'pages-editor-password', name: 'Pages editor', roles: ['editor'] },
  })
  expect(made.status(), await made.text()).toBe(201)
  return (await staffLogin(request, email, 'pages-editor-password')).headers
}

const layout = (l: 'zh' | 'en', productId: number) => [
  {
    blockType: 'hero',
    heading: l === 'zh' ? `夏季峰会 ${stamp}` : `Summer summit ${stamp}`,
    text: l === 'zh' ? '一起聊聊数据库的下一个十年。' : 'The next decade of databases, together.',
    buttons: [{ label: l === 'zh' ? '立即报名' : 'Register now', action: 'contact' }],
  },
  {
    blockType: 'cards',
    heading: l === 'zh' ? '相关产品' : 'Related products',
    source: 'linked',
    linked: [{ relationTo: 'products', value: productId }],
  },
  {
    blockType: 'faq',
    heading: l === 'zh' ? '常见问题' : 'Questions',
    items: [
      {
        question: l === 'zh' ? '在哪里举办？' : 'Where is it held?',
        answer: l === 'zh' ? '北京，也可在线参加。' : 'In Beijing, and online.',
      },
    ],
  },
]

/** Whether a file of the host's sitemap (listed by the index at /sitemap.xml) names the path. */
async function sitemapHas(request: APIRequestContext, host: string, path: string) {
  const index = await request.get(`${direct}/sitemap.xml`, { headers: { Host: host } })
  expect(index.status()).toBe(200)
  for (const [, loc] of (await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const res = await request.get(`${direct}${new URL(loc!).pathname}`, { headers: { Host: host } })
    expect(res.status()).toBe(200)
    if ((await res.text()).includes(`${path}</loc>`)) return true
  }
  return false
}

test('an editor builds a page in both languages, previews it and publishes it on both hosts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await editorHeaders(request)
  const path = `/events/summit-${stamp}`
  const products = await request.get(`${direct}/cms-api/products?where[type][equals]=MogDB&depth=0`, {
    headers,
  })
  const productId = ((await products.json()) as { docs: { id: number }[] }).docs[0]!.id

  // A draft in Chinese, then its English text.
  const made = await request.post(`${direct}/cms-api/pages?locale=zh`, {
    headers,
    data: { title: `夏季峰会 ${stamp}`, path, layout: layout('zh', productId), _status: 'draft' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  try {
    const en = await request.patch(`${direct}/cms-api/pages/${id}?locale=en&draft=true`, {
      headers,
      data: { title: `Summer summit ${stamp}`, layout: layout('en', productId), _status: 'draft' },
    })
    expect(en.status(), await en.text()).toBe(200)

    // Not published yet: visitors get the 404 page on both hosts.
    for (const origin of [ZH, EN]) {
      const res = await request.get(`${origin}${path}`)
      expect(res.status()).toBe(404)
    }

    // Live preview beside the form shows the draft on each language's host.
    await signIn(page, `pages-editor-${stamp}@site.test`, 'pages-editor-password')
    for (const [locale, origin, heading] of [
      ['zh', ZH, `夏季峰会 ${stamp}`],
      ['en', EN, `Summer summit ${stamp}`],
    ] as const) {
      await page.goto(`${ZH}/admin/collections/pages/${id}?locale=${locale}`)
      const toggler = page.locator('#live-preview-toggler')
      await expect(toggler).toBeVisible({ timeout: 30_000 })
      if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
      await expect(page.locator('iframe#live-preview-iframe')).toHaveAttribute(
        'src',
        new RegExp(`^${origin}/api/preview\\?`),
      )
      const frame = page.frameLocator('iframe#live-preview-iframe')
      await expect(frame.locator('h1')).toHaveText(heading, { timeout: 30_000 })
    }

    // Publish both languages.
    for (const locale of ['zh', 'en']) {
      const res = await request.patch(`${direct}/cms-api/pages/${id}?locale=${locale}`, {
        headers,
        data: { _status: 'published' },
      })
      expect(res.status(), await res.text()).toBe(200)
    }

    for (const [origin, heading, question, product] of [
      [ZH, `夏季峰会 ${stamp}`, '在哪里举办？', 'MogDB'],
      [EN, `Summer summit ${stamp}`, 'Where is it held?', 'MogDB'],
    ] as const) {
      const visitor = page.context().browser()!
      const ctx = await visitor.newContext({ locale: origin === ZH ? 'zh-CN' : 'en-US' })
      const p = await ctx.newPage()
      const res = await p.goto(`${origin}${path}`)
      expect(res?.status()).toBe(200)
      await expect(p.locator('h1')).toHaveText(heading)
      await expect(
        p
          .locator('main')
          .getByRole('link', { name: new RegExp(product) })
          .first(),
      ).toBeVisible()
      // The FAQ is a native disclosure: it opens from the keyboard.
      const summary = p.locator('summary', { hasText: question })
      await summary.focus()
      await p.keyboard.press('Enter')
      await expect(p.locator('details[open]')).toHaveCount(1)
      // The hero's button opens the contact dialog.
      await p.getByRole('button', { name: origin === ZH ? '立即报名' : 'Register now' }).click()
      await expect(p.getByTestId('contact-dialog')).toBeVisible()
      await ctx.close()
      // Its own canonical URL and the other language as hreflang.
      const html = await (await request.get(`${origin}${path}`)).text()
      expect(html).toContain(`rel="canonical" href="${origin}${path}"`)
      expect(html).toContain(`hrefLang="${origin === ZH ? 'en' : 'zh'}`)
    }
    await expect(async () => {
      expect(await sitemapHas(request, zhHost, path)).toBe(true)
      expect(await sitemapHas(request, enHost, path)).toBe(true)
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.delete(`${direct}/cms-api/pages/${id}`, { headers })
  }
  // Deleted: gone from both hosts at once.
  expect((await request.get(`${ZH}${path}`)).status()).toBe(404)
})

test('a page with no content in a language answers 404 on that host', async ({ request }) => {
  const headers = (await staffLogin(request)).headers
  const path = `/events/zh-only-${stamp}`
  const made = await request.post(`${direct}/cms-api/pages?locale=zh`, {
    headers,
    data: {
      title: `只有中文 ${stamp}`,
      path,
      layout: [{ blockType: 'hero', heading: `只有中文 ${stamp}` }],
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  try {
    const zh = await request.get(`${ZH}${path}`)
    expect(zh.status()).toBe(200)
    expect(await zh.text()).toContain(`只有中文 ${stamp}`)
    const en = await request.get(`${EN}${path}`)
    expect(en.status()).toBe(404)
    expect(await en.text()).toContain('HTTP Error 404')
  } finally {
    await request.delete(`${direct}/cms-api/pages/${id}`, { headers })
  }
})

test('a path the site already owns is refused, with the reason', async ({ page, request }) => {
  const headers = (await staffLogin(request)).headers
  for (const [path, reason] of [
    ['/about/company', '固定页面'],
    ['/products/MogDB', '固定页面'],
    ['/admin/pages', '后台'],
    ['/technology/enmoedu', '跳转'],
  ]) {
    const res = await request.post(`${direct}/cms-api/pages?locale=zh`, {
      headers,
      data: { title: '冲突', path, layout: [{ blockType: 'hero', heading: '冲突' }], _status: 'published' },
    })
    expect(res.status(), path).toBe(400)
    expect(await res.text(), path).toContain(reason)
  }
  // In English for an admin who works in English.
  const en = await request.post(`${direct}/cms-api/pages?locale=en`, {
    headers: { ...headers, 'Accept-Language': 'en' },
    data: {
      title: 'Clash',
      path: '/doc',
      layout: [{ blockType: 'hero', heading: 'Clash' }],
      _status: 'published',
    },
  })
  expect(en.status()).toBe(400)
  expect(await en.text()).toContain('one of the site’s own pages')

  // The admin's form shows it on the field.
  await signIn(page)
  await page.goto(`${ZH}/admin/collections/pages/create`)
  await page.locator('input[name="title"]').fill(`冲突页面 ${stamp}`)
  await page.locator('input[name="path"]').fill('/about/company')
  await page.locator('#action-save').click()
  // Shown on the field, in the admin's language (the browser's here).
  await expect(
    page.getByRole('complementary').filter({ hasText: /固定页面|one of the site’s own pages/ }),
  ).toBeVisible({ timeout: 20_000 })
  // Autosave kept the refused attempt as a draft (drafts are not validated): nothing shows it,
  // and the test leaves nothing behind.
  expect((await request.get(`${ZH}/about/company`)).status()).toBe(200)
  await request.delete(`${direct}/cms-api/pages?where[path][equals]=/about/company`, { headers })
})

test('the enquiry form’s privacy line leads to the privacy page, in each language', async ({ page }) => {
  for (const [origin, button, link, title] of [
    [ZH, '产品咨询', '隐私政策', '隐私政策'],
    [EN, 'Contact Us', 'privacy policy', 'Privacy policy'],
  ] as const) {
    await page.goto(`${origin}/about/company`)
    await page.getByRole('button', { name: button }).first().click()
    const dialog = page.getByTestId('contact-dialog')
    const privacy = dialog.getByRole('link', { name: new RegExp(link) })
    await expect(privacy).toHaveAttribute('href', '/privacy')
    await expect(privacy).toHaveAttribute('target', '_blank')
    const [tab] = await Promise.all([page.context().waitForEvent('page'), privacy.click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/privacy')
    await expect(tab.locator('h1')).toHaveText(title)
    // Every page's footer links it too.
    await expect(tab.locator('footer').getByRole('link', { name: title })).toHaveAttribute('href', '/privacy')
    await tab.close()
  }
})

test('a page the footer links to cannot be unpublished or deleted until the link is gone', async ({
  request,
}) => {
  const headers = await editorHeaders(request, 'links-editor')
  const path = `/events/linked-${stamp}`
  const made = await request.post(`${direct}/cms-api/pages?locale=zh`, {
    headers,
    data: {
      title: `被链接的页面 ${stamp}`,
      path,
      layout: [{ blockType: 'hero', heading: '被链接' }],
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  // The footer's related links, with their row ids (their labels are localized).
  const footerUrl = `${direct}/cms-api/globals/footer?locale=zh&depth=0`
  const related = (
    (await (await request.get(footerUrl, { headers })).json()) as {
      relatedLinks: { id: string; label: string; url: string }[]
    }
  ).relatedLinks
  const saveFooter = async (rows: unknown[]) => {
    const res = await request.post(footerUrl, { headers, data: { relatedLinks: rows } })
    expect(res.status(), await res.text()).toBe(200)
  }
  await saveFooter([...related, { label: '活动', url: path }])
  try {
    // The footer's related links (a popover's content, in the page's flight data) show it.
    await expect(async () => expect(await (await request.get(`${ZH}/`)).text()).toContain(path)).toPass({
      timeout: 15_000,
    })
    // What the admin's unpublish and delete send: refused, with the reason in the admin's language.
    const unpublish = await request.patch(`${direct}/cms-api/pages/${id}?locale=zh`, {
      headers: { ...headers, 'Accept-Language': 'en' },
      data: { _status: 'draft' },
    })
    expect(unpublish.status()).toBe(400)
    expect(await unpublish.text()).toContain(`${path} is still linked from the footer`)
    const remove = await request.delete(`${direct}/cms-api/pages/${id}`, { headers })
    expect(remove.status()).toBe(400)
    expect(await remove.text()).toContain('仍被页脚链接')
    expect((await request.get(`${ZH}${path}`)).status()).toBe(200)
  } finally {
    await saveFooter(related)
  }
  // Without the link, the page goes.
  expect((await request.delete(`${direct}/cms-api/pages/${id}`, { headers })).status()).toBe(200)
  expect((await request.get(`${ZH}${path}`)).status()).toBe(404)
})
