import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardGrid } from '@/components/content/CardGrid'
import { CaseCard } from '@/components/content/CaseCard'
import { ContactLink, CtaBand, SecondaryLink } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { PointsGrid } from '@/components/content/PointsGrid'
import { Section, SectionHeading } from '@/components/content/Section'
import { isLocale } from '@/i18n/routing'
import { pageLocale } from '@/features/content/page'
import { getService, isServiceType } from '@/features/content/services'
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
  if (!isLocale(locale) || !isServiceType(type)) return notFoundMetadata
  const service = await getService(locale, type)
  if (!service) return notFoundMetadata
  return seoMetadata({
    locale,
    path: `/services/${type}`,
    title: service.title,
    description: service.summary ?? service.tagline,
    meta: service.meta,
    image: service.heroImage,
    document: { collection: 'services', field: 'type', value: type },
  })
}

export default async function ServicePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { type } = await params
  if (!isServiceType(type)) return <NotFoundPage locale={locale} />
  const service = await getService(locale, type)
  if (!service) return <NotFoundPage locale={locale} />
  const [t, tc] = await Promise.all([getTranslations('pages.services'), getTranslations('pages.common')])

  return (
    <main>
      <PageHero
        eyebrow={t('section')}
        title={service.title}
        lead={service.tagline}
        background={toImage(service.heroImage)}
        crumbs={[{ label: tc('home'), href: '/' }, { label: t('section') }, { label: service.title }]}
        crumbsLabel={tc('breadcrumbs')}
        actions={
          <>
            <ContactLink label={tc('contact')} />
            <SecondaryLink href="#offerings" label={tc('learnMore')} />
          </>
        }
      >
        {service.summary ? (
          <p className="mt-6 max-w-2xl text-[15px] text-slate-300">{service.summary}</p>
        ) : null}
      </PageHero>

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

      {service.relatedCases.length > 0 ? (
        <Section tone="soft" labelledBy="cases">
          <SectionHeading id="cases" title={tc('relatedCases')} />
          <CardGrid>
            {service.relatedCases.map((c) => (
              <CaseCard key={c.id} c={c} locale={locale} cta={tc('viewCase')} />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      <CtaBand />
    </main>
  )
}
