import { routing, type Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import { documentTag } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { asVisitor, hasTitle } from '@/features/content/visitor'

/** The collections whose documents are pages of their own (detail pages). */
export type PageCollection =
  | 'products'
  | 'services'
  | 'solution-plans'
  | 'product-plans'
  | 'cases'
  | 'news'
  | 'articles'
  | 'docs'
  | 'videos'
  | 'pages'

/**
 * The languages in which one document is a page: published, with a title in that language. The
 * English page of a document without English text does not exist, so it gets no hreflang link.
 */
export const documentLocales = cachedRead(
  'seo-locales',
  // Purged with the document's own page: adding or removing a language changes the links.
  (collection: PageCollection, _field: 'id' | 'number' | 'type' | 'path', value: string | number) => [
    documentTag(collection, value),
  ],
  async (collection: PageCollection, field: 'id' | 'number' | 'type' | 'path', value: string | number) => {
    const payload = await cms()
    const found = await Promise.all(
      routing.locales.map(async (locale) => {
        const res = await payload.find({
          collection,
          where: { and: [hasTitle, { [field]: { equals: value } }] },
          limit: 1,
          depth: 0,
          pagination: false,
          select: { title: true },
          ...asVisitor(locale),
        })
        return res.docs.some((d) => typeof d.title === 'string' && d.title.trim() !== '') ? locale : null
      }),
    )
    return found.filter((l): l is Locale => l !== null)
  },
)
