import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Card, CardSection } from '@/components/content/CardGrid'
import { CaseCard } from '@/features/cases/CaseCard'
import { CustomerLogos } from '@/features/about/CustomerLogos'
import { ContactLink, CtaBand, SecondaryLink } from '@/components/content/CtaBand'
import { HeroBackdrop } from '@/components/content/PageHero'
import { industryLabel } from '@/features/solutions/PlanViews'
import { Section, SectionHeading } from '@/components/content/Section'
import { HonorsGallery, honorSlide } from '@/features/about/HonorsCarousel'
import { getCompany } from '@/features/about/queries'
import { getHomeContent } from '@/features/home/queries'
import { PostCard } from '@/features/news/PostViews'
import { ProductCard } from '@/features/products/ProductCard'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { toImage } from '@/features/content/visitor'
import { seoMetadata } from '@/features/seo/metadata'
import { WebSiteJsonLd } from '@/features/seo/OrganizationJsonLd'

export const revalidate = 300

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return seoMetadata({
    locale,
    path: '/',
    title: t('siteTitle'),
    description: t('siteDescription'),
    absoluteTitle: true,
  })
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, th, tc, tcu, company] = await Promise.all([
    getTranslations('home'),
    getTranslations('pages.home'),
    getTranslations('pages.common'),
    getTranslations('pages.customer'),
    getCompany(locale),
  ])
  const { banner, products, services, solutions, cases, news, honors } = await getHomeContent(locale)
  const bannerTitle = (banner?.title ?? '').split(/<br\s*\/?>/i)
  const bannerImage = toImage(banner?.image)
  const honorItems = honors.flatMap((h) => {
    const image = toImage(h.image, h.title)
    return image ? [honorSlide(image, h.title)] : []
  })

  return (
    <main>
      <WebSiteJsonLd locale={locale} />
      <section
        data-hero
        className="relative isolate overflow-hidden bg-gradient-to-br from-night to-night-2 text-white"
      >
        {bannerImage ? <HeroBackdrop image={bannerImage} priority veil="home" /> : null}
        <div className="container-site pt-32 pb-20 md:pt-44 md:pb-32">
          <h1 className="max-w-3xl text-[32px] leading-tight font-bold text-balance md:text-5xl">
            {bannerTitle.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </h1>
          {banner?.subtitle ? (
            <p className="mt-5 max-w-2xl text-lg text-slate-200">{banner.subtitle}</p>
          ) : null}
          <div className="mt-10 flex flex-wrap gap-3">
            <ContactLink label={tc('contact')} />
            <SecondaryLink href={banner?.link || '#products'} label={tc('learnMore')} />
          </div>
        </div>
      </section>

      <CardSection id="products-title" anchor="products" title={t('productsTitle')} lead={t('productsLead')}>
        {products.map((p) => (
          <ProductCard key={p.id} product={p} cta={t('learnMore')} />
        ))}
      </CardSection>

      <CardSection id="services-title" tone="soft" title={th('services')} lead={th('servicesLead')}>
        {services.map((s) => (
          <Card
            key={s.id}
            href={`/services/${s.type}`}
            title={s.title}
            text={s.summary ?? s.tagline}
            cta={t('learnMore')}
          />
        ))}
      </CardSection>

      <CardSection
        id="solutions-title"
        title={th('solutions')}
        lead={th('solutionsLead')}
        viewAll={{ href: '/solution', label: tc('viewAll') }}
      >
        {solutions.map((s) => (
          <Card
            key={s.id}
            href={`/solution/${s.number}`}
            title={s.title}
            text={s.summary}
            badge={industryLabel(s.industry, locale)}
            cta={t('learnMore')}
          />
        ))}
      </CardSection>

      <CardSection
        id="cases-title"
        tone="soft"
        title={th('cases')}
        lead={th('casesLead')}
        viewAll={{ href: '/customer/case', label: tc('viewAll') }}
        after={
          company.customers?.length ? (
            <div className="mt-12">
              <h3 className="mb-5 text-center text-sm font-medium tracking-wide text-ink-muted">
                {tcu('logos')}
              </h3>
              <CustomerLogos customers={company.customers} label={tcu('logosLabel')} />
            </div>
          ) : null
        }
      >
        {cases.map((c) => (
          <CaseCard key={c.id} c={c} locale={locale} cta={tc('viewCase')} />
        ))}
      </CardSection>

      <CardSection id="news-title" title={th('news')} viewAll={{ href: '/about/news', label: tc('viewAll') }}>
        {news.map((n) => (
          <PostCard key={n.id} kind="news" post={n} locale={locale} cta={tc('readMore')} />
        ))}
      </CardSection>

      {honorItems.length > 0 ? (
        <Section tone="soft" labelledBy="honors-title">
          <SectionHeading id="honors-title" title={th('honors')} />
          <HonorsGallery items={honorItems} />
        </Section>
      ) : null}

      <CtaBand />
    </main>
  )
}
