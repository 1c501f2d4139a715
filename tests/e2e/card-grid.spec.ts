import { type Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { EN, ZH } from '../../playwright.config'

/**
 * Listings show 10, 20 or 30 cards in a grid of three columns (two on tablets). No row may end
 * with a lone card or two: the first cards widen instead (CardGrid, globals.css). `rows` gives
 * each row of a grid (the cards sharing a top): how many cards, and how much of the width they fill.
 */
async function rows(grid: Locator) {
  return grid.evaluate((grid) => {
    const width = grid.getBoundingClientRect().width
    const gap = parseFloat(getComputedStyle(grid).columnGap)
    const byTop = new Map<number, { count: number; width: number }>()
    for (const li of Array.from(grid.children)) {
      const r = li.getBoundingClientRect()
      const row = byTop.get(Math.round(r.top)) ?? { count: 0, width: 0 }
      byTop.set(Math.round(r.top), { count: row.count + 1, width: row.width + r.width })
    }
    // How much of each row its cards fill (1 = the whole grid's width).
    return [...byTop.values()].map((row) => ({
      count: row.count,
      filled: Math.round(((row.width + gap * (row.count - 1)) / width) * 100) / 100,
    }))
  })
}

for (const [width, columns] of [
  [1440, 3],
  [800, 2],
] as const) {
  test(`every row of a listing is full at ${width} px, whatever the count`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const url of [
      `${ZH}/customer/case`,
      `${EN}/customer/case?size=20`,
      `${ZH}/about/news`,
      `${EN}/video`,
      // The home page's five products: two over on desktop, an odd count on tablets.
      `${EN}/`,
    ]) {
      await page.goto(url)
      const found = await rows(page.locator('main ul.card-grid-3').first())
      const cards = found.reduce((n, row) => n + row.count, 0)
      expect(cards, url).toBeGreaterThan(columns)
      for (const row of found) expect(row.filled, `${url}: ${JSON.stringify(found)}`).toBe(1)
      // Only the first row may hold fewer cards than the columns.
      for (const row of found.slice(1)) expect(row.count, `${url}: ${JSON.stringify(found)}`).toBe(columns)
    }
  })
}

test('a card across a whole row shows its cover beside its text', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${ZH}/customer/case`)
  const first = page.locator('main ul.card-grid-3 > li').first()
  const cover = (await first.locator('.card-cover').boundingBox())!
  const title = (await first.locator('.card-title').boundingBox())!
  expect(title.x).toBeGreaterThanOrEqual(cover.x + cover.width)
  expect(title.y).toBeLessThan(cover.y + cover.height)
})

test('on a phone a band with "view all" swipes sideways; the others stack', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const origin of [ZH, EN]) {
    await page.goto(`${origin}/`)
    const band = (id: string) => page.locator(`section[aria-labelledby="${id}"] ul.card-grid-3`)
    const layout = (id: string) =>
      band(id).evaluate((grid) => {
        const cards = Array.from(grid.children).map((li) => li.getBoundingClientRect())
        return {
          tops: new Set(cards.map((r) => Math.round(r.top))).size,
          scrolls: grid.scrollWidth > grid.clientWidth,
          // How much of the second card shows beside the first (it peeks, so swiping is found).
          peek: Math.round(innerWidth - cards[1].left),
        }
      })
    // Six solutions in one row, the second peeking in at the right edge.
    const solutions = await layout('solutions-title')
    expect(solutions.tops).toBe(1)
    expect(solutions.scrolls).toBe(true)
    expect(solutions.peek).toBeGreaterThan(20)
    expect(solutions.peek).toBeLessThan(120)
    expect((await layout('cases-title')).tops).toBe(1)
    // The products have no "view all": all five stacked, one per row.
    expect((await layout('products-title')).tops).toBe(5)
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    // A keyboard reaches the last card: focusing its link scrolls the row to it.
    const last = band('solutions-title').locator('li').last().getByRole('link').first()
    await last.focus()
    await expect(last).toBeInViewport({ ratio: 1 })
  }
})

test('on a phone the honors wall shows two certificates a row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const origin of [ZH, EN]) {
    await page.goto(`${origin}/about/honor`)
    const found = await rows(page.getByTestId('honor-wall'))
    expect(found.length, JSON.stringify(found)).toBeGreaterThan(1)
    for (const row of found.slice(0, -1)) expect(row.count, JSON.stringify(found)).toBe(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  }
})

test('the result figures of a row of case cards line up, whatever the text above them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const url of [`${ZH}/customer/case`, `${EN}/customer/case`, `${EN}/solution/1`]) {
    await page.goto(url)
    // Each row's figures (the cards' footers) by the row's top: one top per row.
    const tops = await page.locator('.card').evaluateAll((cards) => {
      const byRow = new Map<number, number[]>()
      for (const card of cards) {
        const footer = card.querySelector('.card-footer')
        if (!footer) continue
        const row = Math.round(card.getBoundingClientRect().top)
        byRow.set(row, [...(byRow.get(row) ?? []), Math.round(footer.getBoundingClientRect().top)])
      }
      return [...byRow.values()].filter((row) => row.length > 1)
    })
    expect(tops.length, url).toBeGreaterThan(0)
    for (const row of tops) expect(new Set(row).size, `${url}: ${row.join(', ')}`).toBe(1)
  }
})

test('a video card’s cover shows a play badge; other covers do not', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const badges = () =>
    page
      .locator('.card-cover')
      .evaluateAll((covers) => covers.map((c) => getComputedStyle(c, '::after').maskImage.includes('svg')))
  await page.goto(`${EN}/video`)
  const videos = await badges()
  expect(videos.length).toBeGreaterThan(0)
  expect(videos.every(Boolean)).toBe(true)
  await page.goto(`${ZH}/about/news`)
  expect((await badges()).some(Boolean)).toBe(false)
})
