import fs from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { direct, expect, signIn, staffHeaders as auth, staffLogin as login, test, zhHost } from './fixtures'
import { E2E_PORT, EN, ZH } from '../../playwright.config'
import { runCmsScript } from './support/cms-script'

/**
 * Issue #11, "Editors": editor-managed redirects answered before render on the right host, each
 * role's refusals through the REST API, and scheduled publishing reaching the public site.
 */
const enHost = `en.site.test:${E2E_PORT}`
const stamp = Date.now()

/** The answer to a page request on one host, redirects not followed. */
async function visit(request: APIRequestContext, host: string, pathAndQuery: string) {
  const res = await request.get(`${direct}${pathAndQuery}`, { headers: { Host: host }, maxRedirects: 0 })
  return { status: res.status(), location: res.headers()['location'] ?? null }
}

test.describe('editor-managed redirects', () => {
  test('a redirect made in the CMS is answered on the right hosts, keeping the query', async ({
    request,
    page,
  }) => {
    const { token } = await login(request)
    const make = async (data: Record<string, unknown>) => {
      const res = await request.post(`${direct}/cms-api/redirects`, { headers: auth(token), data })
      expect(res.status(), JSON.stringify(data)).toBe(201)
      return ((await res.json()) as { doc: { id: number } }).doc.id
    }
    const both = await make({ from: `/e2e-promo-${stamp}`, to: '/about/news?from=promo', host: 'both' })
    await make({ from: `/e2e-event-${stamp}`, to: '/products/MogDB', host: 'en', permanent: false })
    // The spec's fixed table wins over an editor's rule for the same old path.
    await make({ from: '/products/Uqbar', to: '/about/job', host: 'both', permanent: false })

    // Each instance refreshes its table within seconds.
    await expect
      .poll(async () => (await visit(request, zhHost, `/e2e-promo-${stamp}?utm=x`)).location, {
        timeout: 20_000,
      })
      .toBe(`http://${zhHost}/about/news?from=promo&utm=x`)
    expect(await visit(request, zhHost, `/e2e-promo-${stamp}`)).toEqual({
      status: 301,
      location: `http://${zhHost}/about/news?from=promo`,
    })
    expect(await visit(request, enHost, `/e2e-promo-${stamp}?a=1`)).toEqual({
      status: 301,
      location: `http://${enHost}/about/news?from=promo&a=1`,
    })
    expect(await visit(request, enHost, `/e2e-event-${stamp}`)).toEqual({
      status: 302,
      location: `http://${enHost}/products/MogDB`,
    })
    // An English-site rule does not exist on the Chinese site.
    expect((await visit(request, zhHost, `/e2e-event-${stamp}`)).status).toBe(404)
    expect(await visit(request, zhHost, '/products/Uqbar')).toEqual({
      status: 301,
      location: `http://${zhHost}/products/MogDB`,
    })

    // A browser lands on the target page of its own host.
    await page.goto(`${EN}/e2e-promo-${stamp}`)
    await expect(page).toHaveURL(`${EN}/about/news?from=promo`)

    // A deleted rule stops answering within seconds.
    expect(
      (await request.delete(`${direct}/cms-api/redirects/${both}`, { headers: auth(token) })).status(),
    ).toBe(200)
    await expect
      .poll(async () => (await visit(request, zhHost, `/e2e-promo-${stamp}`)).status, { timeout: 20_000 })
      .toBe(404)
  })

  test('a target on another host is refused with a clear message', async ({ request }) => {
    const { token } = await login(request)
    const res = await request.post(`${direct}/cms-api/redirects`, {
      headers: auth(token),
      data: { from: `/e2e-evil-${stamp}`, to: '//evil.example/phish', host: 'both' },
    })
    expect(res.status()).toBe(400)
    expect(await res.text()).toContain('站内路径')
  })
})

