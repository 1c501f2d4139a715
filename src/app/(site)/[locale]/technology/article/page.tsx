import type { Metadata } from 'next'
import { PostListPage, postListMetadata } from '@/features/news/PostPages'
import { pageLocale, type SearchParams } from '@/features/content/page'
import { checkPostQuery } from '@/features/news/queries'

// Filters and pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export function generateMetadata(props: Props): Promise<Metadata> {
  return postListMetadata('articles', props)
}

/** A bad page or size, or a page past the last, redirects to the listing without it. */
export default async function ArticlesPage(props: Props) {
  await checkPostQuery(
    await pageLocale(props.params),
    'articles',
    '/technology/article',
    await props.searchParams,
  )
  return <PostListPage kind="articles" {...props} />
}
