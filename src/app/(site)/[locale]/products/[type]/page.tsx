import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardGrid, Card } from '@/components/content/CardGrid'
import { CaseCard } from '@/components/content/CaseCard'
import { ContactLink, CtaBand, SecondaryLink } from '@/components/content/CtaBand'
import { Img } from '@/components/content/Img'
import { ZoomableImage } from '@/components/content/ZoomableImage'
import { PageHero } from '@/components/content/PageHero'
import { Figures, PointsGrid } from '@/components/content/PointsGrid'
import { Section, SectionHeading } from '@/components/content/Section'
import { isLocale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { getProduct } from '@/features/content/products'
import { isProductPageType } from '@/features/content/product-types'
import { getProductResources } from '@/features/content/resources'
import { toImage } from '@/features/content/visitor'
import { seoMetadata } from '@/features/seo/metadata'
import { NotFoundPage, notFoundMetadata } from '@/features/errors/NotFoundPage'

export const revalidate = 300
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type } = await params
  if (!isLocale(locale) || !isProductPageType(type)) return notFoundMetadata
  const product = await getProduct(locale, type)
  if (!product) return notFoundMetadata
  return seoMetadata({
    locale,
    path: `/products/${type}`,
    title: product.title,
    description: product.summary ?? product.tagline,
    meta: product.meta,
    image: product.heroImage,
    document: { collection: 'products', field: 'type', value: type },
  })
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { type } = await params
  if (!isProductPageType(type)) return <NotFoundPage locale={locale} />
  const product = await getProduct(locale, type)
  if (!product) return <NotFoundPage locale={locale} />
  const [t, tc, docs, videos] = await Promise.all([
    getTranslations('pages.products'),
    getTranslations('pages.common'),
    getProductResources(locale, 'docs', type),
    getProductResources(locale, 'videos', type),
  ])
  const architecture = toImage(product.architectureImage, product.architectureCaption ?? product.title)

  return (
    <main>
      <PageHero
        eyebrow={t('section')}
        title={product.title}
        lead={product.tagline}
        background={toImage(product.heroImage)}
        crumbs={[{ label: tc('home'), href: '/' }, { label: t('section') }, { label: product.title }]}
        crumbsLabel={tc('breadcrumbs')}
        actions={
          <>
            <ContactLink label={tc('contact')} />
            <SecondaryLink href="#features" label={tc('learnMore')} />
          </>
        }
      >
        {product.summary ? (
          <p className="mt-6 max-w-2xl text-[15px] text-slate-300">{product.summary}</p>
        ) : null}
      </PageHero>

      {product.figures && product.figures.length > 0 ? (
        <div className="border-b border-line bg-white py-10">
          <div className="container-site">
            <h2 className="sr-only">{t('figures')}</h2>
            <Figures items={product.figures} />
          </div>
        </div>
      ) : null}

      {product.values && product.values.length > 0 ? (
        <Section labelledBy="values">
          <SectionHeading id="values" title={t('values', { name: product.title })} />
          <PointsGrid items={product.values} cols={product.values.length === 4 ? 4 : 3} />
        </Section>
      ) : null}

      {architecture ? (
        <Section tone="soft" labelledBy="architecture">
          <SectionHeading id="architecture" title={t('architecture')} lead={product.architectureCaption} />
          <figure className="rounded-card border border-line bg-white p-4 shadow-card md:p-8">
            <ZoomableImage image={architecture} title={t('architecture')}>
              <Img
                image={architecture}
                sizes="(min-width: 1200px) 1136px, 100vw"
                className="mx-auto w-full"
              />
            </ZoomableImage>
          </figure>
        </Section>
      ) : null}

      {product.features && product.features.length > 0 ? (
        <Section labelledBy="features-title" id="features">
          <SectionHeading id="features-title" title={t('features')} />
          <PointsGrid items={product.features} />
        </Section>
      ) : null}

      {product.scenarios && product.scenarios.length > 0 ? (
        <Section tone="soft" labelledBy="scenarios">
          <SectionHeading id="scenarios" title={t('scenarios')} />
          <PointsGrid items={product.scenarios} cols={product.scenarios.length === 4 ? 2 : 3} />
        </Section>
      ) : null}

      {product.relatedCases.length > 0 ? (
        <Section labelledBy="cases">
          <SectionHeading id="cases" title={tc('relatedCases')} />
          <CardGrid>
            {product.relatedCases.map((c) => (
              <CaseCard key={c.id} c={c} locale={locale} cta={tc('viewCase')} />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {docs.length + videos.length > 0 ? (
        <Section tone="soft" labelledBy="resources">
          <SectionHeading id="resources" title={t('docsAndVideos')} />
          <CardGrid>
            {docs.map((d) => (
              <Card
                key={`d${d.id}`}
                href={`/doc/${d.id}`}
                title={d.title}
                text={d.summary}
                badge={tc('relatedDocs')}
                cta={tc('learnMore')}
              />
            ))}
            {videos.map((v) => (
              <Card
                key={`v${v.id}`}
                href={`/video/${v.id}`}
                title={v.title}
                text={v.summary}
                badge={tc('relatedVideos')}
                cta={tc('learnMore')}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      <CtaBand />
    </main>
  )
}
