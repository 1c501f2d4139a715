import { getTranslations, setRequestLocale } from 'next-intl/server'
import Link from 'next/link'
import { isLocale } from '@/i18n/routing'
import { getHomeContent } from '@/features/content/home'
import { notFound } from 'next/navigation'

export const revalidate = 300

type Props = { params: Promise<{ locale: string }> }

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('home')
  const { banner, products } = await getHomeContent(locale)
  const bannerTitle = (banner?.title ?? '').split(/<br\s*\/?>/i)

  return (
    <main>
      <section className="bg-gradient-to-br from-night to-night-2 text-white">
        <div className="container-site py-24 md:py-32">
          <h1 className="max-w-3xl text-[32px] leading-tight font-bold md:text-5xl">
            {bannerTitle.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </h1>
          {banner?.subtitle ? (
            <p className="mt-5 max-w-2xl text-lg text-slate-200">{banner.subtitle}</p>
          ) : null}
        </div>
      </section>
      <section className="container-site py-14 md:py-24" aria-labelledby="products-title">
        <h2 id="products-title" className="text-2xl font-bold md:text-[32px]">
          {t('productsTitle')}
        </h2>
        <p className="mt-3 text-ink-muted">{t('productsLead')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((p) => (
            <li key={p.id} className="rounded-[8px] border border-line p-6 shadow-card">
              <h3 className="text-xl font-bold">{p.title}</h3>
              {p.tagline ? <p className="mt-2 text-ink-muted">{p.tagline}</p> : null}
              <Link className="mt-4 inline-block font-medium text-accent-strong" href={`/products/${p.type}`}>
                {t('learnMore')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
