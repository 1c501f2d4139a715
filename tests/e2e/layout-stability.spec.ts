import { expect, test } from './fixtures'
import { E2E_PORT, EN, ZH } from '../../playwright.config'
import { startSplitRelay } from './support/split-document-relay'

// That every dark hero is marked by the server (no shift when the page hydrates) is checked on
// every page type in accessibility.spec.ts, which visits them all.

/**
 * Issue #8, fonts (docs/architecture.md): Chinese pages download no web font (the visitor's CJK
 * fonts are used); English pages download one, Inter's basic Latin file (the accented letters' file
 * only where a page shows one: the seeded pages do not).
 */
for (const [name, origin, expected] of [
  ['zh', ZH, []],
  ['en', EN, ['inter-latin-basic-wght-normal']],
] as const) {
  test(`only the expected web fonts are downloaded (${name})`, async ({ page }) => {
    const fonts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname)
    })
    for (const path of ['/', '/products/MogDB', '/about/honor']) {
      await page.goto(`${origin}${path}`)
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
    }
    const names = [...new Set(fonts.map((f) => f.replace(/^.*\//, '').replace(/\..*$/, '')))]
    expect(names).toEqual(expected)
  })
}

/**
 * English pages preload Inter with the document (src/app/(site)/fonts/preload.ts) instead of
 * finding it in the stylesheet. The preload must name the very file the @font-face uses, or the
 * browser fetches the font twice; Chinese pages preload no font.
 */
for (const [name, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`the font preload matches the stylesheet's font (${name})`, async ({ page }) => {
    const fonts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname)
    })
    await page.goto(`${origin}/about/company`)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
    if (name === 'zh') {
      expect(preloads).toEqual([])
      expect(fonts).toEqual([])
      return
    }
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toMatch(/^\/_next\/static\/media\/inter-latin-basic-wght-normal\.[^/]+\.woff2$/)
    // Fetched once, by the preload, and then used by the page's text.
    expect(fonts).toEqual(preloads)
    expect(await page.evaluate(() => document.fonts.check("16px 'Inter'"))).toBe(true)
  })
}

/**
 * Until Inter arrives, English text is set in a local font resized to Inter's metrics, so the swap
 * does not change line breaks. Measured on text the site shows: within 2 % of Inter's width.
 */
test('the fallback font is sized like Inter (en)', async ({ page }) => {
  await page.goto(`${EN}/`)
  await page.evaluate(() => document.fonts.ready)
  const widths = await page.evaluate(() => {
    const text = 'Enterprise database products, services and solutions for mission-critical systems'
    const measure = (family: string, weight: number) => {
      const span = document.createElement('span')
      span.textContent = text
      span.style.cssText = `font-family:${family};font-weight:${weight};font-size:16px;white-space:nowrap;position:absolute`
      document.body.append(span)
      const w = span.getBoundingClientRect().width
      span.remove()
      return w
    }
    return [400, 700].map((weight) => ({
      weight,
      inter: measure("'Inter'", weight),
      fallback: measure("'Inter Fallback'", weight),
    }))
  })
  for (const w of widths) expect(Math.abs(w.fallback / w.inter - 1), JSON.stringify(w)).toBeLessThan(0.02)
})

/** Nothing moves while a page loads: the layout shifts the browser reports add up to 0. */
async function layoutShiftAfterLoad(page: import('@playwright/test').Page) {
  await page.waitForLoadState('networkidle')
  return page.evaluate(async () => {
    await document.fonts.ready
    return await new Promise<number>((resolve) => {
      let sum = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!e.hadRecentInput) sum += e.value
      }).observe({ type: 'layout-shift', buffered: true })
      setTimeout(() => resolve(sum), 500)
    })
  })
}

for (const [name, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`no layout shift while pages load (${name})`, async ({ page }) => {
    test.setTimeout(120_000)
    for (const path of [
      '/',
      '/products/MogDB',
      '/customer/case',
      '/about/news/1',
      '/technology/TrendChart',
    ]) {
      await page.goto(`${origin}${path}`)
      expect(await layoutShiftAfterLoad(page), path).toBeLessThanOrEqual(0.001)
    }
  })

  // The carousel's slides are server-rendered where Swiper will put them, so Swiper's start after
  // the load event moves nothing.
  test(`no layout shift while the honor page loads (${name})`, async ({ page }) => {
    await page.goto(`${origin}/about/honor`)
    expect(await layoutShiftAfterLoad(page)).toBeLessThanOrEqual(0.001)
  })
}

