import { type Page } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'
import { expect, test } from './fixtures'
import { EN, ZH } from '../../playwright.config'

/** Site search (issue 11): the header box on both hosts, the results page, feeds and llms.txt. */
async function open(page: Page, url: string) {
  await page.goto(url)
}

// The index is built in the background after the server starts; until it is complete a search
// answers from part of it (store.ts). These tests expect every result: wait for the build.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(
      async () => {
        const res = await request.get(`${ZH}/api/search?q=MogDB`)
        return ((await res.json()) as { result?: { complete?: boolean } }).result?.complete
      },
      { timeout: 60_000 },
    )
    .toBe(true)
})

test.describe('header search box', () => {
  test('"/" opens it on the zh host; 漏损 finds the case whose title has it inside a longer word', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, `${ZH}/`)
    await page.keyboard.press('/')
    const dialog = page.getByTestId('search-dialog')
    await expect(dialog).toBeVisible()
    const input = dialog.getByRole('combobox', { name: '搜索关键词' })
    await expect(input).toBeFocused()
    await input.pressSequentially('漏损')
    const first = dialog.getByTestId('search-suggestion').first()
    await expect(first).toContainText('城市供水管网漏损智能分析')
    await expect(first).toContainText('客户案例')
    await expect(first.locator('mark').first()).toHaveText('漏损')
    // Arrow keys pick a match, Enter opens it.
    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/customer\/case\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('城市供水管网漏损智能分析')
    await expect(dialog).toBeHidden()
  })

  test('Ctrl+K opens it on the en host; a typo still finds the English item; Esc closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, `${EN}/`)
    await page.keyboard.press('Control+k')
    const dialog = page.getByTestId('search-dialog')
    const input = dialog.getByRole('combobox', { name: 'Search for' })
    await expect(input).toBeFocused()
    await input.pressSequentially('disater recovery')
    const titles = dialog.getByTestId('search-suggestion')
    await expect(titles.first()).toBeVisible()
    await expect(
      dialog.getByTestId('search-suggestion-title').filter({ hasText: /^Database Disaster Recovery$/ }),
    ).toHaveCount(1)
    await expect(dialog.locator('mark', { hasText: 'Disaster' }).first()).toBeVisible()
    // Only English content on the English host.
    await expect(dialog).not.toContainText('容灾')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('works on a phone: the button opens it, Enter goes to the results page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, `${ZH}/`)
    await page.getByTestId('search-open').click()
    const input = page.getByTestId('search-input')
    await expect(input).toBeFocused()
    await input.fill('MogDB 迁移')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=MogDB(%20|\+)%E8%BF%81%E7%A7%BB$/)
    await expect(page.getByTestId('search-result').first()).toBeVisible()
    await expect(page.getByTestId('search-page-input')).toHaveValue('MogDB 迁移')
  })

  test('submitting nothing says so instead of searching', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, `${EN}/`)
    await page.getByTestId('search-open').click()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('search-dialog-message')).toHaveText(
      'Please type what you are looking for.',
    )
  })
})

