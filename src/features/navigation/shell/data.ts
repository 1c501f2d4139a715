import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { siteOrigin } from '@/lib/env'
import { cms } from '@/lib/payload'
import { SHELL_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { asVisitor } from '@/features/content/visitor'
import { toMenuLink, type GeneratedLists, type MenuLink, type NavRow } from '../build'
import { emptyFooter, getFooterContent, getHeaderGlobal, type FooterContent } from '../data'
import type { GeneratedLinks } from '../defaults'
import { productMenuTypes, productFallbackTitles } from './menu'

export type ShellSettings = { brandName: string; companyBlurb: string; helpCenterUrl: string }

export type ShellData = {
  locale: Locale
  /** The header global's entries in the page's language. */
  nav: NavRow[]
  footer: FooterContent
  /** Links the menus' `generated` choices add: the header's and the footer's (spec section 9 sorts). */
  generated: { header: GeneratedLists; footer: GeneratedLists }
  settings: ShellSettings
  origins: Record<Locale, string>
}

/** Runs a loader; a failing CMS read must not take the whole site down, so the shell degrades. */
async function safe<T>(what: string, fallback: T, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    console.error(`[shell] ${what} failed`, error)
    return fallback
  }
}

/** Recommended plans (spec section 9): page 1, size 12, isRecommend, ascending by the given field. */
// Cached under `shell`: purged when a field shown here changes (features/content/cache-tags.ts).
const recommendedPlans = cachedRead(
  'shell-plans',
  () => [SHELL_TAG],
  async (
    collection: 'solution-plans' | 'product-plans',
    locale: Locale,
    sort: 'sort' | 'createTime',
  ): Promise<MenuLink[]> => {
    const payload = await cms()
    const result = await payload.find({
      collection,
      where: { isRecommend: { equals: true } },
      sort: [sort, 'number'],
      limit: 12,
      pagination: false,
      depth: 0,
      select: { number: true, title: true },
      ...asVisitor(locale),
    })
    const base = collection === 'solution-plans' ? '/solution' : '/product_solution'
    return result.docs
      .filter((d) => typeof d.title === 'string' && d.title.trim())
      .map((d) => toMenuLink(d.title as string, `${base}/${d.number}`))
  },
)

const productTitles = cachedRead(
  'shell-products',
  () => [SHELL_TAG],
  async (locale: Locale): Promise<Partial<Record<string, string>>> => {
    const payload = await cms()
    const result = await payload.find({
      collection: 'products',
      where: { type: { in: [...productMenuTypes] } },
      limit: 20,
      depth: 0,
      select: { type: true, title: true },
      ...asVisitor(locale),
    })
    return Object.fromEntries(result.docs.map((d) => [d.type, d.title]))
  },
)

const settings = cachedRead(
  'shell-settings',
  () => [SHELL_TAG],
  async (locale: Locale): Promise<ShellSettings> => {
    const payload = await cms()
    const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...asVisitor(locale) })
    return {
      brandName: s.brandName ?? '',
      companyBlurb: s.companyBlurb ?? '',
      helpCenterUrl: s.helpCenterUrl ?? '',
    }
  },
)

/** The links one `generated` choice adds; the header sorts plans by creation, the footer by sort. */
async function generatedLinks(
  kind: GeneratedLinks,
  locale: Locale,
  sort: 'sort' | 'createTime',
): Promise<MenuLink[]> {
  if (kind === 'products') {
    const titles = await productTitles(locale)
    return productMenuTypes.map((type) =>
      toMenuLink(titles[type]?.trim() || productFallbackTitles[type], `/products/${type}`),
    )
  }
  return recommendedPlans(kind === 'solutionPlans' ? 'solution-plans' : 'product-plans', locale, sort)
}

async function generatedFor(
  kinds: (GeneratedLinks | null | undefined)[],
  locale: Locale,
  sort: 'sort' | 'createTime',
): Promise<GeneratedLists> {
  const wanted = [...new Set(kinds.filter((k): k is GeneratedLinks => Boolean(k)))]
  const lists = await Promise.all(
    wanted.map((k) => safe(`${k} links`, [] as MenuLink[], () => generatedLinks(k, locale, sort))),
  )
  return Object.fromEntries(wanted.map((k, i) => [k, lists[i]]))
}

/** Everything the header, footer and contact dialog need, read once per request. */
export const getShellData = cache(async (locale: Locale): Promise<ShellData> => {
  const [header, footer, site] = await Promise.all([
    safe('header', { id: 0, navItems: [] }, () => getHeaderGlobal(locale)),
    safe('footer', emptyFooter, () => getFooterContent(locale)),
    safe('site settings', { brandName: '', companyBlurb: '', helpCenterUrl: '' }, () => settings(locale)),
  ])
  const nav = header.navItems ?? []
  const [headerLinks, footerLinks] = await Promise.all([
    generatedFor(
      nav.map((n) => n.generated),
      locale,
      'createTime',
    ),
    generatedFor(
      footer.columns.map((c) => c.generated),
      locale,
      'sort',
    ),
  ])
  return {
    locale,
    nav,
    footer,
    generated: { header: headerLinks, footer: footerLinks },
    settings: site,
    origins: { zh: siteOrigin('zh'), en: siteOrigin('en') },
  }
})
