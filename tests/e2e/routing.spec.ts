import { expect, test, type Page } from '@playwright/test'
import { REDIRECT_TABLE } from '../../src/features/routing/redirects'
import { E2E_PORT, EN, ZH } from '../../playwright.config'

/** Requests straight to the server with a chosen Host header, redirects not followed. */
const direct = `http://127.0.0.1:${E2E_PORT}`
const hosts = { zh: `www.site.test:${E2E_PORT}`, en: `en.site.test:${E2E_PORT}` }
const rows = REDIRECT_TABLE.flatMap(({ from, to }) => from.map((f) => [f, to] as const))

/** The Location header resolved against the host the request was for. */
const resolved = (location: string | undefined, host: string) => new URL(location ?? '', `http://${host}`)

test.describe('redirect table, through real HTTP', () => {
  for (const [locale, host] of Object.entries(hosts)) {
    test(`every legacy path redirects permanently on the ${locale} host, query kept`, async ({ request }) => {
      for (const [from, to] of rows) {
        const res = await request.get(`${direct}${from}?utm_source=e2e&k=%E4%B8%AD`, {
          headers: { Host: host },
          maxRedirects: 0,
        })
        expect(res.status(), from).toBe(301)
        const location = resolved(res.headers()['location'], host)
        expect(location.host, from).toBe(host)
        expect(location.pathname + location.search, from).toBe(`${to}?utm_source=e2e&k=%E4%B8%AD`)
      }
    })
  }
})

