import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillEmptyNavigation } from '@/features/navigation/fill'
import { linkMessages } from '@/features/routing/links'
import { asVisitor, payloadForTests } from './helpers'

/**
 * Issue 21: the header and footer globals as seeded, the link validation when they are saved, and
 * the start-up filling of empty globals (a database from before them).
 */
let payload: Payload
let redirectId: number
type Row = { label: string; link?: string | null; children?: { label: string; link: string }[] | null }
let original: Row[]

beforeAll(async () => {
  payload = await payloadForTests()
  const header = await payload.findGlobal({ slug: 'header', locale: 'zh', depth: 0, overrideAccess: true })
  original = header.navItems ?? []
  const redirect = await payload.create({
    collection: 'redirects',
    data: { from: '/nav-test-campaign', to: '/about/company', host: 'both', permanent: false },
    overrideAccess: true,
  })
  redirectId = redirect.id
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'header',
    locale: 'zh',
    data: { navItems: original },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'redirects', id: redirectId, overrideAccess: true })
})

/** Saves the Chinese header with one extra top-level entry linking to `link`, as the admin UI would. */
async function saveWithLink(link: string, language: 'zh' | 'en' = 'zh') {
  const req = await createLocalReq({}, payload)
  req.i18n.language = language
  return payload.updateGlobal({
    slug: 'header',
    locale: 'zh',
    data: { navItems: [...original, { label: 'Test', link }] },
    overrideAccess: true,
    req,
  })
}

/** The validation message of a refused save. */
async function refusal(link: string, language: 'zh' | 'en' = 'zh'): Promise<string> {
  try {
    await saveWithLink(link, language)
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`).join('; ')
  }
  throw new Error(`${link} was accepted`)
}

describe('header global', () => {
  it('is seeded with each site’s own menu (the English one has no customer menu)', async () => {
    const zh = await payload.findGlobal({ slug: 'header', depth: 0, ...asVisitor('zh') })
    const en = await payload.findGlobal({ slug: 'header', depth: 0, ...asVisitor('en') })
    expect(zh.navItems?.map((i) => i.label)).toEqual([
      '首页',
      '软件产品',
      '托管服务',
      '解决方案',
      '客户案例',
      '资源中心',
      '关于我们',
    ])
    expect(en.navItems?.map((i) => i.label)).toEqual([
      'Home',
      'Products',
      'Services',
      'Solutions',
      'Resources',
      'Company',
    ])
    expect(zh.navItems?.[3]?.generated).toBe('solutionPlans')
    expect(en.navItems?.[3]?.generated).toBe('productPlans')
  })

  it('refuses a link to a path nothing answers, in the admin’s language', async () => {
    const index = original.length
    expect(await refusal('/no/such/page')).toBe(`navItems.${index}.link: ${linkMessages.zh.missing}`)
    expect(await refusal('/no/such/page', 'en')).toBe(`navItems.${index}.link: ${linkMessages.en.missing}`)
  })

  it('refuses http, javascript: and protocol-relative links', async () => {
    for (const link of ['http://www.modb.pro/', 'javascript:alert(1)', '//evil.test/']) {
      expect(await refusal(link, 'en')).toContain(linkMessages.en.insecure)
    }
  })

  it('refuses a top-level entry without a link or a drop-down', async () => {
    const req = await createLocalReq({}, payload)
    req.i18n.language = 'en'
    await expect(
      payload.updateGlobal({
        slug: 'header',
        locale: 'zh',
        data: { navItems: [...original, { label: 'Empty' }] },
        overrideAccess: true,
        req,
      }),
    ).rejects.toThrow()
  })

  it('accepts a route, a redirect source and an https address', async () => {
    for (const link of ['/about/company', '/doc?docType=1', '/nav-test-campaign', 'https://www.mogdb.io/']) {
      const saved = await saveWithLink(link)
      expect(saved.navItems?.at(-1)?.link).toBe(link)
    }
    // A drop-down entry is validated too.
    await expect(
      payload.updateGlobal({
        slug: 'header',
        locale: 'zh',
        data: {
          navItems: [...original, { label: 'Menu', children: [{ label: 'x', link: '/nowhere-at-all' }] }],
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})

describe('start-up filling', () => {
  it('fills an emptied header and footer with the default menus, and leaves filled ones alone', async () => {
    const footerBefore = await payload.findGlobal({
      slug: 'footer',
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    for (const locale of ['zh', 'en'] as const) {
      await payload.updateGlobal({ slug: 'header', locale, data: { navItems: [] }, overrideAccess: true })
      await payload.updateGlobal({ slug: 'footer', locale, data: { columns: [] }, overrideAccess: true })
    }
    await fillEmptyNavigation(payload)
    const zh = await payload.findGlobal({ slug: 'header', depth: 0, ...asVisitor('zh') })
    const en = await payload.findGlobal({ slug: 'footer', depth: 0, ...asVisitor('en') })
    expect(zh.navItems?.[0]?.label).toBe('首页')
    expect(en.columns?.map((c) => c.title)).toEqual(['Company', 'Solutions', 'Support', 'Resources'])
    // The parts that were not empty kept their values.
    expect(en.contact?.email).toBe(footerBefore.contact?.email)
    expect(en.social?.map((s) => s.link)).toEqual(footerBefore.social?.map((s) => s.link))

    await payload.updateGlobal({
      slug: 'header',
      locale: 'zh',
      data: { navItems: [{ label: 'Only', link: '/' }] },
      overrideAccess: true,
    })
    await fillEmptyNavigation(payload)
    const kept = await payload.findGlobal({ slug: 'header', depth: 0, ...asVisitor('zh') })
    expect(kept.navItems?.map((i) => i.label)).toEqual(['Only'])
  })
})
