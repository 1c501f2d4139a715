import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { RelatedCases } from '@/features/cases/CaseCard'
import { OfferingPage, offeringMetadata } from '@/components/content/OfferingPage'
import { PointsSection } from '@/components/content/PointsGrid'
import { isLocale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { isServiceType } from '@/features/products/types'
import { getService } from '@/features/services/queries'
import { NotFoundPage, notFoundMetadata } from '@/features/errors/NotFoundPage'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type } = await params
  if (!isLocale(locale) || !isServiceType(type)) return notFoundMetadata
  return offeringMetadata(locale, 'services', type, await getService(locale, type))
}

export default async function ServicePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { type } = await params
  const service = isServiceType(type) ? await getService(locale, type) : null
  if (!service) return <NotFoundPage locale={locale} />
  const t = await getTranslations('pages.services')

  return (
    <OfferingPage kind="services" doc={service}>
      <PointsSection
        id="offerings-title"
        anchor="offerings"
        title={t('offerings')}
        items={service.offerings}
      />
      <PointsSection id="process" tone="soft" title={t('process')} items={service.process} variant="steps" />
      <PointsSection id="deliverables" title={t('deliverables')} items={service.deliverables} />

      <RelatedCases cases={service.relatedCases} locale={locale} tone="soft" />
    </OfferingPage>
  )
}