test.describe('country-based host redirect', () => {
  test('an unknown host is sent (302) to a configured host, path and query kept', async ({ request }) => {
    const res = await request.get(`${direct}/about/company?a=1`, {
      headers: { Host: 'old-domain.example' },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(302)
    // The test client is on loopback: no country, so the en host (a CN address would get zh).
    const location = new URL(res.headers()['location']!)
    expect(location.host).toBe(hosts.en)
    expect(location.pathname + location.search).toBe('/about/company?a=1')
  })

  test('forged Host and X-Forwarded-Host never produce a Location elsewhere', async ({ request }) => {
    const cases: Record<string, string>[] = [
      { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      { Host: `${hosts.zh}.evil.example` },
      { Host: hosts.zh, 'X-Forwarded-Host': 'evil.example' },
      { Host: hosts.en, 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    ]
    for (const headers of cases) {
      for (const path of ['/products/SQM?x=1', '/about/company']) {
        const res = await request.get(`${direct}${path}`, { headers, maxRedirects: 0 })
        const location = res.headers()['location']
        if (location && !location.startsWith('/')) {
          expect(Object.values(hosts), JSON.stringify(headers)).toContain(new URL(location).host)
        }
        expect(location ?? '', JSON.stringify(headers)).not.toContain('evil')
      }
    }
  })

  test('the health check, the APIs, the admin and assets are exempt', async ({ request }) => {
    test.setTimeout(180_000) // the admin compiles slowly on a development server
    const headers = { Host: 'old-domain.example' }
    for (const path of [
      '/healthz',
      '/cms-api/products?limit=1',
      '/admin',
      '/favicon.ico',
      '/_next/static/missing.js',
      '/api/banners',
    ]) {
      const res = await request.get(`${direct}${path}`, { headers, maxRedirects: 0 })
      expect(res.status(), path).not.toBe(302)
    }
  })
})

test.describe('listings with a query', () => {
  test('render at their own URL and may be kept a few seconds by the reverse proxy', async ({ request }) => {
    for (const path of ['/customer/case?industry=1', '/about/news?size=20', '/doc', '/video?size=20']) {
      const res = await request.get(`${direct}${path}`, { headers: { Host: hosts.en }, maxRedirects: 0 })
      expect(res.status(), path).toBe(200)
      // Shared caches (nginx's 5 s micro-cache) may keep it; browsers revalidate.
      expect(res.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=5')
    }
    // A detail page keeps Next's own caching; the old internal listing route is no page.
    const detail = await request.get(`${direct}/about/company`, { headers: { Host: hosts.en } })
    expect(detail.headers()['cache-control']).not.toContain('s-maxage=5')
    const internal = await request.get(`${direct}/cached-listing/about.news/all`, {
      headers: { Host: hosts.zh },
    })
    expect(internal.status()).toBe(404)
  })
})

test.describe('locale rules across the two hosts', () => {
  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' })

    test('the zh host sends the visitor to the en host, same path and query', async ({ page }) => {
      await visit(page, `${ZH}/?from=e2e`)
      await page.waitForURL(`${EN}/?from=e2e`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })

    test('no loop: a manual zh choice on the en host wins and stays', async ({ page }) => {
      await page.goto(`${EN}/`)
      // Let this page's own locale check run first, so it cannot race the next visit.
      await page.waitForFunction(() => Boolean(window.siteRuntime))
      await page.evaluate(() => {
        sessionStorage.setItem('manually-selected-language', 'true')
        sessionStorage.setItem('user-language', 'zh')
      })
      await visit(page, `${EN}/?q=1`)
      await page.waitForURL(`${ZH}/?q=1`)
      await expectToStay(page, `${ZH}/?q=1`)
      expect(await page.evaluate(() => sessionStorage.getItem('user-language'))).toBe('zh')
    })
  })

  test.describe('with a Chinese browser', () => {
    test.use({ locale: 'zh-CN' })

    test('the en host sends the visitor to the zh host', async ({ page }) => {
      await visit(page, `${EN}/?a=b`)
      await page.waitForURL(`${ZH}/?a=b`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    })

    test('the zh host stays', async ({ page }) => {
      await page.goto(`${ZH}/`)
      await expectToStay(page, `${ZH}/`)
    })

    test('no loop: a manual en choice on the zh host wins and stays', async ({ page }) => {
      await page.goto(`${ZH}/`)
      // Let this page's own locale check run first, so it cannot race the next visit.
      await page.waitForFunction(() => Boolean(window.siteRuntime))
      await page.evaluate(() => {
        sessionStorage.setItem('manually-selected-language', 'true')
        sessionStorage.setItem('user-language', 'en')
      })
      await visit(page, `${ZH}/?q=1`)
      await page.waitForURL(`${EN}/?q=1`)
      await expectToStay(page, `${EN}/?q=1`)
      // The en origin recorded the choice it was handed.
      expect(await page.evaluate(() => sessionStorage.getItem('manually-selected-language'))).toBe('true')
      expect(await page.evaluate(() => sessionStorage.getItem('user-language'))).toBe('en')
    })

    test('choosing English stores the choice and goes to the en host, same path and query, and stays', async ({
      page,
      context,
    }) => {
      await page.goto(`${ZH}/?keep=1#top`)
      await page.waitForFunction(() => Boolean(window.siteRuntime))
      await page.evaluate(() => window.siteRuntime!.chooseLanguage('en'))
      await page.waitForURL(`${EN}/?keep=1#top`)
      await expectToStay(page, `${EN}/?keep=1#top`)
      const cookie = (await context.cookies(EN)).find((c) => c.name === 'user-language')
      expect(cookie?.value).toBe('en')
      expect(cookie?.domain).toBe('.site.test') // shared by both hosts
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)

      // A later visit to the zh host in a new tab (empty sessionStorage) still honours the choice.
      const other = await context.newPage()
      await other.goto(`${ZH}/`)
      await other.waitForURL(`${EN}/`)

      // And back to Chinese through the header switcher.
      await page.getByTestId('language-trigger').first().click()
      await page.getByRole('menuitem', { name: /中文|简体/ }).click()
      await page.waitForURL(`${ZH}/?keep=1#top`)
      await expectToStay(page, `${ZH}/?keep=1#top`)
    })
  })
})

test.describe('error pages', () => {
  // Browser language = host language, so the locale rules do not move the page.
  test.describe('zh', () => {
    test.use({ locale: 'zh-CN' })
    test('404 in Chinese: title, message, home and back buttons', async ({ page }) => {
      await page.goto(`${ZH}/`)
      const res = await page.goto(`${ZH}/no/such/page`)
      expect(res?.status()).toBe(404)
      await expect(page).toHaveTitle(/HTTP Error 404/)
      await expect(page.getByRole('heading', { name: 'HTTP Error 404' })).toBeVisible()
      await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
      await page.getByRole('main').getByRole('button', { name: '返回' }).click()
      await page.waitForURL(`${ZH}/`)
    })

    test('404 reached in the browser (home, then back): one title, the same as served', async ({ page }) => {
      await page.goto(`${ZH}/no/such/page`)
      const served = await page.title()
      expect(served).toMatch(/^HTTP Error 404 \| \S/)
      // Next hydrates the head's metadata last; a client navigation before that leaves the first
      // page's tags in the head beside the next page's (vercel/next.js#97472, open). That race is
      // Next's, not this page's: click once the browser is idle.
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 10_000 })))
      await page.getByRole('main').getByRole('link', { name: '首页' }).click()
      await page.waitForURL(`${ZH}/`)
      await page.goBack()
      await expect(page.getByRole('heading', { name: 'HTTP Error 404' })).toBeVisible()
      await expect(page).toHaveTitle(served)
      await expect(page.locator('title')).toHaveCount(1)
    })
  })

  test.describe('en', () => {
    test.use({ locale: 'en-US' })
    test('404 in English', async ({ page }) => {
      const res = await page.goto(`${EN}/no/such/page`)
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'HTTP Error 404' })).toBeVisible()
      await expect(page.getByText('this page could not be found')).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('button', { name: 'Back' })).toBeVisible()
    })
  })

  test('a file that is not there (an old link to a PDF, a probe) gets the host’s 404 page', async ({
    request,
  }) => {
    const cases = [
      [ZH, '/old/brochure.pdf', 'HTTP Error 404 | 云和恩墨', '抱歉，您访问的页面不存在。'],
      [EN, '/wp-login.php', 'HTTP Error 404 | Enmotech', 'Sorry, this page could not be found.'],
      [EN, '/images/missing.webp', 'HTTP Error 404 | Enmotech', 'Sorry, this page could not be found.'],
    ] as const
    for (const [origin, path, title, message] of cases) {
      const res = await request.get(`${origin}${path}`, { maxRedirects: 0 })
      const html = await res.text()
      expect([res.status(), html.match(/<title>([^<]*)<\/title>/)?.[1]], path).toEqual([404, title])
      expect(html, path).toContain(message)
    }
    // The site's own files are still files.
    for (const path of ['/favicon.ico', '/icon.svg', '/og-default.png', '/robots.txt']) {
      expect((await request.get(`${ZH}${path}`)).status(), path).toBe(200)
    }
  })
})

