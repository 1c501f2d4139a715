import { ResourceListingPage, resourceListingMetadata } from '@/features/resources/ResourceViews'
import type { LocaleParams, SearchParams } from '@/features/content/page'

// Filters and pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: SearchParams }

export const generateMetadata = (props: Props) => resourceListingMetadata('videos', props)

/** /video?docType={type key}&page=&size= */
export default function VideosPage(props: Props) {
  return <ResourceListingPage kind="videos" {...props} />
}
