import type { Locale } from '@/i18n/routing'
import type { Case, Product } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { collectionTag, documentTag, MEDIA_TAG } from './cache-tags'
import { cachedRead } from './cached'
import { asVisitor, hasTitle, titled } from './visitor'

/** The product pages of spec section 2 (zDBM is redirected to the home page by the proxy). */
export const productPageTypes = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zAIoT'] as const
export type ProductPageType = (typeof productPageTypes)[number]

export function isProductPageType(v: string): v is ProductPageType {
  return (productPageTypes as readonly string[]).includes(v)
}

/** Published products with text in this language, in menu order. */
export const getProducts = cachedRead(
  'products',
  () => [collectionTag('products'), MEDIA_TAG],
  async (locale: Locale): Promise<(Product & { title: string })[]> => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'products',
      sort: 'sort',
      limit: 20,
      depth: 1,
      where: { and: [{ type: { in: [...productPageTypes] } }, hasTitle] },
      ...asVisitor(locale),
    })
    return titled(res.docs)
  },
)

/** One product page's document with its related cases populated. */
export const getProduct = cachedRead(
  'product',
  (_locale, type) => [documentTag('products', type), collectionTag('cases'), MEDIA_TAG],
  async (locale: Locale, type: ProductPageType) => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'products',
      limit: 1,
      depth: 2,
      where: { and: [{ type: { equals: type } }, hasTitle] },
      ...asVisitor(locale),
    })
    const product = titled(res.docs)[0]
    if (!product) return null
    return { ...product, relatedCases: populated<Case>(product.relatedCases) }
  },
)

/** Related documents that are populated, published and have text in this language. */
export function populated<T extends { title?: string | null }>(
  items: (number | T)[] | null | undefined,
): (T & { title: string })[] {
  return titled((items ?? []).filter((i): i is T => typeof i === 'object' && i !== null))
}
