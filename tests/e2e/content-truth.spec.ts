import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '@playwright/test'
import { E2E_PORT, EN } from '../../playwright.config'

/**
 * Issue 20, item 5: content that told the visitor something false. Video durations come from the
 * file, certificates speak the host's language, every opening says how to apply, each case has
 * its own cover, and the resource type tabs show all their tabs on a phone.
 */
const direct = `http://127.0.0.1:${E2E_PORT}`
const hosts = { zh: `www.site.test:${E2E_PORT}`, en: `en.site.test:${E2E_PORT}` }
type Doc = Record<string, unknown> & { id: number }

async function cms(request: APIRequestContext, path: string, lang: 'zh' | 'en' = 'zh', headers = {}) {
  const sep = path.includes('?') ? '&' : '?'
  const res = await request.get(`${direct}/cms-api/${path}${sep}locale=${lang}&fallback-locale=none`, {
    headers: { Host: hosts[lang], ...headers },
  })
  expect(res.status(), path).toBe(200)
  return res.json()
}

test('a video’s duration is the length of its file, and typing another one changes nothing', async ({
  request,
}) => {
  const { docs } = (await cms(request, 'videos?limit=100&depth=1')) as { docs: Doc[] }
  const withFile = docs.filter((v) => v.videoFile)
  expect(withFile.length).toBeGreaterThan(0)
  // The seeded clip lasts 5.97 seconds (the seed used to claim 3:06, 12:22…): 0:05, as the
  // browser's player shows it.
  for (const v of withFile) expect(v.durationSeconds, String(v.id)).toBe(5)
  const page = await request.get(`${direct}/video/${withFile[0]!.id}`, { headers: { Host: hosts.en } })
  const html = await page.text()
  expect(html).toContain('0:05')

  // The field is derived: an editor (or an API client) writing a number is overruled by the file.
  const login = await request.post(`${direct}/cms-api/users/login`, {
    headers: { Host: hosts.zh },
    data: { email: 'admin@site.test', password: 'e2e-admin-password' },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const res = await request.patch(`${direct}/cms-api/videos/${withFile[0]!.id}?locale=zh`, {
    headers: { Host: hosts.zh, Authorization: `JWT ${token}` },
    data: { durationSeconds: 999 },
  })
  expect(res.status()).toBe(200)
  expect(((await res.json()) as { doc: Doc }).doc.durationSeconds).toBe(5)
})

test('the English host shows certificates with English titles', async ({ request }) => {
  // The seed draws each certificate twice, the English one with only the English title (its SVG
  // drawing is checked for that in src/cms/seed/images/images.test.ts) and uploads it as
  // `…-en.webp`; the honors' English localizedImage points at it. Every certificate file the
  // English page shows (src and srcset) is that one, and the Chinese page shows the other.
  const files = async (host: string) => {
    const html = await (await request.get(`${direct}/about/honor`, { headers: { Host: host } })).text()
    return [...new Set([...html.matchAll(/\/cms-api\/media\/file\/(honor-[^"?\s,\\]+)/g)].map((m) => m[1]!))]
  }
  const en = await files(hosts.en)
  expect(en.length).toBeGreaterThan(0)
  for (const f of en) expect(f).toMatch(/-en(-\d+x\d+)?\.webp$/)
  const zh = await files(hosts.zh)
  expect(zh.length).toBeGreaterThan(0)
  for (const f of zh) expect(f).not.toMatch(/-en(-\d+x\d+)?\.webp$/)
})

test('the English host shows customer and partner logos with English names', async ({ request }) => {
  // The Chinese host shows each bilingual mark; the English host the English-only mark the seed
  // uploads as `customer-…-en.svg` / `partner-…-en.svg` and sets as the English localizedLogo.
  const files = async (host: string, path: string, kind: string) => {
    const html = await (await request.get(`${direct}${path}`, { headers: { Host: host } })).text()
    const pattern = new RegExp(`/cms-api/media/file/(${kind}-[^"?\\s,\\\\]+)`, 'g')
    return [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))]
  }
  const english = /-en(-\d+x\d+)?\.(svg|webp|png)$/
  for (const [path, kind] of [
    ['/customer', 'customer'],
    ['/', 'customer'],
    ['/about/partner', 'partner'],
  ] as const) {
    const en = await files(hosts.en, path, kind)
    expect(en.length, path).toBeGreaterThan(0)
    for (const f of en) expect(f, path).toMatch(english)
    const zh = await files(hosts.zh, path, kind)
    expect(zh.length, path).toBeGreaterThan(0)
    for (const f of zh) expect(f, path).not.toMatch(english)
  }
})

test('each opening has an apply link to the language’s recruiting address, the job as subject', async ({
  request,
}) => {
  for (const lang of ['zh', 'en'] as const) {
    const settings = (await cms(request, 'globals/site-settings', lang)) as { recruitingEmail?: string }
    expect(settings.recruitingEmail, lang).toMatch(/@/)
    const { docs } = (await cms(
      request,
      'jobs?limit=100&sort=-publishedAt&where[title][exists]=true',
      lang,
    )) as {
      docs: Doc[]
    }
    expect(docs.length).toBeGreaterThan(0)
    const html = await (await request.get(`${direct}/about/job`, { headers: { Host: hosts[lang] } })).text()
    const links = [...html.matchAll(/<a[^>]*href="(mailto:[^"]+)"[^>]*data-testid="job-apply"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    )
    expect(links).toEqual(
      docs.map((j) => `mailto:${settings.recruitingEmail}?subject=${encodeURIComponent(String(j.title))}`),
    )
  }
})

test('every case has a cover of its own', async ({ request }) => {
  const { docs } = (await cms(request, 'cases?limit=100&depth=0')) as { docs: Doc[] }
  expect(docs.length).toBeGreaterThanOrEqual(20)
  const covers = docs.map((c) => c.cover)
  expect(covers.every((c) => typeof c === 'number')).toBe(true)
  expect(new Set(covers).size).toBe(docs.length)
})

test('on a phone the document and video type tabs all show, none hidden off the side', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The tabs are one component on both hosts; the English host has the longer labels.
  for (const url of [`${EN}/doc`, `${EN}/video`]) {
    await page.goto(url)
    const nav = page.locator('main nav:has(a[href*="docType"])')
    await expect(nav).toBeVisible()
    const { scroll, client } = await nav.evaluate((n) => ({ scroll: n.scrollWidth, client: n.clientWidth }))
    expect(scroll, url).toBeLessThanOrEqual(client)
    const tabs = nav.locator('a')
    const n = await tabs.count()
    expect(n, url).toBeGreaterThan(3)
    for (let i = 0; i < n; i++) {
      const box = (await tabs.nth(i).boundingBox())!
      expect(box.x, `${url} tab ${i}`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${url} tab ${i}`).toBeLessThanOrEqual(390)
    }
  }
})

test('each document downloads as a PDF in the page’s language, its format and size on the button', async ({
  request,
}) => {
  const { docs } = (await cms(request, 'docs?limit=100&depth=0')) as { docs: Doc[] }
  expect(docs.length).toBeGreaterThan(0)
  const files = new Set<string>()
  for (const lang of ['zh', 'en'] as const) {
    for (const doc of docs.slice(0, 3)) {
      const html = await (
        await request.get(`${direct}/doc/${doc.id}`, { headers: { Host: hosts[lang] } })
      ).text()
      const link = /<a href="([^"]+)" download=""[^>]*>([\s\S]*?)<\/a>/.exec(html)
      expect(link, `${lang} /doc/${doc.id} has a download`).not.toBeNull()
      const [, href, label] = link!
      files.add(href!)
      const file = await request.get(`${direct}${href!.replace(/&amp;/g, '&')}`, {
        headers: { Host: hosts[lang] },
      })
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('application/pdf')
      const bytes = await file.body()
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      // The Chinese edition sets its title in the Chinese font: its text is UTF-16 in the file.
      const title = String((await cms(request, `docs/${doc.id}?depth=0`, lang)).title)
      const utf16 = [...title].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join('')
      expect(bytes.toString('latin1'), `${lang} edition`).toContain(`/Title <feff${utf16}>`)
      // The button says what the tap fetches: "Download PDF (8.4 kB)", as many bytes as the file has.
      const facts = /PDF[（(]([\d.]+)kB[）)]/.exec(label!.replace(/<!-- -->/g, '').replace(/ /g, ''))
      expect(facts, label).not.toBeNull()
      const shown = Number(facts![1])
      expect(Math.abs(shown * 1000 - bytes.length)).toBeLessThanOrEqual(shown < 10 ? 50 : 500)
    }
  }
  // Three documents, two languages: six files.
  expect(files.size).toBe(6)
})
