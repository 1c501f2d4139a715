import type { Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import type { Page } from '@/cms/payload-types'
import { PAGE_PATH_PATTERN } from '@/features/routing/site-paths'
import { collectionTag, documentTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { asVisitor } from '@/features/content/visitor'

export type LandingPage = Page & { title: string; layout: NonNullable<Page['layout']> }

/** What a landing page's blocks may show besides the page: purged when any of it changes. */
const shownCollections = ['products', 'solution-plans', 'product-plans', 'cases', 'partners']

/**
 * The paths of the landing pages a visitor may read in `locale` (published; drafts too during a
 * staff preview). One cached read per language, purged with any page: a made-up path is answered
 * from this list, so it costs no query and leaves no cache entry of its own behind.
 */
const landingPagePaths = cachedRead(
  'landing-page-paths',
  () => [collectionTag('pages')],
  async (locale: Locale): Promise<string[]> => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'pages',
      pagination: false,
      limit: 0,
      depth: 0,
      select: { path: true },
      ...asVisitor(locale),
    })
    return res.docs.map((d) => d.path)
  },
)

/** One landing page, read only for a path the list above holds. */
const landingPage = cachedRead(
  'landing-page',
  (_locale: Locale, path: string) => [
    documentTag('pages', path),
    ...shownCollections.map(collectionTag),
    MEDIA_TAG,
  ],
  async (locale: Locale, path: string): Promise<LandingPage | null> => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      limit: 1,
      // Blocks' uploads (1), linked products/plans/cases and their covers (2).
      depth: 2,
      pagination: false,
      ...asVisitor(locale),
    })
    const page = res.docs[0]
    if (!page || !page.title?.trim() || !page.layout?.length) return null
    return page as LandingPage
  },
)

/**
 * The published landing page at `path` in `locale`, or null: a language without a title or
 * blocks has no page. Publishing purges the page's tag and the list, so a path that answered 404
 * starts answering the page at once (and back again on unpublish).
 */
export async function getLandingPage(locale: Locale, path: string): Promise<LandingPage | null> {
  if (!PAGE_PATH_PATTERN.test(path)) return null
  if (!(await landingPagePaths(locale)).includes(path)) return null
  return landingPage(locale, path)
}