test.describe('staff roles through the REST API', () => {
  test('editors and sales staff are refused what their role does not cover', async ({ request }) => {
    const { token } = await login(request)
    const password = 'e2e-role-password-1'
    const accounts: Record<'editor' | 'sales', string> = { editor: '', sales: '' }
    for (const role of ['editor', 'sales'] as const) {
      const email = `${role}-${stamp}@site.test`
      const res = await request.post(`${direct}/cms-api/users`, {
        headers: auth(token),
        data: { email, password, roles: [role] },
      })
      expect(res.status(), `create ${role}`).toBe(201)
      accounts[role] = (await login(request, email, password)).token
    }
    const as = (role: 'editor' | 'sales') => auth(accounts[role])

    // Editors: content yes; enquiries and other staff accounts no.
    expect((await request.get(`${direct}/cms-api/enquiries`, { headers: as('editor') })).status()).toBe(403)
    expect(
      (
        await request.post(`${direct}/cms-api/users`, {
          headers: as('editor'),
          data: { email: `x-${stamp}@site.test`, password, roles: ['admin'] },
        })
      ).status(),
    ).toBe(403)
    const staff = (await (
      await request.get(`${direct}/cms-api/users`, { headers: as('editor') })
    ).json()) as {
      docs: Array<{ email: string }>
    }
    expect(staff.docs.map((d) => d.email)).toEqual([`editor-${stamp}@site.test`])
    expect((await request.get(`${direct}/cms-api/redirects`, { headers: as('editor') })).status()).toBe(200)

    // Sales: enquiries and their export yes; content writes, redirects and staff no.
    expect((await request.get(`${direct}/cms-api/enquiries`, { headers: as('sales') })).status()).toBe(200)
    expect((await request.get(`${direct}/api/enquiries/export`, { headers: as('sales') })).status()).toBe(200)
    expect((await request.get(`${direct}/api/enquiries/export`, { headers: as('editor') })).status()).toBe(
      403,
    )
    expect(
      (
        await request.post(`${direct}/cms-api/news`, {
          headers: as('sales'),
          data: { title: '销售不能写', publishedAt: '2025-01-01' },
        })
      ).status(),
    ).toBe(403)
    expect((await request.get(`${direct}/cms-api/redirects`, { headers: as('sales') })).status()).toBe(403)
    expect(
      (
        await request.post(`${direct}/cms-api/globals/site-settings`, { headers: as('sales'), data: {} })
      ).status(),
    ).toBe(403)
  })
})

test.describe('the admin per role', () => {
  /** A staff account with one role, made by the admin through REST. */
  async function staff(request: APIRequestContext, role: 'editor' | 'sales') {
    const { token } = await login(request)
    const email = `${role}-ui-${stamp}@site.test`
    const password = 'e2e-ui-password-1'
    const res = await request.post(`${direct}/cms-api/users`, {
      headers: auth(token),
      data: { email, password, roles: [role] },
    })
    expect(res.status()).toBe(201)
    return { email, password }
  }

  const nav = (page: import('@playwright/test').Page, name: RegExp) =>
    page.locator('nav').getByRole('link', { name })

  test('sales staff see enquiries and no content; editors see content and no enquiries', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const sales = await staff(request, 'sales')
    const editor = await staff(request, 'editor')

    await signIn(page, sales.email, sales.password)
    await expect(nav(page, /咨询需求|Enquiries/)).toBeVisible()
    await expect(nav(page, /新闻动态|^News$/)).toHaveCount(0)
    await expect(nav(page, /跳转规则|Redirects/)).toHaveCount(0)
    await expect(nav(page, /员工账号|Staff users/)).toHaveCount(0)
    // The CSV export is a button above the list, and downloads with the sales person's session.
    await page.goto(`${ZH}/admin/collections/enquiries`)
    // The list settles first: it writes its defaults into the URL, and the button carries the URL's filter.
    await expect(page).toHaveURL(/[?&]limit=/)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: /导出全部咨询（CSV）|Export all enquiries \(CSV\)/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(fs.readFileSync((await file.path())!, 'utf8').split('\n')[0]).toContain('"deliveryStatus"')
    // With a filter in the list, the button says so and passes the filter on.
    await page.goto(`${ZH}/admin/collections/enquiries?where[or][0][and][0][status][equals]=spam`)
    await expect(
      page.getByRole('link', { name: /导出筛选结果（CSV）|Export the filtered enquiries \(CSV\)/ }),
    ).toHaveAttribute(
      'href',
      /^\/api\/enquiries\/export\?where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=spam$/,
    )

    await page.context().clearCookies()
    await signIn(page, editor.email, editor.password)
    await expect(nav(page, /新闻动态|^News$/)).toBeVisible()
    await expect(nav(page, /跳转规则|Redirects/)).toBeVisible()
    await expect(nav(page, /咨询需求|Enquiries/)).toHaveCount(0)
    await expect(nav(page, /员工账号|Staff users/)).toHaveCount(0)
    // Their own account stays reachable.
    await page.goto(`${ZH}/admin/account`)
    await expect(page.locator('input[name="email"]')).toHaveValue(editor.email, { timeout: 30_000 })
  })
})

