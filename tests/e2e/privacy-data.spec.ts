import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { direct, expect, signIn, staffHeaders as auth, staffLogin, test } from './fixtures'
import { ZH } from '../../playwright.config'
import { runCmsScript } from './support/cms-script'

/**
 * Issue 21, privacy: the retention job deletes only old enquiries, and an admin handles a
 * data-subject request (find by e-mail, export, delete) in the admin; other staff cannot.
 */
const admin = { email: 'admin@site.test', password: 'e2e-admin-password' }
const stamp = Date.now()

/** Stores enquiries of a given age on the server's database (tests/e2e/support/store-enquiries.ts). */
function storeEnquiries(spec: {
  enquiries: Array<{ email: string; company: string; daysAgo: number }>
  queueRetention?: boolean
}): number[] {
  const r = runCmsScript('store-enquiries.ts', [JSON.stringify(spec)])
  const line = /stored (\[[\d,]*\])/.exec(r.stdout ?? '')
  expect(line, `store-enquiries.ts: status ${r.status}\n${r.stdout}\n${r.stderr}`).not.toBeNull()
  return JSON.parse(line![1]!) as number[]
}

async function enquiryStatus(request: APIRequestContext, token: string, id: number) {
  return (await request.get(`${direct}/cms-api/enquiries/${id}?depth=0`, { headers: auth(token) })).status()
}

test('the retention job deletes only old enquiries', async ({ request }) => {
  test.setTimeout(120_000)
  const [old, older, recent, fresh] = storeEnquiries({
    enquiries: [
      { email: `old-${stamp}@example.com`, company: `Retention old ${stamp}`, daysAgo: 731 },
      { email: `older-${stamp}@example.com`, company: `Retention older ${stamp}`, daysAgo: 1000 },
      { email: `recent-${stamp}@example.com`, company: `Retention recent ${stamp}`, daysAgo: 729 },
      { email: `fresh-${stamp}@example.com`, company: `Retention fresh ${stamp}`, daysAgo: 0 },
    ],
    queueRetention: true,
  })
  const token = (await staffLogin(request)).token
  for (const id of [old!, older!, recent!, fresh!]) expect(await enquiryStatus(request, token, id)).toBe(200)

  // An admin runs the maintenance queue now instead of waiting for the daily round.
  const run = await request.get(`${direct}/cms-api/payload-jobs/run?queue=maintenance`, {
    headers: auth(token),
  })
  expect(run.status()).toBe(200)

  for (const id of [old!, older!]) expect(await enquiryStatus(request, token, id), `old ${id}`).toBe(404)
  for (const id of [recent!, fresh!]) expect(await enquiryStatus(request, token, id), `kept ${id}`).toBe(200)
})

