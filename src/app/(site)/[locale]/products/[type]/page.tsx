import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Card, CardSection } from '@/components/content/CardGrid'
import { RelatedCases } from '@/features/cases/CaseCard'
import { OfferingPage, offeringMetadata } from '@/components/content/OfferingPage'
import { Img } from '@/components/content/Img'
import { ZoomableImage } from '@/components/content/ZoomableImage'
import { FiguresBand, PointsSection } from '@/components/content/PointsGrid'
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
      <FiguresBand title={t('figures')} items={product.figures} white />
      <PointsSection id="values" title={t('values', { name: product.title })} items={product.values} />

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

      <PointsSection id="features-title" anchor="features" title={t('features')} items={product.features} />
      <PointsSection
        id="scenarios"
        tone="soft"
        title={t('scenarios')}
        items={product.scenarios}
        cols={product.scenarios?.length === 4 ? 2 : 3}
      />

      <RelatedCases cases={product.relatedCases} locale={locale} />

      <CardSection id="resources" tone="soft" title={t('docsAndVideos')}>
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
      </CardSection>
    </OfferingPage>
  )
}
