import { TOTP } from 'otpauth'
import { direct, expect, signIn, staffHeaders, staffLogin, test } from './fixtures'
import { ZH } from '../../playwright.config'

/**
 * Issue 54 section 3: a staff member turns on two-step sign-in from their account page (QR code,
 * confirmed with a code, recovery codes shown), then signs in with e-mail, password and a code.
 */
test('a staff member sets up TOTP in the admin and signs in with a code', async ({ page, request }) => {
  test.setTimeout(120_000)
  const { token } = await staffLogin(request)
  const email = `totp-${Date.now()}@site.test`
  const password = 'e2e-totp-password-1'
  const made = await request.post(`${direct}/cms-api/users`, {
    headers: staffHeaders(token),
    data: { email, password, roles: ['editor'] },
  })
  expect(made.status()).toBe(201)

  // The admin speaks the browser's language (zh or en): names below match either.
  await signIn(page, email, password)
  await page.goto(`${ZH}/admin/account`)
  await page.getByRole('button', { name: /开始设置|Set up/ }).click()
  await expect(page.locator('.totp-account svg')).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 })
  await page.locator('input[name="totpCode"]').fill(totp.generate())
  await page.getByRole('button', { name: /确认并开启|Confirm and turn on/ }).click()
  await expect(page.getByTestId('totp-recovery-codes').locator('li')).toHaveCount(10)
  await page.getByRole('button', { name: /我已保存恢复码|I have saved the codes/ }).click()
  await expect(page.getByTestId('totp-state')).toContainText(/两步验证已开启|Two-step sign-in is on/)

  // Signed out, the password alone no longer opens the admin.
  await page.context().clearCookies()
  await page.goto(`${ZH}/admin/login`)
  await page.waitForLoadState('networkidle')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  const code = page.locator('input[name="totp"]')
  await expect(code).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
  expect((await page.context().cookies()).some((c) => c.name === 'payload-token' && c.value)).toBe(false)

  // The next step's code (the one just used to confirm cannot be spent twice).
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto(`${ZH}/admin/account`)
  await expect(page.getByTestId('totp-state')).toContainText(/两步验证已开启|Two-step sign-in is on/)
})
