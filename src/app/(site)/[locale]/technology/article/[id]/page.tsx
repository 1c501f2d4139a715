import { PostDetailPage, postDetailMetadata } from '@/features/news/PostPages'
import type { IdPageProps } from '@/features/content/page'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

export const generateMetadata = (props: IdPageProps) => postDetailMetadata('articles', props)

export default function ArticlesDetailPage(props: IdPageProps) {
  return <PostDetailPage kind="articles" {...props} />
}
