import type { Locale } from '@/i18n/routing'
import type { Honor, Job, Partner } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { collectionTag, globalTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { findTitled } from '@/features/content/read'
import { asVisitor } from '@/features/content/visitor'

// Company global, honors, partners, jobs and site settings, as a visitor reads them.

/**
 * An image in the page's language (a logo or certificate whose words are written in it) in place
 * of `field` when the item has one in `localized`: the read was made in that locale, so the
 * localized field holds this language's image.
 */
export function inPageLanguage<T, K extends keyof T>(item: T, field: K, localized: keyof T): T {
  return item[localized] ? { ...item, [field]: item[localized] } : item
}

export const getCompany = cachedRead(
  'company',
  () => [globalTag('company'), MEDIA_TAG],
  async (locale: Locale) => {
    const payload = await cms()
    const company = await payload.findGlobal({ slug: 'company', depth: 1, ...asVisitor(locale) })
    return {
      ...company,
      customers: company.customers?.map((c) => inPageLanguage(c, 'logo', 'localizedLogo')),
    }
  },
)

export const getSiteSettings = cachedRead(
  'site-settings',
  () => [globalTag('site-settings'), MEDIA_TAG],
  async (locale: Locale) => {
    const payload = await cms()
    return payload.findGlobal({ slug: 'site-settings', depth: 1, ...asVisitor(locale) })
  },
)

export const getTrends = cachedRead(
  'trends',
  () => [globalTag('trends')],
  async (locale: Locale) => {
    const payload = await cms()
    return payload.findGlobal({ slug: 'trends', depth: 0, ...asVisitor(locale) })
  },
)

export const getHonors = cachedRead(
  'honors',
  () => [collectionTag('honors'), MEDIA_TAG],
  async (locale: Locale): Promise<(Honor & { title: string })[]> => {
    const res = await findTitled(locale, { collection: 'honors', sort: 'sort', limit: 200, depth: 1 })
    return res.docs.map((h) => inPageLanguage(h, 'image', 'localizedImage'))
  },
)

export const getPartners = cachedRead(
  'partners',
  () => [collectionTag('partners'), MEDIA_TAG],
  async (locale: Locale): Promise<(Partner & { name: string })[]> => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'partners',
      sort: 'sort',
      limit: 500,
      depth: 1,
      where: { name: { exists: true } },
      ...asVisitor(locale),
    })
    return res.docs
      .filter((p): p is Partner & { name: string } => Boolean(p.name))
      .map((p) => inPageLanguage(p, 'logo', 'localizedLogo'))
  },
)

export const getJobs = cachedRead(
  'jobs',
  () => [collectionTag('jobs')],
  async (locale: Locale): Promise<(Job & { title: string })[]> => {
    return (await findTitled(locale, { collection: 'jobs', sort: '-publishedAt', limit: 200, depth: 0 })).docs
  },
)

export const partnerCategories = ['technology', 'cloud', 'channel', 'academic'] as const
