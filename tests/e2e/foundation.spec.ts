import { expect, test } from './fixtures'
import { E2E_PORT, EN, ZH } from '../../playwright.config'

const direct = `http://127.0.0.1:${E2E_PORT}`
const zhHost = { Host: `www.site.test:${E2E_PORT}` }

test.describe('foundation: one CMS, two hosts', () => {
  test('the Chinese host serves Chinese content from the CMS', async ({ page }) => {
    const response = await page.goto(`${ZH}/`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.locator('body')).toHaveClass(/font-zh/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u4e00-\u9fff]/)
    await expect(page.getByRole('heading', { name: '产品矩阵' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /MogDB/ }).first()).toBeVisible()
  })

  test('the English host serves English content on the same path', async ({ page }) => {
    const response = await page.goto(`${EN}/`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('body')).toHaveClass(/font-en/)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).not.toContainText(/[\u4e00-\u9fff]/)
    await expect(h1).toContainText(/[A-Za-z]{3,}/)
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible()
  })

  test('an unknown path answers 404 with the error page', async ({ page }) => {
    const response = await page.goto(`${EN}/no/such/page`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'HTTP Error 404' })).toBeVisible()
  })

  test('the admin is served at /admin', async ({ page }) => {
    await page.goto(`${ZH}/admin`)
    await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible({
      timeout: 30_000,
    })
  })

  test('the first staff user from ADMIN_EMAIL / ADMIN_PASSWORD can sign in to the admin', async ({
    page,
  }) => {
    await page.goto(`${ZH}/admin/login`)
    // Wait for the admin's scripts: a click before hydration would submit the bare form.
    await page.waitForLoadState('networkidle')
    await page.locator('input[name="email"]').fill('admin@site.test')
    await page.locator('input[name="password"]').fill('e2e-admin-password')
    await page.locator('button[type="submit"]').click()
    // The dashboard lists the content collections.
    await expect(page.getByText(/客户案例|Customer cases/).first()).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveURL(/\/admin\/?$/)
  })

  test('enquiries and staff users are refused to anonymous CMS API requests', async ({ request }) => {
    for (const collection of ['enquiries', 'users']) {
      const res = await request.get(`${direct}/cms-api/${collection}`, { headers: zhHost })
      expect(res.status(), collection).toBe(403)
    }
    const gql = await request.post(`${direct}/cms-api/graphql`, {
      headers: { ...zhHost, 'Content-Type': 'application/json' },
      data: { query: '{ Users { docs { email } } Enquiries { docs { email phone } } }' },
    })
    const body = await gql.json()
    expect(JSON.stringify(body.data ?? {})).not.toContain('@')
    expect(body.errors?.length).toBeGreaterThan(0)
  })

  test('published content is readable through the CMS API, in each language', async ({ request }) => {
    const res = await request.get(`${direct}/cms-api/products?locale=en&limit=1&depth=0`, { headers: zhHost })
    expect(res.status()).toBe(200)
    const body = await res.json()
    expect(body.totalDocs).toBeGreaterThanOrEqual(6)
  })

  test('the health endpoint checks the database', async ({ request }) => {
    const res = await request.get(`${direct}/healthz`)
    expect(res.status()).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })
})

test.describe('publishing without a rebuild', () => {
  test('an edit saved through the CMS shows on the cached page at once', async ({ page, request }) => {
    const login = await request.post(`${direct}/cms-api/users/login`, {
      headers: { ...zhHost, 'Content-Type': 'application/json' },
      data: { email: 'admin@site.test', password: 'e2e-admin-password' },
    })
    const { token } = await login.json()
    const auth = { ...zhHost, Authorization: `JWT ${token}` }
    // Warm the cache first, so the page is served from it.
    await page.goto(`${EN}/`)
    const banners = await (
      await request.get(`${direct}/cms-api/banners?sort=sort&limit=1&locale=en`, { headers: auth })
    ).json()
    const banner = banners.docs[0]
    const title = `Freshly published ${Date.now()}`
    const saved = await request.patch(`${direct}/cms-api/banners/${banner.id}?locale=en`, {
      headers: { ...auth, 'Content-Type': 'application/json' },
      data: { title, _status: 'published' },
    })
    expect(saved.status()).toBe(200)
    await expect(async () => {
      await page.goto(`${EN}/`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    // Put the seeded title back for the other tests.
    await request.patch(`${direct}/cms-api/banners/${banner.id}?locale=en`, {
      headers: { ...auth, 'Content-Type': 'application/json' },
      data: { title: banner.title, _status: 'published' },
    })
  })
})
