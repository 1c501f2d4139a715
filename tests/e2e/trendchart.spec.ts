import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { E2E_PORT, EN, ZH } from '../../playwright.config'

/**
 * /technology/TrendChart: the server draws the CMS series as a static SVG (no chart code on load);
 * the interactive ECharts chart takes its place when a visitor reaches for it, on both hosts. Its
 * legend switches a database off and on, it has a tooltip per month and a linear/log switch, and
 * the accessible table lists every series.
 */

/** Series lines are the long paths (axis and grid lines are short; the axis rescales and adds grid
 * lines, and a hovered line changes colour, so neither a count of all paths nor a colour would do). */
const longLines = (svg: Locator) =>
  svg
    .locator('path[fill="none"]')
    .evaluateAll((paths) => paths.filter((p) => (p.getAttribute('d') ?? '').length > 200).length)

/** A string that ECharts' core contains and nothing else on the site does. */
const isEcharts = (source: string) => source.includes('ECharts') || source.includes('echarts')

/**
 * Whether any script the page has fetched so far is ECharts. The bodies are kept as promises and
 * awaited at each check: the page can run a script before Playwright has read its body (a check of
 * the bodies read so far once missed ECharts).
 */
function watchEcharts(page: Page) {
  const scripts: Promise<string>[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''))
  })
  return async () => (await Promise.all(scripts)).some(isEcharts)
}

const direct = `http://127.0.0.1:${E2E_PORT}`
const hosts = { zh: `www.site.test:${E2E_PORT}`, en: `en.site.test:${E2E_PORT}` }
type Series = { name: string; points: { month: string; score: number }[] }

for (const [lang, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`the trend chart and its table show the CMS series (${lang})`, async ({ page, request }) => {
    const res = await request.get(`${direct}/cms-api/globals/trends?locale=${lang}&depth=0`, {
      headers: { Host: hosts[lang] },
    })
    const trends = (await res.json()) as { series: Series[] }
    const names = trends.series.map((s) => s.name)
    expect(names.length).toBeGreaterThan(1)

    const echartsLoaded = watchEcharts(page)
    const csp: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) csp.push(m.text())
    })
    await page.goto(`${origin}/technology/TrendChart`)
    const chart = page.getByTestId('trend-chart')
    await expect(chart).toHaveAttribute('role', 'img')
    const description = await chart.getAttribute('aria-label')
    for (const name of names) expect(description).toContain(name)

    // Before any interaction: the server's SVG with a line per database, a legend button per
    // database (all switched on), and no chart code fetched.
    await page.waitForLoadState('networkidle')
    const staticSvg = chart.locator('[data-static-chart] svg:visible')
    await expect(staticSvg).toHaveCount(1)
    const legend = page.getByRole('group', { name: lang === 'zh' ? '显示的数据库' : 'Databases shown' })
    const entry = (name: string) => legend.getByRole('button', { name, exact: true })
    await expect(legend.getByRole('button')).toHaveCount(names.length)
    for (const name of names) await expect(entry(name)).toHaveAttribute('aria-pressed', 'true')
    expect(await longLines(staticSvg)).toBe(names.length)
    expect(await echartsLoaded()).toBe(false)

    // Reaching for the chart loads ECharts, which draws the same chart in the same box.
    const place = () =>
      chart.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return [r.x + scrollX, r.y + scrollY, r.width, r.height]
      })
    const before = await place()
    await chart.hover()
    await expect(page.locator('figure[data-chart-state="live"]')).toBeVisible({ timeout: 15_000 })
    await expect(chart.locator('[data-static-chart]')).toHaveCount(0)
    expect(await place()).toEqual(before)
    expect(await echartsLoaded()).toBe(true)

    const svg = chart.locator('[data-chart-ready] svg')
    await expect(svg).toBeVisible()

    // Tooltip: pointing at the plot shows the month and every database's score.
    const plot = (await svg.boundingBox())!
    await page.mouse.move(plot.x + plot.width * 0.6, plot.y + plot.height * 0.6)
    const tooltip = chart.locator('.trend-tooltip')
    await expect(tooltip).toBeVisible()
    await expect(tooltip).toContainText(/\d{4}-\d{2}/)
    for (const name of names) await expect(tooltip).toContainText(name)

    // Legend: clicking a database hides its line; the keyboard brings it back.
    const seriesLines = () => longLines(svg)
    await expect.poll(seriesLines).toBe(names.length)
    await entry(names[0]).click()
    await expect(entry(names[0])).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(seriesLines).toBe(names.length - 1)
    await entry(names[0]).focus()
    await page.keyboard.press('Enter')
    await expect(entry(names[0])).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(seriesLines).toBe(names.length)

    // The scale switch: a logarithmic axis has a tick at 10 (scores run from ~50 to ~1,300).
    const log = page.getByRole('button', { name: lang === 'zh' ? '对数' : 'Logarithmic' })
    await expect(svg.getByText('10', { exact: true })).toHaveCount(0)
    await log.click()
    await expect(log).toHaveAttribute('aria-pressed', 'true')
    await expect(svg.getByText('10', { exact: true })).toBeVisible()
    expect(csp).toEqual([])

    // The table: one column per CMS series, one row per month.
    const table = page.locator('table')
    for (const name of names)
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible()
    const months = new Set(trends.series.flatMap((s) => s.points.map((p) => p.month)))
    await expect(table.locator('tbody tr')).toHaveCount(months.size)
  })
}

