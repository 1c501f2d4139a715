import type { Metadata } from 'next'
import { PostDetailPage, postDetailMetadata } from '@/components/content/PostPages'

export const revalidate = 300
export const dynamicParams = true
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; id: string }> }

export function generateMetadata(props: Props): Promise<Metadata> {
  return postDetailMetadata('news', props)
}

export default function NewsDetailPage(props: Props) {
  return <PostDetailPage kind="news" {...props} />
}