test.describe('results page', () => {
  test('is paginated with the shell pagination and labels results by type', async ({ page }) => {
    await open(page, `${ZH}/search?q=MogDB`)
    const count = page.getByTestId('search-count')
    await expect(count).toContainText('MogDB')
    const total = Number((await count.textContent())?.match(/\d+/)?.[0])
    expect(total).toBeGreaterThan(10)
    const results = page.getByTestId('search-result')
    await expect(results).toHaveCount(10)
    await expect(results.first().locator('mark').first()).toHaveText('MogDB')
    const firstPage = await results.allTextContents()
    await page.getByTestId('pagination').getByRole('link', { name: '下一页' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(results.first()).toBeVisible()
    const secondPage = await results.allTextContents()
    expect(secondPage.length).toBe(Math.min(10, total - 10))
    expect(secondPage[0]).not.toBe(firstPage[0])
    const kinds = await page.getByTestId('search-result-kind').allTextContents()
    expect(
      kinds.every((k) =>
        [
          '产品',
          '服务',
          '行业解决方案',
          '产品解决方案',
          '客户案例',
          '新闻动态',
          '技术文章',
          '文档',
          '视频',
        ].includes(k),
      ),
    ).toBe(true)
  })

  test('an empty or over-long query gets a clear message, never an error', async ({ page, request }) => {
    const empty = await page.goto(`${ZH}/search?q=`)
    expect(empty?.status()).toBe(200)
    await expect(page.getByTestId('search-message')).toHaveText('请输入要搜索的关键词。')
    const long = await page.goto(`${EN}/search?q=${'a'.repeat(101)}`)
    expect(long?.status()).toBe(200)
    await expect(page.getByTestId('search-message')).toContainText('too long')
    const api = await request.get(`${EN}/api/search?q=`)
    expect(api.status()).toBe(400)
    expect(await api.json()).toMatchObject({ status: 400, message: 'Please type what you are looking for.' })
    const nothing = await page.goto(`${EN}/search?q=qwzxv`)
    expect(nothing?.status()).toBe(200)
    await expect(page.getByTestId('search-message')).toContainText('Nothing matched')
  })
})

test.describe('feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false })
  for (const [origin, path, language] of [
    [ZH, '/about/news/rss.xml', 'zh-cn'],
    [EN, '/technology/article/rss.xml', 'en'],
  ] as const) {
    test(`${origin}${path} is RSS 2.0 with the newest items first`, async ({ request }) => {
      const res = await request.get(origin + path)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('application/rss+xml')
      const doc = parser.parse(await res.text())
      expect(doc.rss['@_version']).toBe('2.0')
      const channel = doc.rss.channel
      expect(channel.title).toBeTruthy()
      expect(channel.description).toBeTruthy()
      expect(channel.language).toBe(language)
      expect(channel.link).toBe(origin + path.replace('/rss.xml', ''))
      const items = channel.item as {
        title: string
        link: string
        guid: { '#text': string }
        pubDate: string
      }[]
      expect(items.length).toBeGreaterThan(5)
      const dates = items.map((i) => Date.parse(i.pubDate))
      expect(dates.every((d) => !Number.isNaN(d))).toBe(true)
      expect([...dates].sort((a, b) => b - a)).toEqual(dates)
      for (const item of items) {
        expect(item.title).toBeTruthy()
        expect(item.link).toMatch(new RegExp(`^${origin}${path.replace('/rss.xml', '')}/\\d+$`))
        expect(item.guid['#text']).toBe(item.link)
        expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
      }
      // The newest item is the first post of the listing page.
      const list = await request.get(origin + path.replace('/rss.xml', ''))
      expect(await list.text()).toContain(items[0]!.link.slice(origin.length))
    })
  }

  test('the listing pages announce their feed in the head', async ({ page }) => {
    await page.goto(`${EN}/about/news`)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${EN}/about/news/rss.xml`,
    )
  })

  test('/llms.txt lists the published products of the host, with absolute links', async ({ request }) => {
    const zh = await request.get(`${ZH}/llms.txt`)
    expect(zh.status()).toBe(200)
    expect(zh.headers()['content-type']).toContain('text/plain')
    const zhText = await zh.text()
    expect(zhText).toMatch(/^# /)
    expect(zhText).toContain(`[MogDB 企业级关系型数据库](${ZH}/products/MogDB)`)
    expect(zhText).toContain('## 解决方案')
    expect(zhText).toContain('## 文档')
    const en = await (await request.get(`${EN}/llms.txt`)).text()
    expect(en).toContain(`[MogDB Enterprise Database](${EN}/products/MogDB)`)
    expect(en).not.toContain(ZH)
    expect(en).not.toMatch(/\p{Script=Han}/u)
  })
})
