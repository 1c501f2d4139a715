import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardGrid, Card } from '@/components/content/CardGrid'
import { RelatedCases } from '@/features/cases/CaseCard'
import { OfferingPage, offeringMetadata } from '@/components/content/OfferingPage'
import { Img } from '@/components/content/Img'
import { ZoomableImage } from '@/components/content/ZoomableImage'
import { Figures, PointsGrid } from '@/components/content/PointsGrid'
import { Section, SectionHeading } from '@/components/content/Section'
import { isLocale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { getProduct } from '@/features/products/queries'
import { isProductPageType } from '@/features/products/types'
import { getProductResources } from '@/features/resources/queries'
import { toImage } from '@/features/content/visitor'
import { NotFoundPage, notFoundMetadata } from '@/features/errors/NotFoundPage'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type } = await params
  if (!isLocale(locale) || !isProductPageType(type)) return notFoundMetadata
  return offeringMetadata(locale, 'products', type, await getProduct(locale, type))
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { type } = await params
  const product = isProductPageType(type) ? await getProduct(locale, type) : null
  if (!product) return <NotFoundPage locale={locale} />
  const [t, tc, docs, videos] = await Promise.all([
    getTranslations('pages.products'),
    getTranslations('pages.common'),
    getProductResources(locale, 'docs', type),
    getProductResources(locale, 'videos', type),
  ])
  const architecture = toImage(product.architectureImage, product.architectureCaption ?? product.title)
  const resources = [
    ...docs.map((d) => ({ ...d, href: `/doc/${d.id}`, badge: tc('relatedDocs') })),
    ...videos.map((v) => ({ ...v, href: `/video/${v.id}`, badge: tc('relatedVideos') })),
  ]

  return (
    <OfferingPage kind="products" doc={product}>
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

      <RelatedCases cases={product.relatedCases} locale={locale} />

      {resources.length > 0 ? (
        <Section tone="soft" labelledBy="resources">
          <SectionHeading id="resources" title={t('docsAndVideos')} />
          <CardGrid>
            {resources.map((r) => (
              <Card
                key={r.href}
                href={r.href}
                title={r.title}
                text={r.summary}
                badge={r.badge}
                cta={tc('learnMore')}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </OfferingPage>
  )
}
