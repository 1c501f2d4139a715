import { PostDetailPage, postDetailMetadata } from '@/features/news/PostPages'
import type { IdPageProps } from '@/features/content/page'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

export const generateMetadata = (props: IdPageProps) => postDetailMetadata('news', props)

export default function NewsDetailPage(props: IdPageProps) {
  return <PostDetailPage kind="news" {...props} />
}
