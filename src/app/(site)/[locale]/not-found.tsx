import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ErrorView } from '@/components/runtime/ErrorView'

export const metadata: Metadata = { title: 'HTTP Error 404', robots: { index: false } }

/** Any unmatched path or failed validation (notFound()) of the site: status 404, both languages. */
export default async function NotFound() {
  const t = await getTranslations('error')
  return (
    <ErrorView
      code={404}
      title={t('title')}
      label={t('code404')}
      message={t('notFound')}
      homeLabel={t('home')}
      backLabel={t('back')}
    />
  )
}
