import type { APIRequestContext } from '@playwright/test'
import { expect, signIn, test } from './fixtures'
import { E2E_PORT, EN, ZH } from '../../playwright.config'

/**
 * Issue #11, "Editors": live preview. An editor types in the admin; the real page beside the form,
 * on the host of the locale being edited, shows the draft; visitors keep seeing the published page,
 * and the preview entry refuses anyone without a staff member's signed pass.
 */
const direct = `http://127.0.0.1:${E2E_PORT}`
const zhHost = `www.site.test:${E2E_PORT}`
const stamp = Date.now()

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})

/** A published news item in both languages, made through the REST API as the admin. */
async function publishedNews(request: APIRequestContext) {
  const login = await request.post(`${direct}/cms-api/users/login`, {
    headers: { Host: zhHost },
    data: { email: 'admin@site.test', password: 'e2e-admin-password' },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const headers = { Host: zhHost, Authorization: `JWT ${token}` }
  const made = await request.post(`${direct}/cms-api/news?locale=zh`, {
    headers,
    data: {
      title: `预览测试新闻 ${stamp}`,
      summary: '发布版摘要',
      body: paragraph('发布版正文'),
      publishedAt: '2020-01-02T08:00:00.000Z',
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  const en = await request.patch(`${direct}/cms-api/news/${id}?locale=en`, {
    headers,
    data: {
      title: `Preview test news ${stamp}`,
      summary: 'Published summary',
      body: paragraph('Published body'),
      _status: 'published',
    },
  })
  expect(en.status(), await en.text()).toBe(200)
  return id
}

test('an editor sees a draft in live preview, on the locale’s host, and visitors do not', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const id = await publishedNews(request)

  await signIn(page)

  for (const { locale, origin, draft } of [
    { locale: 'zh', origin: ZH, draft: `草稿标题 ${stamp}` },
    { locale: 'en', origin: EN, draft: `Draft headline ${stamp}` },
  ]) {
    await page.goto(`${ZH}/admin/collections/news/${id}?locale=${locale}`)
    const toggler = page.locator('#live-preview-toggler')
    await expect(toggler).toBeVisible({ timeout: 30_000 })
    if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
    const iframe = page.locator('iframe#live-preview-iframe')
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${origin}/api/preview\\?`))
    const frame = page.frameLocator('iframe#live-preview-iframe')
    // The frame shows the real page, marked as a preview.
    await expect(frame.locator('h1')).toContainText(locale === 'zh' ? '预览测试新闻' : 'Preview test news', {
      timeout: 30_000,
    })
    const bar = frame.getByRole('status').filter({ hasText: locale === 'zh' ? '预览' : 'Preview' })
    await expect(bar).toBeVisible()
    // The notice sits above the site's fixed header, not over its menu.
    const [barBox, headerBox] = [await bar.boundingBox(), await frame.locator('.site-header').boundingBox()]
    expect(headerBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 0.5)

    // Typing autosaves a draft; the frame re-renders with it.
    const title = page.locator('input[name="title"]')
    await title.fill(draft)
    await expect(frame.locator('h1')).toHaveText(draft, { timeout: 30_000 })

    // A visitor (no staff pass) still gets the published page.
    const visitor = await browser.newContext({ locale: locale === 'zh' ? 'zh-CN' : 'en-US' })
    const visit = await visitor.newPage()
    await visit.goto(`${origin}/about/news/${id}`)
    await expect(visit.locator('h1')).toContainText(locale === 'zh' ? '预览测试新闻' : 'Preview test news')
    await expect(visit.locator('body')).not.toContainText(draft)

    // Next's draft-mode cookie alone, without the signed pass, shows nothing unpublished.
    const cookies = await page.context().cookies(origin)
    const bypass = cookies.find((c) => c.name === '__prerender_bypass')
    expect(bypass, 'draft-mode cookie on the previewed host').toBeTruthy()
    await visitor.addCookies([{ ...bypass! }])
    await visit.goto(`${origin}/about/news/${id}`)
    await expect(visit.locator('h1')).toContainText(locale === 'zh' ? '预览测试新闻' : 'Preview test news')
    await expect(visit.locator('body')).not.toContainText(draft)
    await visitor.close()
  }

  // The entry refuses forged or missing passes and foreign paths, in the host's language.
  const entry = async (host: string, query: string) => {
    const res = await request.get(`${direct}/api/preview?${query}`, {
      headers: { Host: host },
      maxRedirects: 0,
    })
    return { status: res.status(), body: (await res.json()) as { message: string } }
  }
  const forged = await entry(zhHost, `path=/about/news/${id}&token=eyJ1Ijo.x`)
  expect(forged.status).toBe(403)
  expect(forged.body.message).toMatch(/预览链接/)
  const enForged = await entry(`en.site.test:${E2E_PORT}`, `path=/about/news/${id}&token=abc.def`)
  expect(enForged.status).toBe(403)
  expect(enForged.body.message).toMatch(/preview link/)
  expect((await entry(zhHost, 'path=//evil.example/x&token=a.b')).status).toBe(400)
  expect((await entry(zhHost, 'path=https://evil.example/&token=a.b')).status).toBe(400)
})
