import { createHash } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { EN, ZH } from '../../playwright.config'
import { expect, test } from './fixtures'

/**
 * The hash-based CSP against Next's real output (issue 19): on every page type of both hosts,
 * each inline script of the HTML as sent has its sha256 in the page's CSP header, on the first
 * render and from Next's cache, and in the browser the page runs its inline scripts (Next's
 * flight data) without a single policy violation. The hashes are computed here, independently of
 * the server's own code (src/features/security/policy.mjs).
 */

/** Every classic or module inline script's text, as the HTML parser ends it. */
function inlineScripts(html: string): string[] {
  const out: string[] = []
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? ''
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue
    out.push(body)
  }
  return out
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** One product, case and news item of the host, found from its own listing pages. */
async function pagesOf(request: APIRequestContext, base: string) {
  const first = async (listing: string, prefix: string) => {
    const html = await (await request.get(`${base}${listing}`)).text()
    const href = html.match(new RegExp(`href="(${prefix}/[^"?#/]+)"`))?.[1]
    expect(href, `${base}${listing} links to an item under ${prefix}`).toBeTruthy()
    return href!
  }
  return [
    '/',
    '/about/company',
    await first('/', '/products'),
    '/customer/case',
    await first('/customer/case', '/customer/case'),
    '/about/news',
    await first('/about/news', '/about/news'),
    '/technology/TrendChart',
    `/no/such/page-${Date.now()}`,
  ]
}

for (const [label, base] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`every inline script of every page type is in its CSP (${label})`, async ({ request }) => {
    for (const path of await pagesOf(request, base)) {
      // The first answer may be a fresh render; the second comes from Next's cache.
      for (const round of ['first', 'again']) {
        const r = await request.get(`${base}${path}`)
        expect(r.status(), `${path} (${round})`).toBe(path.startsWith('/no/such/') ? 404 : 200)
        const html = await r.text()
        const csp = r.headers()['content-security-policy'] ?? ''
        const scripts = inlineScripts(html)
        // Next writes its flight data inline: a page without one is not what is being tested.
        expect(scripts.length, `${path}: inline scripts`).toBeGreaterThan(0)
        for (const script of scripts) {
          expect(csp, `${path} (${round}): ${script.slice(0, 60)}`).toContain(sha256(script))
        }
        expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|nonce-)/)
      }
    }
  })

  test(`the browser runs the pages under their CSP with no violation (${label})`, async ({
    context,
    page,
    request,
  }) => {
    await context.addInitScript(() => {
      const w = window as unknown as { __violations: string[]; __inlineRan: number; __next_f: unknown[] }
      w.__violations = []
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      )
      // Next's inline scripts push its flight data onto `self.__next_f`; count every push. A
      // blocked inline script pushes nothing. Next's runtime replaces `push` with its own handler
      // once it runs, which may be before the first inline script when its chunks are cached:
      // the counter wraps whichever handler is current, so pushes are counted either way.
      w.__inlineRan = 0
      const queue: unknown[] = []
      let handler: (...items: unknown[]) => number = queue.push.bind(queue)
      Object.defineProperty(queue, 'push', {
        get:
          () =>
          (...items: unknown[]) => {
            w.__inlineRan += 1
            return handler(...items)
          },
        set: (next: (...items: unknown[]) => number) => {
          handler = next
        },
      })
      w.__next_f = queue
    })
    for (const path of await pagesOf(request, base)) {
      await page.goto(`${base}${path}`)
      const ran = await page.evaluate(() => (window as unknown as { __inlineRan: number }).__inlineRan)
      expect(ran, `${path}: inline flight scripts ran`).toBeGreaterThan(0)
      // And the page hydrated on that data: Next's client adds its route announcer once it runs.
      await expect(page.locator('next-route-announcer'), path).toHaveCount(1)
      const violations = await page.evaluate(
        () => (window as unknown as { __violations: string[] }).__violations,
      )
      expect(violations, path).toEqual([])
    }
  })
}

test('a script injected into a page gets no hash: Chromium refuses it while the page’s own scripts run', async ({
  context,
  page,
  request,
}) => {
  // /test-fixtures/injected-script (TEST_FIXTURES, e2e only): a site page holding a plain injected
  // script and one dressed as Next's flight data.
  const path = '/test-fixtures/injected-script'
  const r = await request.get(`${ZH}${path}`)
  expect(r.status()).toBe(200)
  const html = await r.text()
  const csp = r.headers()['content-security-policy'] ?? ''
  const scripts = inlineScripts(html)
  // The two scripts as the page writes them (its flight data holds their text too, as data).
  const injected = [
    "window.__injected=(window.__injected||[]).concat('plain')",
    'self.__next_f.push([1,""]);window.__injected=(window.__injected||[]).concat(\'flight\')',
  ]
  for (const script of injected) expect(scripts).toContain(script)
  for (const script of scripts)
    expect(csp.includes(sha256(script)), script.slice(0, 60)).toBe(!injected.includes(script))

  await context.addInitScript(() => {
    const w = window as unknown as { __blocked: string[] }
    w.__blocked = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__blocked.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  await page.goto(`${ZH}${path}`)
  await expect(page.getByRole('heading', { name: 'CSP fixture' })).toBeVisible()
  // The page hydrated on Next's own inline scripts, and the site's early-input script ran.
  await expect(page.locator('next-route-announcer')).toHaveCount(1)
  const state = await page.evaluate(() => {
    const w = window as unknown as { __injected?: string[]; __earlyInput?: unknown; __blocked: string[] }
    return { injected: w.__injected ?? null, early: Array.isArray(w.__earlyInput), blocked: w.__blocked }
  })
  expect(state.injected).toBeNull()
  expect(state.early).toBe(true)
  expect(state.blocked).toEqual(['script-src-elem inline', 'script-src-elem inline'])
})
