import type { Metadata } from 'next'
import type { ComponentType } from 'react'
import type { SearchParams } from '@/features/content/page'
import { listingSearchParams } from './listing-cache'

type ListingProps = { params: Promise<{ locale: string }>; searchParams: SearchParams }
type SegmentProps = { params: Promise<{ locale: string; query: string }> }

/**
 * The cached twin of a listing page (`<listing>/list/[query]`): the same page and metadata, with
 * the query read from the path segment the proxy wrote (listing-cache.ts) instead of the URL.
 */
export function cachedListing(
  Page: ComponentType<ListingProps>,
  metadata: (props: ListingProps) => Promise<Metadata>,
) {
  const fromSegment = ({ params }: SegmentProps): ListingProps => ({
    params,
    searchParams: params.then(({ query }) => listingSearchParams(query)),
  })
  return {
    generateMetadata: (props: SegmentProps) => metadata(fromSegment(props)),
    Page: function CachedListingPage(props: SegmentProps) {
      return <Page {...fromSegment(props)} />
    },
  }
}
