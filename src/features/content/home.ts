import type { Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'

/**
 * Data of the home page, read through the local API as an anonymous visitor would
 * (overrideAccess false): published documents only, in the page's language, no fallback.
 */
export async function getHomeContent(locale: Locale) {
  const payload = await cms()
  const asVisitor = { locale, fallbackLocale: false as const, overrideAccess: false, draft: false }
  const [banners, products] = await Promise.all([
    payload.find({ collection: 'banners', sort: 'sort', limit: 1, depth: 1, ...asVisitor }),
    payload.find({
      collection: 'products',
      sort: 'sort',
      limit: 12,
      depth: 0,
      where: { type: { not_equals: 'zDBM' } },
      ...asVisitor,
    }),
  ])
  return { banner: banners.docs[0] ?? null, products: products.docs }
}
