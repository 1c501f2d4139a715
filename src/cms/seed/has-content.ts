import type { CollectionSlug, Payload } from 'payload'

/** Collections whose documents mean "this database has content". */
const contentCollections: CollectionSlug[] = [
  'products',
  'services',
  'solution-plans',
  'cases',
  'news',
  'media',
]

/**
 * Whether the database has content already. Kept apart from the seed itself, so that a start on
 * a seeded database asks this without loading the seed's content and image generators.
 */
export async function hasContent(payload: Payload): Promise<boolean> {
  for (const collection of contentCollections) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    if (totalDocs > 0) return true
  }
  return false
}
