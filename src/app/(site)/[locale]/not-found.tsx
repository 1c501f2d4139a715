import type { Metadata } from 'next'
import { NotFoundView } from '@/features/errors/NotFoundPage'

export const metadata: Metadata = { title: 'HTTP Error 404', robots: { index: false } }

/** Any unmatched path or failed validation (notFound()) of the site: status 404, both languages. */
export default function NotFound() {
  return <NotFoundView />
}
