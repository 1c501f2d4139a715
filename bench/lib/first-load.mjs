// First-load JavaScript, as a visitor's browser fetches it: every script requested from the
// navigation on until the network has been idle for IDLE_MS, with no input, counted by Resource
// Timing's compressed size (encodedBodySize: the body bytes on the wire, gzip or br as served;
// transferSize, which adds the headers, is reported beside it). Whatever the page starts on its own
// (the document's scripts, chunks they import, code mounted after the load event, link
// prefetches) counts; code loaded on a visitor's first use (a click, a key) does not, as no input
// is given. Each page loads in a fresh browser context, so nothing comes from a cache.
//
// Run alone: node bench/lib/first-load.mjs [--lang=zh-CN] URL... (prints a table and a JSON line).
import { chromium } from '@playwright/test'
import { pathToFileURL } from 'node:url'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

/** Quiet network this long ends the measurement. */
export const IDLE_MS = 2000
/** A page that never goes quiet is measured at this point. */
const LIMIT_MS = 45_000

/** Is this Resource Timing entry a script? (A file that ends in .js, or anything a <script> fetched.) */
export function isScriptEntry(entry) {
  return entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname)
}

/** Resolves once no request has been open for IDLE_MS (or at LIMIT_MS). */
function networkIdle(tab) {
  let open = 0
  let last = Date.now()
  const start = () => {
    open += 1
    last = Date.now()
  }
  const end = () => {
    open = Math.max(0, open - 1)
    last = Date.now()
  }
  tab.on('request', start)
  tab.on('requestfinished', end)
  tab.on('requestfailed', end)
  const began = Date.now()
  return new Promise((resolve) => {
    const check = setInterval(() => {
      const now = Date.now()
      if ((open === 0 && now - last >= IDLE_MS) || now - began > LIMIT_MS) {
        clearInterval(check)
        tab.off('request', start)
        tab.off('requestfinished', end)
        tab.off('requestfailed', end)
        resolve(now - began > LIMIT_MS ? 'limit' : 'idle')
      }
    }, 100)
  })
}

export async function measureFirstLoadJs(pages, { viewport = { width: 1440, height: 900 } } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      ...(pages.some((p) => p.url.includes('.site.test'))
        ? ['--host-resolver-rules=MAP *.site.test 127.0.0.1']
        : []),
    ],
  })
  const results = []
  try {
    for (const page of pages) {
      // The site's https port has a self-signed certificate (bench/lib/nginx.mjs).
      const context = await browser.newContext({
        locale: page.lang ?? 'en-US',
        viewport,
        ignoreHTTPSErrors: true,
      })
      const tab = await context.newPage()
      // More entries than the default buffer of 250 may arrive on a long page.
      await tab.addInitScript(() => performance.setResourceTimingBufferSize(2000))
      try {
        const idle = networkIdle(tab)
        const response = await tab.goto(page.url, { waitUntil: 'load', timeout: 60_000 })
        const ended = await idle
        const entries = await tab.evaluate(() =>
          performance.getEntriesByType('resource').map((e) => ({
            name: e.name,
            initiatorType: e.initiatorType,
            encoded: e.encodedBodySize,
            transfer: e.transferSize,
            raw: e.decodedBodySize,
          })),
        )
        const scripts = entries
          .filter(isScriptEntry)
          .map((e) => ({ url: new URL(e.name).pathname, gzip: e.encoded, transfer: e.transfer, raw: e.raw }))
        results.push({
          name: page.name,
          url: page.url,
          bare: Boolean(page.bare),
          status: response?.status() ?? 0,
          ended,
          scripts: scripts.length,
          // Kept under its old name for bench/budgets.mjs: the compressed body bytes, whatever the encoding.
          gzipBytes: scripts.reduce((s, x) => s + x.gzip, 0),
          transferBytes: scripts.reduce((s, x) => s + x.transfer, 0),
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

// Alone: measure the URLs given, print one row per page and the heaviest files.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const lang = args.find((a) => a.startsWith('--lang='))?.slice(7)
  const verbose = args.includes('--files')
  const urls = args.filter((a) => !a.startsWith('--'))
  const pages = urls.map((url) => ({
    name: url,
    url,
    lang: lang ?? (new URL(url).hostname.startsWith('en.') ? 'en-US' : 'zh-CN'),
  }))
  const results = await measureFirstLoadJs(pages)
  for (const r of results) {
    if (r.error) console.log(`${r.url}  ERROR ${r.error}`)
    else
      console.log(
        `${r.url}  ${r.status}  ${r.scripts} scripts  ${(r.gzipBytes / 1024).toFixed(1)} KB compressed  (${(r.transferBytes / 1024).toFixed(1)} KB transfer, ${(r.rawBytes / 1024).toFixed(1)} KB raw)${r.ended === 'limit' ? '  [never idle]' : ''}`,
      )
    if (verbose && r.files)
      for (const f of r.files) console.log(`    ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url}`)
  }
}