test('the chart fits a 390 px phone screen, static and live', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${EN}/technology/TrendChart`)
  const chart = page.getByTestId('trend-chart')
  const staticSvg = chart.locator('[data-static-chart] svg:visible')
  await expect(staticSvg).toHaveCount(1)
  // The phone drawing (332 px wide), shown at its size: its text is not scaled down.
  await expect(staticSvg).toHaveAttribute('viewBox', '0 0 332 360')
  const box = await staticSvg.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(390)
  expect(Math.abs((box?.width ?? 0) - 332)).toBeLessThanOrEqual(8)
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(await overflow()).toBe(false)

  // Every database's legend entry on the screen at once (they wrap; nothing pages or is cut off).
  const entries = page.getByRole('group', { name: 'Databases shown' }).getByRole('button')
  expect(await entries.count()).toBeGreaterThan(4)
  for (const box of await entries.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(390)
    expect(box.height).toBeLessThan(40)
  }

  // A press on an entry before the chart is live switches that line off in the live chart.
  await entries.last().click()
  await expect(entries.last()).toHaveAttribute('aria-pressed', 'false')
  const svg = chart.locator('[data-chart-ready] svg')
  await expect(svg).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => longLines(svg)).toBe((await entries.count()) - 1)
  expect((await svg.boundingBox())?.width).toBeLessThanOrEqual(390)
  expect(await overflow()).toBe(false)
})

test('on a phone the score table says it scrolls sideways, and does; where it fits it says nothing', async ({
  page,
}) => {
  const hint = page.getByText('Scroll the table sideways for every database’s scores')
  const region = page.getByRole('region', { name: 'Monthly scores table (scrollable)' })
  const sideways = () => region.evaluate((el) => el.scrollWidth - el.clientWidth)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${EN}/technology/TrendChart`)
  await expect(hint).toBeVisible()
  expect(await sideways()).toBeGreaterThan(100)
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(hint).toBeHidden()
  expect(await sideways()).toBe(0)
})

test('the scale switch, used from the keyboard, brings the live chart in that scale', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${ZH}/technology/TrendChart`)
  await page.waitForLoadState('networkidle')
  const log = page.getByRole('button', { name: '对数' })
  await log.focus()
  await page.keyboard.press('Enter')
  await expect(log).toHaveAttribute('aria-pressed', 'true')
  const svg = page.getByTestId('trend-chart').locator('[data-chart-ready] svg')
  await expect(svg).toBeVisible({ timeout: 15_000 })
  await expect(svg.getByText('10', { exact: true })).toBeVisible()
})

test('ECharts is loaded on the trend page only, and there only on interaction', async ({ page }) => {
  const loaded = watchEcharts(page)
  await page.goto(`${ZH}/`)
  await page.waitForLoadState('networkidle')
  expect(await loaded()).toBe(false)
  await page.goto(`${ZH}/technology/TrendChart`)
  await expect(page.getByTestId('trend-chart').locator('svg:visible')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(await loaded()).toBe(false)
  await page.getByTestId('trend-chart').hover()
  await expect(page.getByTestId('trend-chart').locator('[data-chart-ready] svg')).toBeVisible({
    timeout: 15_000,
  })
  expect(await loaded()).toBe(true)
})
