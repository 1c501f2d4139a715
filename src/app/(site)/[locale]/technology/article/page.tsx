import type { Metadata } from 'next'
import { PostListPage, postListMetadata } from '@/components/content/PostPages'
import type { SearchParams } from '@/features/content/page'

// Filters and pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export function generateMetadata(props: Props): Promise<Metadata> {
  return postListMetadata('articles', props)
}

export default function ArticlesPage(props: Props) {
  return <PostListPage kind="articles" {...props} />
}
