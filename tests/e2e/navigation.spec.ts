import type { APIRequestContext, Page } from '@playwright/test'
import { direct, expect, staffHeaders, staffLogin, test, zhHost } from './fixtures'
import { EN, ZH } from '../../playwright.config'

/**
 * Issue 21, "Navigation as globals": the header and footer render from the `header` and `footer`
 * globals; an edit shows at once on every page of the host whose language was edited, without a
 * rebuild; the English site keeps its own menu (no customer menu). Every test puts back what it
 * changed: the suite shares one database.
 */
const admin = { email: 'admin@site.test', password: 'e2e-admin-password' }
const stamp = Date.now()

type Lang = 'zh' | 'en'
type NavItem = { label: string; link?: string | null; children?: { label: string; link: string }[] }
type Column = { title: string; links?: { label: string; link: string }[] }

async function readGlobal<T>(request: APIRequestContext, slug: string, lang: Lang): Promise<T> {
  const res = await request.get(`${direct}/cms-api/globals/${slug}?locale=${lang}&depth=0`, {
    headers: { Host: zhHost },
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as T
}

async function saveGlobal(
  request: APIRequestContext,
  token: string,
  slug: string,
  lang: Lang,
  data: Record<string, unknown>,
) {
  return request.post(`${direct}/cms-api/globals/${slug}?locale=${lang}`, {
    headers: staffHeaders(token),
    data,
  })
}

const mainNav = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: lang === 'zh' ? '主导航' : 'Main navigation' })

