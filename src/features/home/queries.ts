import type { Locale } from '@/i18n/routing'
import { getHonors } from '@/features/about/queries'
import { getFeaturedCases } from '@/features/cases/queries'
import { getPlanHighlights } from '@/features/solutions/queries'
import { getNewestPosts } from '@/features/news/queries'
import { getProducts } from '@/features/products/queries'
import { getServices } from '@/features/services/queries'
import { collectionTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { findFirst } from '@/features/content/read'

/** The first banner of the home page. */
const getBanner = cachedRead(
  'banner',
  () => [collectionTag('banners'), MEDIA_TAG],
  async (locale: Locale) => {
    return findFirst(locale, { collection: 'banners', sort: 'sort', depth: 1 })
  },
)

/**
 * Data of the home page, read through the local API as an anonymous visitor would
 * (overrideAccess false): published documents only, in the page's language, no fallback.
 */
export async function getHomeContent(locale: Locale) {
  const [banner, products, services, solutions, cases, news, honors] = await Promise.all([
    getBanner(locale),
    getProducts(locale),
    getServices(locale),
    getPlanHighlights(locale, 'solution-plans'),
    getFeaturedCases(locale, 3),
    getNewestPosts(locale, 'news', 3),
    getHonors(locale),
  ])
  return {
    banner,
    products,
    services,
    solutions,
    cases,
    news,
    honors,
  }
}
