import { expect, test } from './fixtures'
import config, { EN, ZH } from '../../playwright.config'

/**
 * The contact dialog locks the page's scroll. Where scrollbars take room (desktops), taking the
 * scrollbar away moved the page behind the backdrop sideways; its gutter is kept while locked.
 * Headless Chromium hides scrollbars, so this browser draws them, as a desktop browser does.
 */
test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] },
})

for (const [origin, cancel] of [
  [ZH, '取消'],
  [EN, 'Cancel'],
]) {
  test(`opening the contact dialog does not move the page behind it (${origin === ZH ? 'zh' : 'en'})`, async ({
    page,
  }) => {
    await page.goto(`${origin}/about/company`)
    const heading = page.locator('main h1').first()
    const left = async () => (await heading.boundingBox())?.x
    // The scrollbar is drawn and takes room: otherwise this test proves nothing.
    expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0)
    const before = await left()
    await page.getByTestId('header-contact').click()
    await expect(page.getByTestId('contact-dialog')).toBeVisible()
    expect(await left()).toBe(before)
    await page.getByTestId('contact-dialog').getByRole('button', { name: cancel, exact: true }).click()
    await expect(page.getByTestId('contact-dialog')).toBeHidden()
    expect(await left()).toBe(before)
  })
}
