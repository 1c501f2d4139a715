import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { E2E_PORT } from '../../playwright.config'

/**
 * Exact revalidation (issue 7, "Rendering and freshness"): a news edit saved through the CMS shows
 * at once on the news item's page and on the news listing, while a cached page that shows no news
 * (/about/company) stays in the cache: Next answers it with `x-nextjs-cache: HIT` (served from the
 * cache, not rendered again). A draft saved on the published item changes nothing on the site.
 */

const direct = `http://127.0.0.1:${E2E_PORT}`
const en = { Host: `en.site.test:${E2E_PORT}` }

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post(`${direct}/cms-api/users/login`, {
    headers: { ...en, 'Content-Type': 'application/json' },
    data: { email: 'admin@site.test', password: 'e2e-admin-password' },
  })
  const { token } = (await login.json()) as { token: string }
  return { ...en, Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
}

async function visit(request: APIRequestContext, path: string) {
  const res = await request.get(`${direct}${path}`, { headers: en })
  expect(res.status(), path).toBe(200)
  return { cache: res.headers()['x-nextjs-cache'], html: await res.text() }
}

/** Requests a cached page until Next serves it from its cache. */
async function warm(request: APIRequestContext, path: string) {
  await expect(async () => {
    expect((await visit(request, path)).cache).toBe('HIT')
  }).toPass({ timeout: 20_000 })
}

test('a news edit refreshes the news pages and leaves other cached pages alone', async ({ request }) => {
  const auth = await adminHeaders(request)
  const latest = await (
    await request.get(
      `${direct}/cms-api/news?locale=en&fallback-locale=none&sort=-publishedAt&limit=1&depth=0&where[_status][equals]=published&where[title][exists]=true`,
      { headers: auth },
    )
  ).json()
  const item = latest.docs[0] as { id: number; title: string }
  const detail = `/about/news/${item.id}`

  await warm(request, detail)
  await warm(request, '/about/company')
  await warm(request, '/technology/TrendChart')

  // A draft saved on the published item: nothing visible changes and nothing is purged.
  const draftTitle = `Unpublished draft ${Date.now()}`
  const draft = await request.patch(`${direct}/cms-api/news/${item.id}?locale=en&draft=true`, {
    headers: auth,
    data: { title: draftTitle },
  })
  expect(draft.status()).toBe(200)
  const afterDraft = await visit(request, detail)
  expect(afterDraft.cache).toBe('HIT')
  expect(afterDraft.html).not.toContain(draftTitle)
  expect((await visit(request, '/about/news')).html).not.toContain(draftTitle)

  // Publishing the edit.
  const title = `Freshly edited news ${Date.now()}`
  const saved = await request.patch(`${direct}/cms-api/news/${item.id}?locale=en`, {
    headers: auth,
    data: { title, _status: 'published' },
  })
  expect(saved.status()).toBe(200)
  try {
    await expect(async () => {
      expect((await visit(request, detail)).html).toContain(title)
      expect((await visit(request, '/about/news')).html).toContain(title)
    }).toPass({ timeout: 10_000 })
    // Pages that show no news were not purged: still served from the cache.
    expect((await visit(request, '/about/company')).cache).toBe('HIT')
    expect((await visit(request, '/technology/TrendChart')).cache).toBe('HIT')
  } finally {
    await request.patch(`${direct}/cms-api/news/${item.id}?locale=en`, {
      headers: auth,
      data: { title: item.title, _status: 'published' },
    })
  }
})

/** The listing's "Total N" (the pager's count, cached apart from the page: read.ts). */
async function listedTotal(request: APIRequestContext) {
  const { html } = await visit(request, '/about/news')
  return Number(/Total (?:<!-- -->)?(\d+)/.exec(html)?.[1])
}

test('publishing and unpublishing a news item changes its page, the listing and its count at once', async ({
  request,
}) => {
  const auth = await adminHeaders(request)
  const before = await listedTotal(request)
  expect(before).toBeGreaterThan(0)
  const title = `Short-lived news ${Date.now()}`
  const created = await request.post(`${direct}/cms-api/news?locale=en`, {
    headers: auth,
    data: {
      title,
      summary: 'Published, then withdrawn.',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const detail = `/about/news/${id}`
  try {
    await expect(async () => {
      expect((await visit(request, detail)).html).toContain(title)
      expect(await listedTotal(request)).toBe(before + 1)
    }).toPass({ timeout: 10_000 })
    await warm(request, detail)

    const unpublished = await request.patch(`${direct}/cms-api/news/${id}?locale=en`, {
      headers: auth,
      data: { _status: 'draft' },
    })
    expect(unpublished.status()).toBe(200)
    await expect(async () => {
      const res = await request.get(`${direct}${detail}`, { headers: en })
      expect(res.status()).toBe(404)
      expect((await visit(request, '/about/news')).html).not.toContain(title)
      expect(await listedTotal(request)).toBe(before)
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.delete(`${direct}/cms-api/news/${id}`, { headers: auth })
  }
})

test('a solution plan edit shows in GET /api/solutionplans at once (its read is cached and purged)', async ({
  request,
}) => {
  const auth = await adminHeaders(request)
  const list = async () => {
    const res = await request.get(`${direct}/api/solutionplans?pageSize=100`, { headers: en })
    expect(res.status()).toBe(200)
    return ((await res.json()) as { result: { rows: Array<{ id: number; title: string }> } }).result.rows
  }
  const found = await request.get(
    `${direct}/cms-api/solution-plans?locale=en&fallback-locale=none&limit=1&depth=0&where[_status][equals]=published&where[title][exists]=true`,
    { headers: auth },
  )
  const plan = ((await found.json()) as { docs: Array<{ id: number; number: number; title: string }> })
    .docs[0]
  expect(plan).toBeTruthy()
  // Twice: the second answer comes from the cache.
  expect((await list()).find((r) => r.id === plan.number)?.title).toBe(plan.title)
  expect((await list()).find((r) => r.id === plan.number)?.title).toBe(plan.title)
  const edited = `${plan.title} (edited ${Date.now()})`
  try {
    const saved = await request.patch(`${direct}/cms-api/solution-plans/${plan.id}?locale=en`, {
      headers: auth,
      data: { title: edited },
    })
    expect(saved.status()).toBe(200)
    expect((await list()).find((r) => r.id === plan.number)?.title).toBe(edited)
  } finally {
    await request.patch(`${direct}/cms-api/solution-plans/${plan.id}?locale=en`, {
      headers: auth,
      data: { title: plan.title },
    })
  }
})
