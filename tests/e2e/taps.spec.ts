import { type CDPSession, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { EN, ZH } from '../../playwright.config'
import { throttleLikeAPhone } from '../../scripts/chromium.mjs'

/**
 * No lost input (issue 19): on a slow phone, a tap right after the load event does what it says.
 * Chromium is slowed down through the DevTools protocol as Lighthouse's mobile preset does it:
 * the CPU 4x and the network to "slow 4G" (its devtools-throttling figures).
 */
async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await throttleLikeAPhone(cdp)
  return cdp
}

/**
 * Times, in the page, from the input's pointerdown to the first frame in which `selector`
 * matches: the visitor's wait, without the test runner's own overhead on a slowed-down CPU.
 */
async function timeToShow(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    const w = window as unknown as { tapDown?: number; tapShown?: number }
    addEventListener('pointerdown', () => (w.tapDown ??= performance.now()), { capture: true })
    const watch = () => {
      if (w.tapDown !== undefined && document.querySelector(sel)) w.tapShown = performance.now()
      else requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  }, selector)
}

async function tapWait(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { tapShown?: number }).tapShown !== undefined,
    null,
    {
      timeout: 10_000,
    },
  )
  return page.evaluate(() => {
    const w = window as unknown as { tapDown: number; tapShown: number }
    return w.tapShown - w.tapDown
  })
}

const pages = [
  { host: 'zh', origin: ZH, path: '/', contact: '产品咨询' },
  { host: 'zh', origin: ZH, path: '/about/company', contact: '产品咨询' },
  { host: 'en', origin: EN, path: '/', contact: 'Contact Us' },
  { host: 'en', origin: EN, path: '/about/company', contact: 'Contact Us' },
]

test.describe('a tap right after load on a throttled phone', () => {
  test.describe.configure({ timeout: 120_000 })

  test.describe('390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    for (const { host, origin, path } of pages) {
      test(`opens the mobile menu within 2 s (${host} ${path})`, async ({ page }) => {
        await slowPhone(page)
        await timeToShow(page, '#mobile-menu:popover-open')
        await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 90_000 })
        await page.getByTestId('mobile-menu-button').tap()
        await expect(page.getByTestId('mobile-menu')).toBeVisible({ timeout: 2_000 })
        expect(await tapWait(page)).toBeLessThan(2_000)
        await expect(page.getByTestId('mobile-menu-button')).toHaveAttribute('data-state', 'open')
      })
    }
  })

  test.describe('1440 px', () => {
    test.use({ viewport: { width: 1440, height: 900 } })
    for (const { host, origin, path, contact } of pages) {
      test(`opens the contact dialog within 2 s (${host} ${path})`, async ({ page }) => {
        await slowPhone(page)
        await timeToShow(page, 'dialog[open][data-testid="contact-dialog"]')
        await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 90_000 })
        const button = page.getByTestId('header-contact')
        await button.click()
        await expect(page.getByTestId('contact-dialog')).toBeVisible({ timeout: 2_000 })
        await expect(page.getByRole('dialog', { name: contact })).toBeVisible()
        expect(await tapWait(page)).toBeLessThan(2_000)
      })
    }
  })
})

/**
 * Footer popovers (issue 20, item 4): hover shows one, and the click that naturally follows keeps
 * it open; it closes on Escape, an outside click or its close control.
 */
test.describe('footer popovers', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  const popovers = [
    { origin: ZH, name: '销售热线' },
    { origin: ZH, name: '销售邮箱' },
    { origin: ZH, name: '微信公众号' },
    { origin: ZH, name: '微信视频号' },
    { origin: ZH, name: '相关链接' },
    { origin: EN, name: 'Sales hotline' },
    { origin: EN, name: 'Sales e-mail' },
    { origin: EN, name: 'Related links' },
  ]

  for (const { origin, name } of popovers) {
    test(`${name}: hover then click keeps it open; Escape, outside click and close control close it`, async ({
      page,
    }) => {
      await page.goto(`${origin}/about/company`)
      const footer = page.getByTestId('site-footer')
      const trigger = footer.getByRole('button', { name, exact: true })
      const panel = footer.getByRole('group', { name, exact: true })
      await trigger.scrollIntoViewIfNeeded()

      // Hover opens it; the click that follows keeps it open (it used to toggle it shut).
      await trigger.hover()
      await expect(panel).toBeVisible()
      await trigger.click()
      await expect(panel).toBeVisible()
      await expect(trigger).toHaveAttribute('data-state', 'open')
      // A second click does not close it either, and moving the pointer away keeps a clicked one.
      await trigger.click()
      await page.mouse.move(5, 5)
      await page.waitForTimeout(400)
      await expect(panel).toBeVisible()

      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(trigger).toBeFocused()

      // A click without a hover before it opens it; an outside click closes it.
      await trigger.click()
      await expect(panel).toBeVisible()
      await page.mouse.click(5, 5)
      await expect(panel).toBeHidden()

      // Its close control closes it and gives focus back to the button.
      await trigger.click()
      await panel.getByRole('button', { name: origin === EN ? 'Close' : '关闭' }).click()
      await expect(panel).toBeHidden()
      await expect(trigger).toBeFocused()
    })
  }

  test('a hover that only passes by opens it and closes it again', async ({ page }) => {
    await page.goto(`${ZH}/about/company`)
    const trigger = page.getByTestId('footer-phone')
    const panel = page.getByTestId('site-footer').getByRole('group', { name: '销售热线' })
    await trigger.scrollIntoViewIfNeeded()
    await trigger.hover()
    await expect(panel).toBeVisible()
    await page.mouse.move(5, 5)
    await expect(panel).toBeHidden()
  })
})