test.describe('navigation runtime', () => {
  test.use({ locale: 'zh-CN' })

  test('a route change scrolls to the top, or to the hash target', async ({ page }) => {
    await page.goto(`${ZH}/`)
    await page.waitForFunction(() => Boolean(window.siteRuntime))
    // A tall page with a target far down, then a client-side route change (Next follows
    // history.pushState) to a path with and without a hash.
    await page.evaluate(() => {
      const filler = Object.assign(document.createElement('div'), { style: 'height:4000px' })
      const target = Object.assign(document.createElement('div'), { id: 'e2e-target', textContent: 'target' })
      document.body.append(
        filler,
        target,
        Object.assign(document.createElement('div'), { style: 'height:2000px' }),
      )
      window.scrollTo(0, 2500)
    })
    await page.evaluate(() => history.pushState(null, '', '/?e2e=1'))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.evaluate(() => history.pushState(null, '', '/?e2e=2#e2e-target'))
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('e2e-target')!.getBoundingClientRect().top)),
      )
      .toBeLessThan(5)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000)
  })

  test('a real link click scrolls the new page to the top', async ({ page }) => {
    await page.goto(`${ZH}/`)
    await page.waitForFunction(() => Boolean(window.siteRuntime))
    const link = page.locator('footer a[href^="/"]:not([href="/"]):not([target])').first()
    const href = await link.getAttribute('href')
    // The footer's columns link to internal pages (spec section 2).
    expect(href).toMatch(/^\/[^/]/)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await link.click()
    await page.waitForURL(`${ZH}${href}`)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a failed chunk load reloads the page, at most once per 60 s', async ({ page }) => {
    await page.goto(`${ZH}/`)
    await page.waitForFunction(() => Boolean(window.siteRuntime))
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1))
    // A script of the build that is gone (as after a deploy).
    const reloaded = page.waitForEvent('load')
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.src = `/_next/static/chunks/e2e-missing-${Date.now()}.js`
      document.head.append(s)
    })
    await reloaded
    await page.waitForFunction(() => Boolean(window.siteRuntime))
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBeUndefined()
    expect(Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0)

    // A second failure within 60 s does not reload again.
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 2))
    await page.evaluate(() => {
      void Promise.reject(Object.assign(new Error('Loading chunk 999 failed.'), { name: 'ChunkLoadError' }))
    })
    await page.waitForTimeout(1500)
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(2)
  })

  for (const slow of [false, true]) {
    test(`links ${slow ? 'do not prefetch with Save-Data on' : 'prefetch on a normal connection'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext()
      await context.addInitScript((saveData: boolean) => {
        Object.defineProperty(navigator, 'language', { get: () => 'zh-CN' })
        Object.defineProperty(navigator, 'languages', { get: () => ['zh-CN'] })
        const connection = Object.assign(new EventTarget(), {
          saveData,
          effectiveType: saveData ? '2g' : '4g',
        })
        Object.defineProperty(navigator, 'connection', { get: () => connection })
      }, slow)
      const page = await context.newPage()
      let prefetches = 0
      const uploads = new Set<string>()
      page.on('request', (r) => {
        const h = r.headers()
        if (h['next-router-prefetch'] || h['next-router-segment-prefetch']) prefetches++
        if (r.resourceType() === 'image' && r.url().includes('/cms-api/media/')) uploads.add(r.url())
      })
      await page.goto(`${ZH}/`)
      await page.waitForFunction(() => Boolean(window.siteRuntime))
      // Bring every link into view: Next prefetches links as they become visible.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 50))
        }
      })
      await page.waitForTimeout(2500)
      if (slow) expect(prefetches).toBe(0)
      else expect(prefetches).toBeGreaterThan(0)
      // A prefetch brings the other page's payload, not its hero image: every upload fetched is
      // one this page shows (components/content/EagerImg.tsx).
      const shown = await page.$$eval('img', (images) => images.map((i) => i.currentSrc))
      expect([...uploads].filter((url) => !shown.includes(url))).toEqual([])
      await context.close()
    })
  }

  test('going offline shows an unobtrusive notice', async ({ page, context }) => {
    await page.goto(`${ZH}/`)
    await page.waitForFunction(() => Boolean(window.siteRuntime))
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0)
    await context.setOffline(true)
    await expect(page.getByTestId('offline-indicator')).toContainText('网络已断开')
    await context.setOffline(false)
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0)
  })
})

/**
 * Starts loading a page the runtime is expected to leave: the redirect can abort the
 * navigation Playwright waits on, which is the behaviour under test, not a failure.
 */
async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' }).catch((error: Error) => {
    if (!/ERR_ABORTED|interrupted/.test(error.message)) throw error
  })
}

/** The page is at `url` and is still there a moment later (no redirect loop). */
async function expectToStay(page: Page, url: string) {
  await page.waitForFunction(() => Boolean(window.siteRuntime))
  await page.waitForTimeout(1500)
  expect(page.url()).toBe(url)
}
