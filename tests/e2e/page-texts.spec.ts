import type { APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import { direct, expect, signIn, staffLogin, test, zhHost } from './fixtures'
import { E2E_PORT, ZH } from '../../playwright.config'

/**
 * Page texts (features/page-texts): the leads, headings and search descriptions of the fixed
 * pages and the contact band at the foot of every page are edited in the CMS; a save shows at
 * once on that language's pages, an emptied field shows the built-in text again, and whatever an
 * editor types is shown as typed. Every test puts back what it changed: the suite shares one
 * database.
 */
const stamp = Date.now() % 100_000
const hosts = { zh: zhHost, en: `en.site.test:${E2E_PORT}` }
type Lang = keyof typeof hosts
type Texts = Record<string, Record<string, string | null> | string | number | null>
const builtIn = (lang: Lang) =>
  (
    JSON.parse(fs.readFileSync(`messages/${lang}.json`, 'utf8')) as {
      pages: { cases: { lead: string }; common: { ctaTitle: string } }
    }
  ).pages

async function readTexts(request: APIRequestContext, lang: Lang): Promise<Texts> {
  const res = await request.get(`${direct}/cms-api/globals/page-copy?locale=${lang}&depth=0`, {
    headers: { Host: zhHost },
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as Texts
}

async function saveTexts(request: APIRequestContext, token: string, lang: Lang, data: Texts) {
  const res = await request.post(`${direct}/cms-api/globals/page-copy?locale=${lang}`, {
    headers: { Host: zhHost, Authorization: `JWT ${token}` },
    data,
  })
  expect(res.status(), await res.text()).toBe(200)
}

async function html(request: APIRequestContext, lang: Lang, path: string) {
  const res = await request.get(`${direct}${path}`, { headers: { Host: hosts[lang] } })
  expect(res.status(), path).toBe(200)
  return await res.text()
}

const plain = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

test('an edited lead, search description and contact band show at once on that language’s pages', async ({
  request,
}) => {
  const { token } = await staffLogin(request)
  const before = await readTexts(request, 'en')
  const lead = `Cases from every sector, ${stamp} <b>{bold}</b> it's`
  const description = `Customer stories, ${stamp}.`
  const ctaTitle = `Talk to us, ${stamp}`
  // Warm the pages first, so the checks below prove a purge and not a first render.
  for (const [lang, path] of [
    ['en', '/customer/case'],
    ['en', '/about/honor'],
    ['zh', '/customer/case'],
  ] as const)
    await html(request, lang, path)
  try {
    await saveTexts(request, token, 'en', {
      cases: { lead, description },
      contactBand: { ctaTitle },
    })
    const cases = plain(await html(request, 'en', '/customer/case'))
    expect(cases).toContain(lead)
    expect(cases).toContain(`<meta name="description" content="${description}"/>`)
    expect(cases).toContain(ctaTitle)
    // The band is on every page of that language; the other language keeps its own texts.
    expect(plain(await html(request, 'en', '/about/honor'))).toContain(ctaTitle)
    const zh = plain(await html(request, 'zh', '/customer/case'))
    expect(zh).toContain(builtIn('zh').cases.lead)
    expect(zh).not.toContain(ctaTitle)

    // An emptied field shows the built-in text again.
    await saveTexts(request, token, 'en', { cases: { lead: '' } })
    expect(plain(await html(request, 'en', '/customer/case'))).toContain(builtIn('en').cases.lead)
  } finally {
    await saveTexts(request, token, 'en', { cases: before.cases, contactBand: before.contactBand } as Texts)
  }
  expect(plain(await html(request, 'en', '/about/honor'))).toContain(builtIn('en').common.ctaTitle)
})

test('staff find the page texts in the admin, filled with what the site shows', async ({ page }) => {
  await signIn(page)
  await page.goto(`${ZH}/admin/globals/page-copy?locale=en`)
  await expect(page.locator('textarea[name="cases.lead"]')).toHaveValue(builtIn('en').cases.lead)
  await page.getByRole('button', { name: /每页共用|On every page/ }).click()
  await expect(page.locator('input[name="contactBand.ctaTitle"]')).toHaveValue(builtIn('en').common.ctaTitle)
})