/** The page-loading bar (spec section 4), live from the first paint: no library mounted later. */
test('a slow client navigation shows the loading bar until the new page is in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${ZH}/about/company`)
  const bar = page.getByTestId('nav-progress')
  await expect(bar).toHaveAttribute('data-state', 'idle')
  // The next page's server data arrives late.
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.getByTestId('site-footer').getByRole('link', { name: '加入我们' }).click()
  await expect(bar).toHaveAttribute('data-state', 'busy')
  await expect(page).toHaveURL(/\/about\/job$/)
  await expect(bar).toHaveAttribute('data-state', 'idle')
})

/**
 * Input before hydration (runtime/early-input.ts): the page's scripts are held back 3 s, the
 * visitor acts on the painted page at once, and the page does what was asked once it is live.
 */
test.describe('input before the scripts have run', () => {
  // Scripts only: a held stylesheet would hold the parser (at the first inline script) and the
  // first paint with it, so the visitor could not act before the scripts had run.
  const holdScripts = async (page: Page) =>
    page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 3_000))
      await route.continue()
    })
  // The page is painted and none of its islands is live yet (ContactProvider has not mounted).
  const notLiveYet = async (page: Page) =>
    expect(await page.evaluate(() => '__earlyInputDone' in window)).toBe(false)

  test('a tap on the mobile menu button opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await holdScripts(page)
    await page.goto(`${EN}/about/company`, { waitUntil: 'domcontentloaded' })
    await notLiveYet(page)
    await page.getByTestId('mobile-menu-button').click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible({ timeout: 20_000 })
  })

  test('a click on the contact button opens the dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await holdScripts(page)
    await page.goto(`${ZH}/about/company`, { waitUntil: 'domcontentloaded' })
    await notLiveYet(page)
    await page.getByTestId('header-contact').click()
    await expect(page.getByRole('dialog', { name: '产品咨询' })).toBeVisible({ timeout: 20_000 })
  })

  test('a click on the 404 page’s back button goes back', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${ZH}/about/company`)
    await holdScripts(page)
    await page.goto(`${ZH}/no/such/page`, { waitUntil: 'domcontentloaded' })
    await notLiveYet(page)
    await page.getByRole('main').getByRole('button', { name: '返回' }).click()
    await expect(page).toHaveURL(`${ZH}/about/company`, { timeout: 20_000 })
  })

  test('a click on a certificate, in the carousel or on the wall, opens that one in the viewer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await holdScripts(page)
    await page.goto(`${ZH}/about/honor`, { waitUntil: 'domcontentloaded' })
    await notLiveYet(page)
    const viewer = page.locator('.yarl__root')
    const shown = page.locator('.yarl__slide_current img')
    // The carousel's centred slide.
    const slide = page.getByTestId('honors-carousel').locator('.swiper-slide-active')
    const slideTitle = await slide.locator('figcaption').textContent()
    await slide.getByRole('button').click()
    await expect(viewer).toBeVisible({ timeout: 20_000 })
    await expect(shown).toHaveAttribute('alt', slideTitle!)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()

    // The wall's second certificate, clicked on a fresh load before the page is live.
    await page.reload({ waitUntil: 'domcontentloaded' })
    await notLiveYet(page)
    const second = page.getByTestId('honor-wall').getByRole('listitem').nth(1)
    const wallTitle = await second.getByRole('heading').textContent()
    await second.getByRole('button').click()
    await expect(viewer).toBeVisible({ timeout: 20_000 })
    await expect(shown).toHaveAttribute('alt', wallTitle!)
  })

  test('the "/" search key opens the search', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await holdScripts(page)
    await page.goto(`${ZH}/about/company`, { waitUntil: 'domcontentloaded' })
    await notLiveYet(page)
    await page.keyboard.press('/')
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 })
  })
})

test('a press on an honor held while the carousel upgrades to Swiper still opens the viewer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${ZH}/about/honor`)
  const slide = page.getByTestId('honors-carousel').locator('.swiper-slide-active button')
  await expect(slide).toBeVisible()
  // The pointer enters (Swiper starts loading) and presses; Swiper arrives while the button is
  // held down. The release must still land on the slide that was pressed.
  const box = (await slide.boundingBox())!
  const engine = page.waitForResponse((r) => r.request().resourceType() === 'script', { timeout: 10_000 })
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await engine
  await page.waitForTimeout(500)
  await page.mouse.up()
  await expect(page.locator('.yarl__root')).toBeVisible()
  await page.keyboard.press('Escape')
  // Once released, the engine takes over (the autoplaying Swiper carousel).
  await expect(page.locator('.swiper-initialized')).toBeVisible()
})
