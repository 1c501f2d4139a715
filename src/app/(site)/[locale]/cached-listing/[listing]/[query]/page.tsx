import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ComponentType } from 'react'
import type { SearchParams } from '@/features/content/page'
import { listingPathname, listingSearchParams } from '@/features/routing/listing-cache'
import * as news from '../../../about/news/page'
import * as cases from '../../../customer/case/page'
import * as docs from '../../../doc/page'
import * as articles from '../../../technology/article/page'
import * as videos from '../../../video/page'

/**
 * The five listings for one plain query each, cached like any page and purged by their content
 * tags. Only the proxy comes here (features/routing/listing-cache.ts): the same page components
 * and metadata, with the query read from the path instead of the URL.
 */
export const revalidate = 300
export function generateStaticParams() {
  return []
}

type ListingProps = { params: Promise<{ locale: string }>; searchParams: SearchParams }
type Listing = {
  default: ComponentType<ListingProps>
  generateMetadata: (props: ListingProps) => Promise<Metadata>
}
const listings: Record<string, Listing> = {
  '/about/news': news,
  '/customer/case': cases,
  '/doc': docs,
  '/technology/article': articles,
  '/video': videos,
}

type Props = { params: Promise<{ locale: string; listing: string; query: string }> }

async function resolve({ params }: Props) {
  const { locale, listing, query } = await params
  const page = listings[listingPathname(listing)]
  if (!page) notFound()
  return {
    page,
    props: { params: Promise.resolve({ locale }), searchParams: Promise.resolve(listingSearchParams(query)) },
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page, props: listingProps } = await resolve(props)
  return page.generateMetadata(listingProps)
}

export default async function CachedListingPage(props: Props) {
  const { page, props: listingProps } = await resolve(props)
  const Page = page.default
  return <Page {...listingProps} />
}
