import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

export default async function NotFound() {
  const t = await getTranslations('error')
  return (
    <main className="container-site flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{t('title')}</h1>
      <p className="text-ink-muted">{t('notFound')}</p>
      <Link href="/" className="rounded-[6px] bg-accent-strong px-5 py-2 text-white">
        {t('home')}
      </Link>
    </main>
  )
}
