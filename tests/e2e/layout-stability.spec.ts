import { expect, test } from './fixtures'
import { EN, ZH } from '../../playwright.config'

/**
 * Issue #8, CLS 0: the header sits transparent over a page's dark hero, and the content then
 * starts at the top. When only the browser found the hero (HeaderBar's fallback), the whole page
 * moved up by the header's height after hydration. Every dark hero must be marked in the HTML.
 */
const paths = [
  '/',
  '/products/MogDB',
  '/services/consulting_service',
  '/solution',
  '/solution/1',
  '/product_solution/1',
  '/customer',
  '/customer/case',
  '/customer/case/1',
  '/doc?docType=0',
  '/doc/1',
  '/video/1',
  '/technology/article/1',
  '/technology/TrendChart',
  '/about/company',
  '/about/honor',
  '/about/news',
  '/about/news/1',
  '/search?q=MogDB',
]

for (const [name, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`every dark hero is marked by the server (${name})`, async ({ page }) => {
    test.setTimeout(120_000)
    for (const path of paths) {
      await page.goto(`${origin}${path}`)
      await page.waitForLoadState('networkidle')
      const foundByBrowser = await page.evaluate(
        () => document.querySelector('[data-hero="auto"]')?.outerHTML.slice(0, 100) ?? null,
      )
      expect(foundByBrowser, path).toBeNull()
    }
  })
}
