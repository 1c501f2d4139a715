import { test as base, expect, type Page } from '@playwright/test'

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
    context.on('page', waitForHydrationOnGoto)
    await provide(context)
  },
})

/**
 * The site's pages start their scripts after the load event (src/features/hydration), so a page
 * is interactive a moment after `goto` resolves. Tests act as a visitor who waits for it: `goto`
 * resolves once the page has hydrated (the site runtime is up). A page without the site's loader
 * (the admin, a file) and a `goto` asked to return earlier than load are not waited for.
 */
function waitForHydrationOnGoto(page: Page) {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if ((options?.waitUntil ?? 'load') !== 'load') return response
    await page.waitForFunction(
      () =>
        !document.getElementById('hydrate-after-load') ||
        Boolean((window as unknown as { siteRuntime?: unknown }).siteRuntime),
      null,
      { timeout: 30_000 },
    )
    return response
  }
}

export { expect }

/** Waits until the page has hydrated: the site runtime registers itself once it runs. */
export async function siteHydrated(page: Page) {
  await page.waitForFunction(
    () => Boolean((window as unknown as { siteRuntime?: unknown }).siteRuntime),
    null,
    { timeout: 30_000 },
  )
}
