import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_PORT, ZH } from '../../playwright.config'

/**
 * Pages follow the browser language (spec section 4): a browser whose language differs from the
 * host's is sent to the other host. Tests that are not about that rule get a browser whose
 * language matches the host it visits.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      const lang = location.hostname.startsWith('en.') ? 'en-US' : 'zh-CN'
      Object.defineProperty(navigator, 'language', { get: () => lang })
      Object.defineProperty(navigator, 'languages', { get: () => [lang] })
    })
    await provide(context)
  },
})

export { expect }

/** Signs a staff member in to the admin on the Chinese host (the seeded e2e admin by default). */
export async function signIn(page: Page, email = 'admin@site.test', password = 'e2e-admin-password') {
  await page.goto(`${ZH}/admin/login`)
  // Wait for the admin's scripts: a click before hydration would submit the bare form.
  await page.waitForLoadState('networkidle')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** The server itself, without the hosts' names: REST calls pass the host in a Host header. */
export const direct = `http://127.0.0.1:${E2E_PORT}`
export const zhHost = `www.site.test:${E2E_PORT}`

/** Headers of a staff member's REST request on the Chinese host. */
export const staffHeaders = (token: string) => ({ Host: zhHost, Authorization: `JWT ${token}` })

/** Signs a staff member in through the REST API (the seeded e2e admin by default). */
export async function staffLogin(
  request: APIRequestContext,
  email = 'admin@site.test',
  password = 'e2e-admin-password',
) {
  const res = await request.post(`${direct}/cms-api/users/login`, {
    headers: { Host: zhHost },
    data: { email, password },
  })
  expect(res.status(), `login ${email}`).toBe(200)
  const body = (await res.json()) as { token: string; user: { id: number } }
  return { token: body.token, id: body.user.id, headers: staffHeaders(body.token) }
}