test.describe('header global', () => {
  test('a label changed through REST shows at once on every page of that language’s host', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const token = (await staffLogin(request)).token
    const before = {
      zh: (await readGlobal<{ navItems: NavItem[] }>(request, 'header', 'zh')).navItems,
      en: (await readGlobal<{ navItems: NavItem[] }>(request, 'header', 'en')).navItems,
    }
    const zhLabel = `首页${stamp % 1000}`
    const enLabel = `Start${stamp % 1000}`
    // Warm the pages first, so the check below proves a purge and not a first render.
    for (const url of [`${ZH}/`, `${ZH}/about/company`, `${EN}/about/company`]) await page.goto(url)
    try {
      // The acceptance's request: navItems[0].label changed, the rest as it was.
      const zhItems = before.zh.map((item, i) => (i === 0 ? { ...item, label: zhLabel } : item))
      expect((await saveGlobal(request, token, 'header', 'zh', { navItems: zhItems })).status()).toBe(200)
      for (const path of ['/', '/about/company', '/doc']) {
        await page.goto(`${ZH}${path}`)
        await expect(mainNav(page, 'zh').getByRole('link', { name: zhLabel })).toBeVisible()
      }
      // The English host has its own list: untouched by the Chinese edit.
      await page.goto(`${EN}/about/company`)
      await expect(mainNav(page, 'en').getByRole('link', { name: 'Home', exact: true })).toBeVisible()
      await expect(mainNav(page, 'en')).not.toContainText(zhLabel)

      const enItems = before.en.map((item, i) => (i === 0 ? { ...item, label: enLabel } : item))
      expect((await saveGlobal(request, token, 'header', 'en', { navItems: enItems })).status()).toBe(200)
      for (const path of ['/about/company', '/video']) {
        await page.goto(`${EN}${path}`)
        await expect(mainNav(page, 'en').getByRole('link', { name: enLabel })).toBeVisible()
      }
      await page.goto(`${ZH}/about/company`)
      await expect(mainNav(page, 'zh').getByRole('link', { name: zhLabel })).toBeVisible()
      await expect(mainNav(page, 'zh')).not.toContainText(enLabel)
    } finally {
      for (const lang of ['zh', 'en'] as const) {
        expect((await saveGlobal(request, token, 'header', lang, { navItems: before[lang] })).status()).toBe(
          200,
        )
      }
    }
    await page.goto(`${ZH}/about/company`)
    await expect(mainNav(page, 'zh').getByRole('link', { name: '首页' })).toBeVisible()
  })

  test('a label changed in the admin shows on the host of that language', async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    const token = (await staffLogin(request)).token
    const before = (await readGlobal<{ navItems: NavItem[] }>(request, 'header', 'zh')).navItems
    const label = `关于${stamp % 1000}`
    try {
      await page.goto(`${ZH}/admin/login`)
      await page.waitForLoadState('networkidle')
      await page.locator('input[name="email"]').fill(admin.email)
      await page.locator('input[name="password"]').fill(admin.password)
      await page.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
      await page.goto(`${ZH}/admin/globals/header?locale=zh`)
      const last = before.length - 1
      const field = page.locator(`input[name="navItems.${last}.label"]`)
      // Rows start collapsed: open the last one.
      await page
        .getByRole('button', { name: /Toggle block|切换/ })
        .nth(last)
        .click()
      await field.fill(label)
      await page.keyboard.press('ControlOrMeta+s')
      await expect
        .poll(
          async () =>
            (await readGlobal<{ navItems: NavItem[] }>(request, 'header', 'zh')).navItems[last]?.label,
          { timeout: 15_000 },
        )
        .toBe(label)
      await page.goto(`${ZH}/about/honor`)
      await expect(mainNav(page, 'zh').getByRole('button', { name: label })).toBeVisible()
      await page.goto(`${EN}/about/honor`)
      await expect(mainNav(page, 'en').getByRole('button', { name: 'Company' })).toBeVisible()
    } finally {
      expect((await saveGlobal(request, token, 'header', 'zh', { navItems: before })).status()).toBe(200)
    }
  })

  test('a link to a missing path or over http is refused, and the menu stays as it was', async ({
    request,
  }) => {
    const token = (await staffLogin(request)).token
    const before = (await readGlobal<{ navItems: NavItem[] }>(request, 'header', 'zh')).navItems
    for (const link of ['/no-such-page', 'http://www.modb.pro/']) {
      const items = [...before, { label: 'Bad', link }]
      const res = await saveGlobal(request, token, 'header', 'zh', { navItems: items })
      expect(res.status(), link).toBe(400)
      expect(JSON.stringify(await res.json())).toContain('link')
    }
    expect((await readGlobal<{ navItems: NavItem[] }>(request, 'header', 'zh')).navItems).toHaveLength(
      before.length,
    )
  })

  test('the English site hides the customer menu; the Chinese site has it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${EN}/`)
    const en = mainNav(page, 'en')
    await expect(en.getByRole('button', { name: 'Solutions' })).toBeVisible()
    await expect(en.getByRole('button', { name: /Customer/ })).toHaveCount(0)
    await expect(page.getByTestId('site-header').locator('a[href^="/customer"]')).toHaveCount(0)
    await page.goto(`${ZH}/`)
    await expect(mainNav(page, 'zh').getByRole('button', { name: '客户案例' })).toBeVisible()
  })
})

test.describe('footer global', () => {
  test('the footer renders the global’s columns, and an edit shows at once', async ({ page, request }) => {
    const token = (await staffLogin(request)).token
    const before = (await readGlobal<{ columns: Column[] }>(request, 'footer', 'zh')).columns
    const footer = page.getByTestId('site-footer')
    await page.goto(`${ZH}/about/honor`)
    for (const column of before) {
      await expect(footer.getByRole('heading', { name: column.title, exact: true })).toBeVisible()
    }
    const title = `栏目${stamp % 1000}`
    const edited = before.map((c, i) =>
      i === 0
        ? { ...c, title, links: [...(c.links ?? []), { label: `荣誉${stamp % 1000}`, link: '/about/honor' }] }
        : c,
    )
    try {
      expect((await saveGlobal(request, token, 'footer', 'zh', { columns: edited })).status()).toBe(200)
      await page.goto(`${ZH}/about/honor`)
      await expect(footer.getByRole('heading', { name: title })).toBeVisible()
      await expect(footer.getByRole('link', { name: `荣誉${stamp % 1000}` })).toHaveAttribute(
        'href',
        '/about/honor',
      )
      await page.goto(`${EN}/about/honor`)
      await expect(page.getByTestId('site-footer')).not.toContainText(title)
    } finally {
      expect((await saveGlobal(request, token, 'footer', 'zh', { columns: before })).status()).toBe(200)
    }
  })
})
