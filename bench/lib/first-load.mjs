// First-load JavaScript: the gzip bytes (Resource Timing's encodedBodySize; the server gzips) of
// the scripts the document itself names: its <script src> tags, its script preloads and the list
// the site's loader starts after the load event (src/features/hydration). That is the code a
// visitor's browser must fetch before the page is interactive, whenever it is fetched. Code
// loaded later on demand, such as the chart library or the search dialog, does not count, as
// issue #8 intends.
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

/** The script paths a document names (exported for the bench's own test). */
export function documentScripts(html) {
  const paths = new Set()
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    if (!/\snoModule/i.test(m[0])) paths.add(m[1])
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)) {
    if (/\sas="script"/.test(m[0])) paths.add(m[0].match(/\shref="([^"]+)"/)?.[1])
  }
  const loader = html.match(/<script id="hydrate-after-load">[\s\S]*?\((\[[^\]]*\])\)<\/script>/)
  if (loader) for (const src of JSON.parse(loader[1])) paths.add(src)
  paths.delete(undefined)
  return [...paths].map((p) => new URL(p, 'http://x').pathname)
}

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
        const named = documentScripts((await response?.text()) ?? '')
        // Each named script once fetched (the loader starts them after load).
        const loaded = (urls) => {
          const seen = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))
          return urls.every((u) => seen.has(u))
        }
        await tab.waitForFunction(loaded, named, { timeout: 30_000 })
        const scripts = await tab.evaluate(
          (urls) =>
            performance
              .getEntriesByType('resource')
              .filter((e) => urls.includes(new URL(e.name).pathname))
              .map((e) => ({ url: new URL(e.name).pathname, gzip: e.encodedBodySize, raw: e.decodedBodySize })),
          named,
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
