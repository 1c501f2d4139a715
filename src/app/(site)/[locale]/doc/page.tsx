import { ResourceListingPage, resourceListingMetadata } from '@/features/resources/ResourceViews'
import type { LocaleParams, SearchParams } from '@/features/content/page'

// Filters and pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: SearchParams }

export const generateMetadata = (props: Props) => resourceListingMetadata('docs', props)

/** /doc?docType={type key}&page=&size= */
export default function DocsPage(props: Props) {
  return <ResourceListingPage kind="docs" {...props} />
}
