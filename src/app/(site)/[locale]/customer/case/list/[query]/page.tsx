import { cachedListing } from '@/features/routing/CachedListing'
import ListingPage, { generateMetadata as listingMetadata } from '../../page'

// Plain listing queries, cached and purged by content tags (features/routing/listing-cache.ts).
export const revalidate = 300
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = cachedListing(ListingPage, listingMetadata)
export const generateMetadata = route.generateMetadata
export default route.Page
