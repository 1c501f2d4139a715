import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { siteOrigin } from '@/lib/env'
import { cms } from '@/lib/payload'
import type { Media } from '@/cms/payload-types'
import { MEDIA_TAG, SHELL_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { productMenuTypes, productFallbackTitles, type ProductMenuType } from './menu'

/** What a visitor may read, in the page's language, without fallback (spec sections 4 and 9). */
const asVisitor = (locale: Locale) => ({
  locale,
  fallbackLocale: false as const,
  overrideAccess: false,
  draft: false,
})

export type PlanLink = { id: number; title: string; href: string }

export type ShellSettings = {
  brandName: string
  companyBlurb: string
  salesPhone: string
  salesEmail: string
  icpNumber: string
  icpLink: string
  helpCenterUrl: string
  supportPortalUrl: string
  opsPackageUrl: string
  weiboUrl: string
  linkedinUrl: string
  officialAccountQr: string | null
  videoAccountQr: string | null
  relatedLinks: { label: string; url: string }[]
}

export type ShellData = {
  locale: Locale
  products: { type: ProductMenuType; title: string; href: string }[]
  /** Header: recommended solution plans (zh) or product plans (en). */
  headerSolutions: PlanLink[]
  /** Footer (English): recommended product plans by sort. */
  footerSolutions: PlanLink[]
  settings: ShellSettings
  origins: Record<Locale, string>
}

const mediaUrl = (m: number | Media | null | undefined): string | null =>
  m && typeof m === 'object' ? (m.url ?? null) : null

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
  ): Promise<PlanLink[]> => {
    const payload = await cms()
    const result = await payload.find({
      collection,
      where: { isRecommend: { equals: true } },
      sort: [sort, 'number'],
      page: 1,
      limit: 12,
      depth: 0,
      select: { number: true, title: true },
      ...asVisitor(locale),
    })
    const base = collection === 'solution-plans' ? '/solution' : '/product_solution'
    return result.docs
      .filter((d) => typeof d.title === 'string' && d.title.trim())
      .map((d) => ({ id: d.number, title: d.title as string, href: `${base}/${d.number}` }))
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
  () => [SHELL_TAG, MEDIA_TAG],
  async (locale: Locale): Promise<ShellSettings> => {
    const payload = await cms()
    const s = await payload.findGlobal({ slug: 'site-settings', depth: 1, ...asVisitor(locale) })
    return {
      brandName: s.brandName ?? '',
      companyBlurb: s.companyBlurb ?? '',
      salesPhone: s.salesPhone ?? '',
      salesEmail: s.salesEmail ?? '',
      icpNumber: s.icpNumber ?? '',
      icpLink: s.icpLink ?? '',
      helpCenterUrl: s.helpCenterUrl ?? '',
      supportPortalUrl: s.supportPortalUrl ?? '',
      opsPackageUrl: s.opsPackageUrl ?? '',
      weiboUrl: s.weiboUrl ?? '',
      linkedinUrl: s.linkedinUrl ?? '',
      officialAccountQr: mediaUrl(s.officialAccountQr),
      videoAccountQr: mediaUrl(s.videoAccountQr),
      relatedLinks: (s.relatedLinks ?? [])
        .filter((l) => l.label && l.url)
        .map((l) => ({ label: l.label as string, url: l.url })),
    }
  },
)

const emptySettings: ShellSettings = {
  brandName: '',
  companyBlurb: '',
  salesPhone: '',
  salesEmail: '',
  icpNumber: '',
  icpLink: '',
  helpCenterUrl: '',
  supportPortalUrl: '',
  opsPackageUrl: '',
  weiboUrl: '',
  linkedinUrl: '',
  officialAccountQr: null,
  videoAccountQr: null,
  relatedLinks: [],
}

/** Everything the header, footer and contact dialog need, read once per request. */
export const getShellData = cache(async (locale: Locale): Promise<ShellData> => {
  const [titles, headerSolutions, footerSolutions, site] = await Promise.all([
    safe('product titles', {}, () => productTitles(locale)),
    safe('header solutions', [], () =>
      locale === 'en'
        ? recommendedPlans('product-plans', locale, 'createTime')
        : recommendedPlans('solution-plans', locale, 'createTime'),
    ),
    safe('footer solutions', [], () =>
      locale === 'en' ? recommendedPlans('product-plans', locale, 'sort') : Promise.resolve([]),
    ),
    safe('site settings', emptySettings, () => settings(locale)),
  ])
  return {
    locale,
    products: productMenuTypes.map((type) => ({
      type,
      title: titles[type]?.trim() || productFallbackTitles[type],
      href: `/products/${type}`,
    })),
    headerSolutions,
    footerSolutions,
    settings: site,
    origins: { zh: siteOrigin('zh'), en: siteOrigin('en') },
  }
})
