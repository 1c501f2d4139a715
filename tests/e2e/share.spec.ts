import { expect, test } from './fixtures'
import { ZH } from '../../playwright.config'

/**
 * Spec section 1 and 7: share-to-chat set-up. Inside the chat app's browser the page loads the
 * chat app's SDK and asks /api/wxShareSignature to sign its own address; other browsers, phones
 * included, make no request to the chat platform's host.
 */
const SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
/** The chat app's browser on a phone. */
const CHAT_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50'

for (const { name, userAgent, inChatApp } of [
  {
    name: 'the chat app on a phone',
    userAgent: CHAT_APP_UA,
    inChatApp: true,
  },
  {
    name: 'a phone browser',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    inChatApp: false,
  },
]) {
  test(`share set-up in ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent, locale: 'zh-CN' })
    const page = await context.newPage()
    const sdkRequests: string[] = []
    const signed: string[] = []
    // A stand-in for the chat platform's SDK (this machine has no outside network).
    await page.route(SDK, async (route) => {
      sdkRequests.push(route.request().url())
      await route.fulfill({
        contentType: 'application/javascript',
        body: 'window.wx={config(){},ready(f){f()},error(){},updateAppMessageShareData(){},updateTimelineShareData(){}}',
      })
    })
    page.on('request', (r) => {
      if (r.url().includes('/api/wxShareSignature'))
        signed.push(new URL(r.url()).searchParams.get('url') ?? '')
    })
    await page.goto(`${ZH}/about/company#team`)
    // Hydrated (Next's client adds its route announcer when it runs), then quiet: the set-up runs
    // in an effect at hydration, which a busy machine can start after the network fell idle.
    await expect(page.locator('next-route-announcer')).toHaveCount(1)
    await page.waitForLoadState('networkidle')
    if (inChatApp) {
      await expect.poll(() => sdkRequests).toEqual([SDK])
      await expect.poll(() => signed).toEqual([`${ZH}/about/company`])
    } else {
      expect(sdkRequests).toEqual([])
      expect(signed).toEqual([])
    }
    await context.close()
  })
}

test('after a client navigation the share names the new page, never tags the first page left behind', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: CHAT_APP_UA,
    locale: 'zh-CN',
  })
  const page = await context.newPage()
  await page.route(SDK, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'window.wx={config(){},ready(f){f()},error(){},updateAppMessageShareData(d){(window.__shared=window.__shared||[]).push(d)},updateTimelineShareData(){}}',
    }),
  )
  // The platform's signature is not what is under test here (this machine has no credentials).
  await page.route('**/api/wxShareSignature?**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: 0,
        result: { appId: 'wx0', timestamp: 1, nonceStr: 'n', signature: 's' },
      }),
    }),
  )
  // What a tap before Next hydrated the head leaves behind (vercel/next.js#97472): tags of the
  // first document that no longer belong to anything, after the page's own.
  await page.route(`${ZH}/`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      '</head>',
      '<meta property="og:title" content="left behind"/><meta name="description" content="left behind"/></head>',
    )
    await route.fulfill({ response, body: html })
  })
  const shared = () =>
    page.evaluate(() => (window as { __shared?: { title: string; desc: string }[] }).__shared?.at(-1))
  await page.goto(`${ZH}/`)
  await expect.poll(async () => (await shared())?.title).toBe('云和恩墨 · 数据库与数据技术')
  await page.locator('main a[href="/solution"]').first().click()
  await page.waitForURL(`${ZH}/solution`)
  const heading = (await page.locator('h1').first().textContent())?.trim() ?? ''
  expect(heading).not.toBe('')
  await expect.poll(async () => (await shared())?.title).toContain(heading)
  const last = await shared()
  expect(last?.desc).not.toBe('left behind')
  expect(last?.desc).not.toBe('')
  await context.close()
})
