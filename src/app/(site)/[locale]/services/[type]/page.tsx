import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { RelatedCases } from '@/features/cases/CaseCard'
import { OfferingPage, offeringMetadata } from '@/components/content/OfferingPage'
import { PointsGrid } from '@/components/content/PointsGrid'
import { Section, SectionHeading } from '@/components/content/Section'
import { isLocale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { getService, isServiceType } from '@/features/services/queries'
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
      {service.offerings && service.offerings.length > 0 ? (
        <Section labelledBy="offerings-title" id="offerings">
          <SectionHeading id="offerings-title" title={t('offerings')} />
          <PointsGrid items={service.offerings} />
        </Section>
      ) : null}

      {service.process && service.process.length > 0 ? (
        <Section tone="soft" labelledBy="process">
          <SectionHeading id="process" title={t('process')} />
          <PointsGrid items={service.process} variant="steps" />
        </Section>
      ) : null}

      {service.deliverables && service.deliverables.length > 0 ? (
        <Section labelledBy="deliverables">
          <SectionHeading id="deliverables" title={t('deliverables')} />
          <PointsGrid items={service.deliverables} />
        </Section>
      ) : null}

      <RelatedCases cases={service.relatedCases} locale={locale} tone="soft" />
    </OfferingPage>
  )
}
