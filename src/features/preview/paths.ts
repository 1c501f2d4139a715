import { PAGE_PATH_PATTERN } from '@/features/routing/site-paths'

/**
 * The page that shows one document of a content collection, from the document's own fields
 * (products and services by type, plans by number, the rest by id). Used by live preview and by
 * search results; null while the key field is still empty (a new document not yet saved).
 */
const pages = {
  products: ['type', (k) => `/products/${k}`],
  services: ['type', (k) => `/services/${k}`],
  'solution-plans': ['number', (k) => `/solution/${k}`],
  'product-plans': ['number', (k) => `/product_solution/${k}`],
  cases: ['id', (k) => `/customer/case/${k}`],
  news: ['id', (k) => `/about/news/${k}`],
  articles: ['id', (k) => `/technology/article/${k}`],
  docs: ['id', (k) => `/doc/${k}`],
  videos: ['id', (k) => `/video/${k}`],
  // A landing page's key is its whole path (validated when saved).
  pages: ['path', (k) => k],
} as const satisfies Record<string, readonly [string, (key: string) => string]>

export type PagedCollection = keyof typeof pages
export const pagedCollections = Object.keys(pages) as PagedCollection[]

/** The field of a document its page address is made from. */
export const documentKey = (collection: PagedCollection): string => pages[collection][0]

export function documentPath(collection: PagedCollection, doc: Record<string, unknown>): string | null {
  const [field, path] = pages[collection]
  const key = doc[field]
  if (collection === 'pages') return typeof key === 'string' && PAGE_PATH_PATTERN.test(key) ? key : null
  if (typeof key === 'number' && Number.isFinite(key)) return path(String(key))
  if (typeof key === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(key)) return path(key)
  return null
}
