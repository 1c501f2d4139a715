import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asVisitor, payloadForTests } from './helpers'

/**
 * A landing page or an editor's redirect that a menu or a published landing page links to cannot
 * be taken down while linked (src/cms/hooks/keep-linked.ts): the save is refused, naming the
 * places, and the public page stays as it was.
 */
let payload: Payload
type NavRow = { label: string; link?: string | null; children?: { label: string; link: string }[] | null }
let originalNav: NavRow[]
// Kept with their row ids: the labels are localized, and a row saved without its id loses the other language's.
let originalRelated: { id?: string | null; label: string; url: string }[]
const pages: number[] = []

beforeAll(async () => {
  payload = await payloadForTests()
  const header = await payload.findGlobal({ slug: 'header', locale: 'zh', depth: 0, overrideAccess: true })
  originalNav = header.navItems ?? []
  const footer = await payload.findGlobal({ slug: 'footer', locale: 'zh', depth: 0, overrideAccess: true })
  originalRelated = (footer.relatedLinks ?? []).map((l) => ({ id: l.id, label: l.label, url: l.url }))
})

afterAll(async () => {
  await linkFromHeader(null)
  await linkFromFooter(null)
  for (const id of pages.reverse())
    await payload.delete({ collection: 'pages', id, overrideAccess: true }).catch(() => undefined)
  await payload.delete({
    collection: 'redirects',
    where: { from: { like: '/int-linked-' } },
    overrideAccess: true,
  })
})

const hero = (heading: string, link?: string) => ({
  blockType: 'hero' as const,
  heading,
  buttons: link ? [{ label: 'Go', action: 'link' as const, link }] : [],
})

async function publishPage(path: string, title: string, link?: string) {
  const doc = await payload.create({
    collection: 'pages',
    locale: 'zh',
    data: { title, path, layout: [hero(title, link)], _status: 'published' },
    overrideAccess: true,
  })
  pages.push(doc.id)
  return doc
}

/** The Chinese header with one extra drop-down entry linking to `link` (or as it was). */
async function linkFromHeader(link: string | null) {
  await payload.updateGlobal({
    slug: 'header',
    locale: 'zh',
    data: {
      navItems: link
        ? [...originalNav, { label: '活动', children: [{ label: '本次活动', link: `${link}?from=menu` }] }]
        : originalNav,
    },
    overrideAccess: true,
  })
}

async function linkFromFooter(link: string | null) {
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'zh',
    data: { relatedLinks: link ? [...originalRelated, { label: '旧活动', url: link }] : originalRelated },
    overrideAccess: true,
  })
}

/** A request as the admin UI sends it, in the admin's language. */
async function adminReq(language: 'zh' | 'en' = 'zh') {
  const req = await createLocalReq({}, payload)
  req.i18n.language = language
  return req
}

/** The message of a refused change. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    return String((error as Error).message)
  }
  throw new Error('the change was accepted')
}

const isPublic = async (path: string) =>
  (
    await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      ...asVisitor('zh'),
    })
  ).totalDocs === 1

const unpublish = async (id: number, language: 'zh' | 'en' = 'zh') =>
  payload.update({
    collection: 'pages',
    id,
    locale: 'zh',
    data: { _status: 'draft' },
    overrideAccess: true,
    req: await adminReq(language),
  })

describe('a landing page the header links to', () => {
  it('cannot be unpublished, moved or deleted, and the editor is told where the link is', async () => {
    const page = await publishPage('/events/int-linked-summit', '峰会')
    await linkFromHeader(page.path)

    expect(await refusal(() => unpublish(page.id))).toBe(
      '/events/int-linked-summit 仍被页头导航链接。请先删除或修改这些链接，再下线、删除或更改此路径。',
    )
    expect(await refusal(() => unpublish(page.id, 'en'))).toContain(
      'is still linked from the header navigation. Remove or change those links first',
    )
    expect(
      await refusal(async () =>
        payload.update({
          collection: 'pages',
          id: page.id,
          locale: 'zh',
          data: { path: '/events/int-linked-moved', _status: 'published' },
          overrideAccess: true,
          req: await adminReq(),
        }),
      ),
    ).toContain('页头导航')
    expect(
      await refusal(async () =>
        payload.delete({ collection: 'pages', id: page.id, overrideAccess: true, req: await adminReq() }),
      ),
    ).toContain('页头导航')
    // Nothing changed: the page is public at its path.
    expect(await isPublic('/events/int-linked-summit')).toBe(true)
    expect(await isPublic('/events/int-linked-moved')).toBe(false)
  })

  it('may still get a draft saved (the public copy stays), and be taken down once the link is gone', async () => {
    const page = await publishPage('/events/int-linked-draft', '草稿')
    await linkFromHeader(page.path)
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      draft: true,
      data: { title: '草稿的新标题', _status: 'draft' },
      overrideAccess: true,
      req: await adminReq(),
    })
    expect(await isPublic(page.path)).toBe(true)

    await linkFromHeader(null)
    await unpublish(page.id)
    expect(await isPublic(page.path)).toBe(false)
  })
})

describe('a landing page another published landing page links to', () => {
  it('names that page; an unpublished page linking to it does not hold it', async () => {
    const target = await publishPage('/events/int-linked-target', '目标页')
    const source = await publishPage('/events/int-linked-source', '来源页', `${target.path}/`)
    expect(await refusal(() => unpublish(target.id))).toContain(
      '落地页「来源页」（/events/int-linked-source）',
    )
    await unpublish(source.id)
    await unpublish(target.id)
    expect(await isPublic(target.path)).toBe(false)
  })
})

describe('an editor’s redirect the footer links to', () => {
  it('cannot be deleted or get another old path while linked, unless another redirect answers', async () => {
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from: '/int-linked-old', to: '/about/company', host: 'both', permanent: true },
      overrideAccess: true,
    })
    await linkFromFooter('/int-linked-old')
    expect(
      await refusal(async () =>
        payload.delete({
          collection: 'redirects',
          id: redirect.id,
          overrideAccess: true,
          req: await adminReq(),
        }),
      ),
    ).toContain('/int-linked-old 仍被页脚链接')
    expect(
      await refusal(async () =>
        payload.update({
          collection: 'redirects',
          id: redirect.id,
          data: { from: '/int-linked-other' },
          overrideAccess: true,
          req: await adminReq('en'),
        }),
      ),
    ).toContain('still linked from the footer')
    const kept = await payload.findByID({ collection: 'redirects', id: redirect.id, overrideAccess: true })
    expect(kept.from).toBe('/int-linked-old')

    // A second redirect from the same path (with a trailing slash) still answers the link.
    await payload.create({
      collection: 'redirects',
      data: { from: '/int-linked-old/', to: '/', host: 'both', permanent: true },
      overrideAccess: true,
    })
    await payload.delete({
      collection: 'redirects',
      id: redirect.id,
      overrideAccess: true,
      req: await adminReq(),
    })
  })
})
