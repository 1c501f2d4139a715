// The first interaction on a slow phone (issue 19): a visitor taps the mobile menu button (390 px,
// touch) or clicks the contact button (1440 px) right after the load event, in Chromium slowed down
// as Lighthouse's mobile preset does it in the browser (CPU 4x, "slow 4G"). Two figures per tap,
// both taken inside the page so the driver's own overhead on the slowed CPU does not count:
//   - INP: the interaction's latency by the Event Timing API (the longest `event` entry of that
//     interaction, from the input to the next paint after its handlers), what a browser reports
//     to the page as Interaction to Next Paint;
//   - shown: from the pointerdown to the first frame in which the menu or dialog is open (a tap
//     taken before hydration is replayed later; INP would not see that wait, this does).
// Each case is a fresh browser context (nothing cached), measured RUNS times; the median is kept.
//
// Run alone: node bench/lib/interaction.mjs URL... (prints a row per page and interaction).
import { chromium } from '@playwright/test'
import { pathToFileURL } from 'node:url'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, throttleLikeAPhone } from '../../scripts/chromium.mjs'
import { median } from './stats.mjs'

export const RUNS = 3

/** The scripted first interactions: the controls every page has. */
export const interactions = [
  {
    name: 'mobile menu',
    viewport: { width: 390, height: 844 },
    touch: true,
    control: '[data-testid="mobile-menu-button"]',
    shown: '#mobile-menu:not([hidden])',
  },
  {
    name: 'contact dialog',
    viewport: { width: 1440, height: 900 },
    touch: false,
    control: '[data-testid="header-contact"]',
    shown: 'dialog[open][data-testid="contact-dialog"]',
  },
]

/** Installed before the page's own scripts: records Event Timing entries and the tap's wait. */
function recorder(shownSelector) {
  const w = window
  w.__tap = { entries: [], first: null, down: null, shown: null }
  const keep = (e) => ({
    id: e.interactionId,
    name: e.name,
    duration: e.duration,
    inputDelay: e.processingStart - e.startTime,
    processing: e.processingEnd - e.processingStart,
  })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) w.__tap.entries.push(keep(e))
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  // Always reported, however short: the figure when no entry of the interaction reached 16 ms.
  new PerformanceObserver((list) => {
    w.__tap.first ??= keep(list.getEntries()[0])
  }).observe({ type: 'first-input', buffered: true })
  addEventListener('pointerdown', () => (w.__tap.down ??= performance.now()), { capture: true })
  const watch = () => {
    if (w.__tap.down !== null && document.querySelector(shownSelector)) w.__tap.shown = performance.now()
    else requestAnimationFrame(watch)
  }
  requestAnimationFrame(watch)
}

async function once(browser, page, interaction) {
  const context = await browser.newContext({
    locale: page.lang ?? 'en-US',
    viewport: interaction.viewport,
    hasTouch: interaction.touch,
    isMobile: interaction.touch,
    ignoreHTTPSErrors: true,
  })
  try {
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await throttleLikeAPhone(cdp)
    await tab.addInitScript(recorder, interaction.shown)
    await tab.goto(page.url, { waitUntil: 'load', timeout: 120_000 })
    const control = tab.locator(interaction.control)
    if (interaction.touch) await control.tap()
    else await control.click()
    await tab.waitForFunction(() => window.__tap.shown !== null, null, { timeout: 15_000 })
    // Event Timing entries are delivered after the frame that follows the handlers.
    await tab.waitForFunction(() => window.__tap.entries.length > 0 || window.__tap.first, null, {
      timeout: 5_000,
    })
    await tab.waitForTimeout(500)
    const tap = await tab.evaluate(() => window.__tap)
    const firstId = tap.entries[0]?.id
    const ofFirst = tap.entries.filter((e) => e.id === firstId)
    const longest = ofFirst.sort((a, b) => b.duration - a.duration)[0] ?? tap.first
    return {
      inpMs: Math.round(longest?.duration ?? 0),
      inputDelayMs: Math.round(longest?.inputDelay ?? 0),
      processingMs: Math.round(longest?.processing ?? 0),
      event: longest?.name ?? null,
      shownMs: Math.round(tap.shown - tap.down),
    }
  } finally {
    await context.close()
  }
}

/**
 * pages: [{ name, url, lang }]. Returns one row per page and interaction:
 * { name, interaction, url, inpMs, shownMs (medians), runs: [...] } or { ..., error }.
 */
export async function measureInteractions(pages, { runs = RUNS, log = () => {} } = {}) {
  // With scrollbars as a desktop browser draws them: headless Chromium hides them (Playwright's
  // default), yet still reserves a gutter that CSS asks to keep, which no visitor's browser does.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  })
  const results = []
  try {
    for (const page of pages) {
      for (const interaction of interactions) {
        const row = { name: page.name, interaction: interaction.name, url: page.url, runs: [] }
        try {
          for (let i = 0; i < runs; i += 1) row.runs.push(await once(browser, page, interaction))
          row.inpMs = median(row.runs.map((r) => r.inpMs))
          row.shownMs = median(row.runs.map((r) => r.shownMs))
          log(
            `  ${page.name}, ${interaction.name}: INP ${row.inpMs} ms, shown ${row.shownMs} ms (runs ${row.runs.map((r) => `${r.inpMs}/${r.shownMs}`).join(', ')})`,
          )
        } catch (error) {
          row.error = String(error?.message ?? error).split('\n')[0]
          log(`  ${page.name}, ${interaction.name}: ${row.error}`)
        }
        results.push(row)
      }
    }
  } finally {
    await browser.close()
  }
  return results
}

// Alone: measure the URLs given.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  const pages = urls.map((url) => ({
    name: url,
    url,
    lang: new URL(url).hostname.startsWith('en.') ? 'en-US' : 'zh-CN',
  }))
  await measureInteractions(pages, { log: console.log })
}
