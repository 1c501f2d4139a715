// First-load JavaScript: the gzip bytes of every script a fresh browser fetches before the load
// event (Resource Timing's encodedBodySize; the server gzips). Code loaded later, such as the chart
// library after first paint, does not count, as issue #8 intends.
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

export async function measureFirstLoadJs(pages) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  const results = []
  try {
    for (const page of pages) {
      const context = await browser.newContext({ locale: page.lang ?? 'en-US' })
      const tab = await context.newPage()
      try {
        const response = await tab.goto(page.url, { waitUntil: 'load', timeout: 60_000 })
        const scripts = await tab.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(e.name).pathname))
            .map((e) => ({ url: new URL(e.name).pathname, gzip: e.encodedBodySize, raw: e.decodedBodySize })),
        )
        results.push({
          name: page.name,
          url: page.url,
          bare: Boolean(page.bare),
          status: response?.status() ?? 0,
          scripts: scripts.length,
          gzipBytes: scripts.reduce((s, x) => s + x.gzip, 0),
          rawBytes: scripts.reduce((s, x) => s + x.raw, 0),
          files: scripts.sort((a, b) => b.gzip - a.gzip),
        })
      } catch (error) {
        results.push({
          name: page.name,
          url: page.url,
          bare: Boolean(page.bare),
          error: String(error?.message ?? error),
          gzipBytes: 0,
        })
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