/**
 * A figure shows its value above its label, which comes first in the HTML. Painted between the
 * two (a slowed load of /about/company, 1 in about 60), the label stood where the value goes and
 * moved down 43 px when the value came. Its place must not depend on the value being there.
 */
test('a figure’s label stays put when its value is not there yet', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${ZH}/about/company`)
  const labels = page.locator('main dl dt')
  expect(await labels.count()).toBeGreaterThan(0)
  const tops = () => labels.evaluateAll((dts) => dts.map((dt) => dt.getBoundingClientRect().top))
  const before = await tops()
  await page.locator('main dl dd').evaluateAll((dds) => dds.forEach((dd) => dd.remove()))
  expect(await tops()).toEqual(before)
})

/**
 * From the next navigation on, adds up the layout shifts the page reports: all of them, or only
 * those that move an element inside `within`. `recordedShift` reads the sum and what moved.
 */
async function recordShifts(page: import('@playwright/test').Page, within?: string) {
  await page.addInitScript((selector) => {
    const w = window as unknown as { shift: number; shifted: string[] }
    w.shift = 0
    w.shifted = []
    const elementOf = (node?: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null))
    // What moved, from where to where: named in a failing check so a rare shift can be traced.
    const describe = (s: {
      node?: Node | null
      previousRect: DOMRectReadOnly
      currentRect: DOMRectReadOnly
    }) => {
      const el = elementOf(s.node)
      const name = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.getAttribute('class') ?? '').slice(0, 80)}`
        : 'a removed node'
      const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`
      return `${name} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`
    }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        // An element that changed size as it moved is one still being filled: the parser, slowed
        // down, drew a list item before its text and the text then grew it in place. What these
        // tests guard against is content pushed by something else, which keeps its size.
        const grew = (s: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }) =>
          s.previousRect.width !== s.currentRect.width || s.previousRect.height !== s.currentRect.height
        const counts =
          (!selector || e.sources.some((s) => Boolean(elementOf(s.node)?.closest(selector)))) &&
          !e.sources.every(grew)
        if (counts) {
          w.shift += e.value
          w.shifted.push(
            `${e.value.toExponential(2)} at ${Math.round(e.startTime)} ms: ${e.sources.map(describe).join('; ')}`,
          )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, within ?? null)
}

const recordedShift = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shift: number; shifted: string[] }
    return { sum: w.shift, what: w.shifted.join(' | ') }
  })

/**
 * On a phone no page may be wider than the screen, scrolling down and back up must move nothing
 * the visitor sees (images and late islands keep their boxes), and the footer must be reached.
 */
test.describe('a phone scrolling through a page', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  for (const [name, origin] of [
    ['zh', ZH],
    ['en', EN],
  ] as const) {
    test(`nothing wider than the screen, nothing shifts while scrolling (${name})`, async ({ page }) => {
      test.setTimeout(120_000)
      await recordShifts(page)
      for (const path of ['/', '/customer/case', '/about/company', '/about/honor', '/products/MogDB']) {
        await page.goto(`${origin}${path}`)
        await page.waitForLoadState('networkidle')
        const wide = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(await wide(), `${path}: wider than the screen by`).toBeLessThanOrEqual(0)
        // Down to the end and back, as a thumb does (wheel steps let the page draw in between).
        for (const dy of [600, -600]) {
          for (let i = 0; i < 40; i++) {
            await page.mouse.wheel(0, dy)
            await page.waitForTimeout(40)
            const atEnd = await page.evaluate(
              (down) =>
                down
                  ? window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
                  : window.scrollY === 0,
              dy > 0,
            )
            if (atEnd) break
          }
          if (dy > 0) await expect(page.getByTestId('site-footer').locator('nav a').first()).toBeInViewport()
        }
        expect(await wide(), `${path}: wider than the screen by`).toBeLessThanOrEqual(0)
        const { sum, what } = await recordedShift(page)
        expect(sum, `${path}: ${what}`).toBeLessThanOrEqual(0.001)
      }
    })
  }
})

/**
 * A page is painted while its HTML still arrives, so the header can be drawn before its buttons
 * exist. The menu's place must not depend on what comes after it: with the row's space spread
 * between its items, the menu first stood at the far right and jumped left when the buttons came
 * in (a CLS of up to 0.04 on a slowed phone, and a failed CI run of the honor-page check above).
 */
test('the header menu stays put when the buttons after it are not there yet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto(`${ZH}/about/honor`)
  const nav = page.getByRole('navigation', { name: '主导航' })
  const before = await nav.boundingBox()
  // What the browser has before the rest of the header is parsed: everything after the menu gone.
  await nav.evaluate((el) => {
    while (el.nextElementSibling) el.nextElementSibling.remove()
  })
  const after = await nav.boundingBox()
  expect(after).toEqual(before)
})

/**
 * The layout shift a page's load adds up to when its HTML arrives in two pieces, cut before the
 * tag holding `marker` with a second's pause, on a slowed CPU; counted only for shifts of elements
 * inside `within`.
 */
async function shiftWhileArriving(
  context: import('@playwright/test').BrowserContext,
  width: number,
  url: URL,
  marker: string,
  within: string,
) {
  const relay = await startSplitRelay(E2E_PORT, marker, 1000)
  const page = await context.newPage()
  try {
    await page.setViewportSize({ width, height: 900 })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await recordShifts(page, within)
    url.port = String(relay.port)
    await page.goto(url.href)
    await page.waitForLoadState('load')
    await page.waitForTimeout(300)
    expect(relay.cuts(), `${marker} in ${url.pathname}`).toBe(1)
    return await recordedShift(page)
  } finally {
    await page.close()
    await relay.close()
  }
}

/**
 * A page is painted while its HTML arrives, also before the dark hero's tag is parsed. The
 * content's place must not wait for the hero: when it was set by `body:has([data-hero])`, the
 * content first stood 64 px lower and jumped up when the hero came (CLS 0.044 on a slowed phone,
 * every time the document was cut before <main>). The hero now pulls itself up under the header.
 */
for (const [name, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`nothing in the content moves when the HTML arrives in two pieces (${name})`, async ({ context }) => {
    test.setTimeout(90_000)
    for (const path of ['/', '/about/company', '/about/news/1']) {
      const { sum, what } = await shiftWhileArriving(
        context,
        1440,
        new URL(path, origin),
        '<main',
        '#site-content',
      )
      expect(sum, `${path}: ${what}`).toBe(0)
    }
  })

  /**
   * The header's right-hand group is right-aligned: drawn before its last buttons were parsed, it
   * grew leftwards and moved the buttons already drawn. It is shown once whole.
   */
  test(`nothing in the header moves when its buttons arrive late (${name})`, async ({ context }) => {
    test.setTimeout(90_000)
    for (const [width, marker] of [
      [1440, 'data-testid="header-contact"'],
      [390, 'data-testid="mobile-menu-button"'],
    ] as const) {
      const { sum, what } = await shiftWhileArriving(
        context,
        width,
        new URL('/about/company', origin),
        marker,
        '.site-header',
      )
      expect(sum, `${width} px: ${what}`).toBe(0)
    }
  })
}

/**
 * The contact dialog opens before the form's code has arrived; its minimum height is the form's
 * own, so the dialog neither grows nor moves when the fields appear (the form's chunk is held back
 * here for a second, as on a slow connection).
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the contact dialog keeps its size when the form arrives (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto(`${ZH}/about/company`)
    await page.waitForFunction(() => Boolean(window.siteRuntime))
    await page.waitForLoadState('networkidle')
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1000))
      await route.continue()
    })
    await page.evaluate(() => document.querySelector<HTMLElement>('[data-contact]')?.click())
    const dialog = page.getByTestId('contact-dialog')
    await expect(dialog.getByRole('status')).toBeVisible()
    const before = await dialog.boundingBox()
    await expect(dialog.locator('form')).toBeVisible()
    const after = await dialog.boundingBox()
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0)
    expect(after?.y).toBeCloseTo(before?.y ?? 0, 0)
  })
}