test.describe('data-subject requests', () => {
  const navLink = (page: Page) =>
    page.locator('nav').getByRole('link', { name: /数据主体请求|Data-subject requests/ })

  async function staff(request: APIRequestContext, token: string, role: 'editor' | 'sales') {
    const email = `${role}-dsr-${stamp}@site.test`
    const password = 'e2e-dsr-password-1'
    const res = await request.post(`${direct}/cms-api/users`, {
      headers: auth(token),
      data: { email, password, roles: [role] },
    })
    expect(res.status()).toBe(201)
    return { email, password }
  }

  test('an admin finds one address’s enquiries, exports them and deletes them; others are kept', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const subject = `Dsr.Person-${stamp}@Example.com`
    const [first, second, other] = storeEnquiries({
      enquiries: [
        { email: subject, company: `DSR first ${stamp}`, daysAgo: 3 },
        { email: subject.toLowerCase(), company: `DSR second ${stamp}`, daysAgo: 0 },
        { email: `other-${stamp}@example.com`, company: `DSR other ${stamp}`, daysAgo: 0 },
      ],
    })
    const token = (await staffLogin(request)).token

    await signIn(page, admin.email, admin.password)
    // The entry is in the menu (which starts closed at this window size: its links are inert).
    await expect(navLink(page)).toHaveAttribute('href', '/admin/data-requests')
    await page.goto(`${ZH}/admin/data-requests`)
    await expect(page.getByRole('heading', { name: /数据主体请求|Data-subject requests/ })).toBeVisible()

    // Bad input: a clear message, nothing found.
    await page.locator('#data-request-email').fill('not-an-address')
    await page.getByRole('button', { name: /^(查找|Find)$/ }).click()
    await expect(page.locator('p[role="alert"]')).toContainText(
      /邮箱地址格式不正确|not a valid e-mail address/,
    )

    // Another case than either stored spelling.
    await page.locator('#data-request-email').fill(`  DSR.PERSON-${stamp}@example.COM `)
    await page.getByRole('button', { name: /^(查找|Find)$/ }).click()
    await expect(page.getByText(/找到 2 条咨询|2 enquiries found/)).toBeVisible()
    await expect(page.locator('tr[data-enquiry-id]')).toHaveCount(2)
    await expect(page.getByRole('cell', { name: `DSR first ${stamp}` })).toBeVisible()
    await expect(page.getByRole('cell', { name: `DSR other ${stamp}` })).toHaveCount(0)

    for (const [format, label] of [
      ['csv', /导出 CSV|Export CSV/],
      ['json', /导出 JSON|Export JSON/],
    ] as const) {
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: label }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(new RegExp(`^data-request-.*\\.${format}$`))
      const content = fs.readFileSync((await file.path())!, 'utf8')
      expect(content).toContain(`DSR first ${stamp}`)
      expect(content).toContain(`DSR second ${stamp}`)
      expect(content).not.toContain(`DSR other ${stamp}`)
      if (format === 'json') {
        const parsed = JSON.parse(content) as { enquiries: Array<{ id: number; userAgent: string }> }
        expect(parsed.enquiries.map((e) => e.id).sort()).toEqual([first, second].sort())
        expect(parsed.enquiries[0]?.userAgent).toBe('Playwright')
      }
    }

    // Deleting asks first; cancelling deletes nothing.
    await page.getByRole('button', { name: /删除全部 2 条|Delete all 2/ }).click()
    await page.getByRole('button', { name: /^(取消|Cancel)$/ }).click()
    expect(await enquiryStatus(request, token, first!)).toBe(200)
    await page.getByRole('button', { name: /删除全部 2 条|Delete all 2/ }).click()
    await expect(page.getByRole('alertdialog')).toContainText(subject.toLowerCase())
    await page.getByRole('button', { name: /确认删除|Confirm deletion/ }).click()
    await expect(page.getByText(/已删除 2 条咨询|2 enquiries deleted/)).toBeVisible()

    expect(await enquiryStatus(request, token, first!)).toBe(404)
    expect(await enquiryStatus(request, token, second!)).toBe(404)
    expect(await enquiryStatus(request, token, other!)).toBe(200)
  })

  test('editors and sales staff are refused: no link, no screen, 403 from the API', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const token = (await staffLogin(request)).token
    for (const role of ['editor', 'sales'] as const) {
      const account = await staff(request, token, role)
      const roleToken = (await staffLogin(request, account.email, account.password)).token
      for (const action of ['find', 'export', 'delete']) {
        const res = await request.post(`${direct}/cms-api/enquiries/data-request/${action}`, {
          headers: auth(roleToken),
          data: { email: 'anyone@example.com' },
        })
        expect(res.status(), `${role} ${action}`).toBe(403)
      }

      await page.context().clearCookies()
      await signIn(page, account.email, account.password)
      await expect(navLink(page)).toHaveCount(0)
      await page.goto(`${ZH}/admin/data-requests`)
      await expect(page.locator('p[role="alert"]')).toContainText(/只有管理员|Only admins/)
      await expect(page.locator('#data-request-email')).toHaveCount(0)
    }
  })
})
