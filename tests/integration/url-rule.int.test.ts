import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadForTests } from './helpers'

/**
 * One URL rule for every URL field and every rich-text link (features/routing/links.ts,
 * `urlProblem`): https/http, mailto, tel or a site path. Anything else is refused with the reason
 * in the admin's language, on a published save and on a draft save alike, and is never stored.
 */
let payload: Payload
const created: { collection: 'banners' | 'news' | 'partners' | 'videos'; id: number }[] = []
let originalHelpCenter: string | null | undefined

const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  'https:evil.example',
]
const SAFE = [
  'https://example.com/help',
  'http://example.com',
  'mailto:sales@example.com',
  'tel:+86-400-000-0000',
  '/about/company',
]

beforeAll(async () => {
  payload = await payloadForTests()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  originalHelpCenter = settings.helpCenterUrl
  // The first test file of a run migrates and seeds the database: slow on a busy machine.
}, 900_000)

afterAll(async () => {
  for (const { collection, id } of created.reverse())
    await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { helpCenterUrl: originalHelpCenter ?? null },
    overrideAccess: true,
  })
})

/** The local API's create, untyped: these documents carry only the fields under test. */
const create = (options: Record<string, unknown>) =>
  payload.create(options as never) as Promise<{ id: number; link?: string | null; body?: unknown }>

async function reqIn(language: 'zh' | 'en') {
  const req = await createLocalReq({}, payload)
  req.i18n.language = language
  return req
}

/** The field errors of a refused save (Payload's ValidationError), or null when it was saved. */
async function refusal(save: () => Promise<unknown>): Promise<{ path: string; message: string }[] | null> {
  try {
    await save()
    return null
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors
    if (!errors) throw error
    return errors
  }
}

const bannerData = (link: string) => ({ title: `url-rule ${Date.now()}`, link })

describe('URL fields (banners.link, partners.url, videos.externalUrl, site-settings.helpCenterUrl)', () => {
  it('refuses every unsafe address, published or draft, with the reason in the admin’s language', async () => {
    const zh = await reqIn('zh')
    for (const link of UNSAFE) {
      for (const draft of [false, true]) {
        const errors = await refusal(() =>
          create({
            collection: 'banners',
            locale: 'zh',
            data: { ...bannerData(link), _status: draft ? 'draft' : 'published' },
            draft,
            req: zh,
            overrideAccess: true,
          }),
        )
        expect(errors, `${JSON.stringify(link)} (${draft ? 'draft' : 'published'})`).not.toBeNull()
        expect(errors![0].path).toBe('link')
        expect(errors![0].message).toMatch(/[\u4e00-\u9fff]/)
      }
    }
    const stored = await payload.find({
      collection: 'banners',
      where: { link: { in: UNSAFE.map((l) => l.trim()) } },
      draft: true,
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
    const en = await reqIn('en')
    const [error] =
      (await refusal(() =>
        create({
          collection: 'partners',
          data: { name: 'x', category: 'cloud', url: 'javascript:alert(1)' },
          req: en,
          overrideAccess: true,
        }),
      )) ?? []
    expect(error).toMatchObject({ path: 'url' })
    expect(error.message).toContain('not javascript:')
    const [video] =
      (await refusal(() =>
        create({
          collection: 'videos',
          locale: 'zh',
          data: { title: 'x', externalUrl: '//evil.example' },
          draft: true,
          req: en,
          overrideAccess: true,
        }),
      )) ?? []
    expect(video).toMatchObject({ path: 'externalUrl' })
    expect(video.message).toContain('no scheme')
    const [help] =
      (await refusal(() =>
        payload.updateGlobal({
          slug: 'site-settings',
          data: { helpCenterUrl: 'data:text/html,x' },
          req: en,
          overrideAccess: true,
        }),
      )) ?? []
    expect(help).toMatchObject({ path: 'helpCenterUrl' })
  })

  it('keeps https, http, mailto, tel and site paths (a pasted space around one is dropped)', async () => {
    for (const link of SAFE) {
      const doc = await create({
        collection: 'banners',
        locale: 'zh',
        data: { ...bannerData(` ${link} `), _status: 'published' },
        overrideAccess: true,
      })
      created.push({ collection: 'banners', id: doc.id })
      expect(doc.link).toBe(link)
    }
    const settings = await payload.updateGlobal({
      slug: 'site-settings',
      data: { helpCenterUrl: 'https://help.example.com/' },
      overrideAccess: true,
    })
    expect(settings.helpCenterUrl).toBe('https://help.example.com/')
  })
})

type Node = { type: string; version: number; [k: string]: unknown }
const paragraph = (children: Node[]): Node => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children,
})
const text = (t: string): Node => ({
  type: 'text',
  text: t,
  version: 1,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})
const link = (url: string, type = 'link'): Node => ({
  type,
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { url, newTab: false, linkType: 'custom' },
  children: [text('click')],
})
const body = (...nodes: Node[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [paragraph([text('Read '), ...nodes])],
  },
})

describe('rich-text links (every rich-text field: news body, landing-page rich text)', () => {
  it('refuses a document with an unsafe link, published or draft, naming the link', async () => {
    const en = await reqIn('en')
    for (const url of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '\u0000javascript:alert(1)',
      '//evil.example',
    ]) {
      for (const [type, draft] of [
        ['link', false],
        ['autolink', true],
        ['link', true],
      ] as const) {
        const errors = await refusal(() =>
          create({
            collection: 'news',
            locale: 'en',
            data: {
              title: 'url-rule rich text',
              body: body(link(url, type)),
              _status: draft ? 'draft' : 'published',
            },
            draft,
            req: en,
            overrideAccess: true,
          }),
        )
        expect(
          errors,
          `${JSON.stringify(url)} in a ${type} (${draft ? 'draft' : 'published'})`,
        ).not.toBeNull()
        expect(errors!.find((e) => e.path === 'body')?.message).toContain('cannot be saved')
      }
    }
    const stored = await payload.find({
      collection: 'news',
      where: { title: { equals: 'url-rule rich text' } },
      locale: 'en',
      draft: true,
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
    // Nested inside a landing page's rich-text block, in Chinese.
    const zh = await reqIn('zh')
    const errors = await refusal(() =>
      create({
        collection: 'pages',
        locale: 'zh',
        data: {
          title: 'url-rule',
          path: `/url-rule-${Date.now()}`,
          layout: [{ blockType: 'richText', content: body(link('vbscript:x')) }],
          _status: 'published',
        },
        req: zh,
        overrideAccess: true,
      }),
    )
    expect(errors?.[0].message).toMatch(/^链接 "vbscript:x" 无法保存/)
  })

  it('keeps safe links and links to documents', async () => {
    const doc = await create({
      collection: 'news',
      locale: 'zh',
      data: {
        title: 'url-rule safe links',
        body: body(
          link('https://example.com'),
          link('mailto:a@example.com'),
          link('/about/company'),
          link('tel:4000000000', 'autolink'),
        ),
        _status: 'published',
      },
      overrideAccess: true,
    })
    created.push({ collection: 'news', id: doc.id })
    expect(JSON.stringify(doc.body)).toContain('mailto:a@example.com')
  })
})