test.describe('the editing form', () => {
  test('shows dates as the site writes them, rich text in the body face, media by what editors look for', async ({
    page,
    request,
  }) => {
    const { token } = await login(request)
    const res = await request.get(`${direct}/cms-api/news?limit=1&depth=0`, { headers: auth(token) })
    const [news] = ((await res.json()) as { docs: { id: number }[] }).docs
    await signIn(page)
    await page.goto(`${ZH}/admin/collections/news/${news!.id}`)
    // "Last modified" and "created" read 2026/11/30 05:25, not "十一月 30日 2026, 5:25 上午".
    await expect(page.locator('.doc-controls__value').first()).toHaveText(
      /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
      {
        timeout: 30_000,
      },
    )
    // Payload sets the rich-text editor in a serif face; the site's body face is sans-serif.
    const editor = page.locator('.rich-text-lexical .editor-container').first()
    await expect(editor).toBeVisible()
    const faces = await editor.evaluate((el) => [
      getComputedStyle(el).fontFamily,
      getComputedStyle(document.body).fontFamily,
    ])
    expect(faces[0]).toBe(faces[1])
    expect(faces[0]).not.toMatch(/Georgia/)

    // The media library lists what an editor looks for, not the storage plugin's prefix.
    await page.goto(`${ZH}/admin/collections/media`)
    const heads = page.locator('table thead th')
    await expect(heads.filter({ hasText: /替代文本|Alt text/ })).toHaveCount(1, { timeout: 30_000 })
    await expect(heads.filter({ hasText: /文件大小|File size/ })).toHaveCount(1)
    await expect(heads.filter({ hasText: /文件类型|File type/ })).toHaveCount(1)
    await expect(heads.filter({ hasText: /Prefix|时长|Duration|MIME/ })).toHaveCount(0)
    // Sizes as people read them ("38 kB"), not a count of bytes.
    const size = await heads.evaluateAll((ths) =>
      ths.findIndex((th) => /文件大小|File size/.test(th.textContent ?? '')),
    )
    const sizes = await page.locator(`table tbody tr td:nth-child(${size + 1})`).allTextContents()
    expect(sizes.length).toBeGreaterThan(0)
    for (const s of sizes) expect(s.trim()).toMatch(/^[\d.]+ (B|kB|MB|GB)$/)
  })
})

test.describe('scheduled publishing', () => {
  test('a news item scheduled a few seconds ahead appears on the site after the job runner publishes it', async ({
    request,
    page,
  }) => {
    test.setTimeout(120_000)
    const { token, id: adminId } = await login(request)
    const title = `定时发布的新闻 ${stamp}`
    const created = await request.post(`${direct}/cms-api/news?draft=true&locale=zh`, {
      headers: auth(token),
      data: {
        title,
        summary: '定时发布测试：这条新闻由任务队列在预定时间发布。',
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const newsId = ((await created.json()) as { doc: { id: number } }).doc.id

    // Before publishing: no page, not in the listing (both may now be cached).
    expect((await visit(request, zhHost, `/about/news/${newsId}`)).status).toBe(404)
    const listing = await request.get(`${direct}/about/news`, { headers: { Host: zhHost } })
    expect(await listing.text()).not.toContain(title)

    queueScheduledPublish('news', newsId, adminId, 3_000)

    // The server's runner checks the default queue every 15 s.
    await expect
      .poll(async () => (await visit(request, zhHost, `/about/news/${newsId}`)).status, {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toBe(200)
    await page.goto(`${ZH}/about/news`)
    await expect(page.getByText(title).first()).toBeVisible()
    await page.goto(`${ZH}/about/news/${newsId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
})

/** Queues the publication through Payload's local API on the e2e server's database. */
function queueScheduledPublish(collection: string, docId: number, userId: number, delayMs: number) {
  const r = runCmsScript('queue-schedule.ts', [collection, String(docId), String(userId), String(delayMs)])
  expect(
    r.stdout + r.stderr,
    `queue-schedule.ts: status ${r.status}, signal ${r.signal}, error ${r.error?.message ?? 'none'}`,
  ).toContain('queued')
}
