import { expect, test } from './fixtures'
import { E2E_PORT, EN, ZH } from '../../playwright.config'

/**
 * /technology/TrendChart: the interactive chart draws the CMS series in the browser on both
 * hosts, its legend switches a database off and on, and the accessible table lists every series.
 */

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

    await page.goto(`${origin}/technology/TrendChart`)
    const chart = page.getByTestId('trend-chart')
    await expect(chart).toHaveAttribute('role', 'img')
    const description = await chart.getAttribute('aria-label')
    for (const name of names) expect(description).toContain(name)

    // ECharts draws an SVG with one line per series and a legend entry per database.
    const svg = chart.locator('svg')
    await expect(svg).toBeVisible({ timeout: 15_000 })
    for (const name of names) await expect(svg.getByText(name, { exact: true })).toBeVisible()
    const lines = svg.locator('path[fill="none"]')
    await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(names.length)

    // Legend: clicking a database hides its line; clicking again brings it back. Series lines are
    // the long paths (axis and grid lines are short; the axis rescales and adds grid lines, and a
    // hovered line changes colour, so neither a count of all paths nor a colour would do).
    const seriesLines = () =>
      svg
        .locator('path[fill="none"]')
        .evaluateAll((paths) => paths.filter((p) => (p.getAttribute('d') ?? '').length > 200).length)
    await expect.poll(seriesLines).toBe(names.length)
    await svg.getByText(names[0], { exact: true }).click()
    await expect.poll(seriesLines).toBe(names.length - 1)
    await svg.getByText(names[0], { exact: true }).click()
    await expect.poll(seriesLines).toBe(names.length)

    // The scale switch.
    const log = page.getByRole('button', { name: lang === 'zh' ? '对数' : 'Logarithmic' })
    await log.click()
    await expect(log).toHaveAttribute('aria-pressed', 'true')

    // The table: one column per CMS series, one row per month.
    const table = page.locator('table')
    for (const name of names)
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible()
    const months = new Set(trends.series.flatMap((s) => s.points.map((p) => p.month)))
    await expect(table.locator('tbody tr')).toHaveCount(months.size)
  })
}

test('the chart fits a 390 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${EN}/technology/TrendChart`)
  const svg = page.getByTestId('trend-chart').locator('svg')
  await expect(svg).toBeVisible({ timeout: 15_000 })
  const box = await svg.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(390)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(overflow).toBe(false)
})

test('ECharts is loaded on the trend page only', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => ''))
  })
  await page.goto(`${ZH}/`)
  await page.waitForLoadState('networkidle')
  // A string that ECharts' core contains and nothing else on the site does.
  const hasEcharts = () => scripts.some((s) => s.includes('ECharts') || s.includes('echarts'))
  expect(hasEcharts()).toBe(false)
  await page.goto(`${ZH}/technology/TrendChart`)
  await expect(page.getByTestId('trend-chart').locator('svg')).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  expect(hasEcharts()).toBe(true)
})
