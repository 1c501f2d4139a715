import type { Metadata } from 'next'
import { PostDetailPage, postDetailMetadata } from '@/components/content/PostPages'

export const revalidate = 300
export const dynamicParams = true
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; id: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return postDetailMetadata('articles', props)
}

export default function ArticlesDetailPage(props: Props) {
  return <PostDetailPage kind="articles" {...props} />
}
