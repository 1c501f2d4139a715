import { test as base, expect } from '@playwright/test'

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
