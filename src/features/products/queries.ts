import type { Locale } from '@/i18n/routing'
import type { Case } from '@/cms/payload-types'
import { collectionTag, documentTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { productPageTypes } from './types'
import { findFirst, findTitled, type TitledDoc } from '@/features/content/read'
import { titled } from '@/features/content/visitor'

/** Related documents that are populated, published and have text in this language. */
export function populated<T extends { title?: string | null }>(
  items: (number | T)[] | null | undefined,
): (T & { title: string })[] {
  return titled((items ?? []).filter((i): i is T => typeof i === 'object' && i !== null))
}

type TypePage<S extends 'products' | 'services'> = Omit<TitledDoc<S>, 'relatedCases'> & {
  relatedCases: (Case & { title: string })[]
}

/**
 * The reads of a collection with one page per `type` (products, services): all its pages with
 * text in this language in menu order, and one page's document with its related cases populated.
 */
export function typePages<S extends 'products' | 'services', T extends string>(
  collection: S,
  types: readonly T[],
  names: { all: string; one: string },
) {
  const all = cachedRead(
    names.all,
    () => [collectionTag(collection), MEDIA_TAG],
    async (locale: Locale): Promise<TitledDoc<S>[]> => {
      const where = { type: { in: [...types] } }
      return (await findTitled(locale, { collection, sort: 'sort', limit: 20, depth: 1, where })).docs
    },
  )
  const one = cachedRead(
    names.one,
    (_locale, type) => [documentTag(collection, type), collectionTag('cases'), MEDIA_TAG],
    async (locale: Locale, type: T): Promise<TypePage<S> | null> => {
      const doc = await findFirst(locale, { collection, depth: 2, where: { type: { equals: type } } })
      return doc && ({ ...doc, relatedCases: populated<Case>(doc.relatedCases) } as TypePage<S>)
    },
  )
  return { all, one }
}

const products = typePages('products', productPageTypes, { all: 'products', one: 'product' })

/** Published products with text in this language, in menu order. */
export const getProducts = products.all
/** One product page's document with its related cases populated. */
export const getProduct = products.one
