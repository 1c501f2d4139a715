import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { getTranslations } from 'next-intl/server'
import { Building2, Factory, Landmark, RadioTower, Zap } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { CardSection } from '@/components/content/CardGrid'
import { CaseCard } from '@/features/cases/CaseCard'
import { CustomerLogos } from '@/features/about/CustomerLogos'
import { ContactLink, CtaBand, SecondaryLink } from '@/components/content/CtaBand'
import { MessagesHero } from '@/components/content/PageHero'
import { Figures } from '@/components/content/PointsGrid'
import { Section, SectionHeading } from '@/components/content/Section'
import { getCompany } from '@/features/about/queries'
import { caseIndustries, getCaseCounts, getFeaturedCases } from '@/features/cases/queries'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

const sectorIcons = { '1': Landmark, '2': Building2, '3': Factory, '4': Zap, '5': RadioTower } as const

export const generateMetadata = fixedPageMetadata('pages.customer', '/customer')

/** /customer: figures, sectors with their case counts, the customer logo wall and featured cases. */
export default async function CustomerPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, tc, counts, featured, company] = await Promise.all([
    getTranslations('pages.customer'),
    getTranslations('pages.common'),
    getCaseCounts(locale),
    getFeaturedCases(locale, 6),
    getCompany(locale),
  ])
  const sectors = caseIndustries(locale)
  return (
    <main>
      <MessagesHero
        messages="pages.customer"
        actions={
          <>
            <ContactLink label={tc('contact')} />
            <SecondaryLink href="/customer/case" label={t('allCases')} />
          </>
        }
      />
      <div className="border-b border-line py-10">
        <div className="container-site">
          <h2 className="sr-only">{t('figuresTitle')}</h2>
          <Figures
            items={[
              { value: String(counts.total), label: t('casesTotal') },
              { value: String(Object.keys(counts.byIndustry).length), label: t('sectorsTotal') },
              { value: String(Object.keys(counts.byProduct).length), label: t('productsTotal') },
            ]}
          />
        </div>
      </div>
      <Section labelledBy="sectors">
        <SectionHeading id="sectors" title={t('sectors')} />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {sectors.map((s) => {
            const sectorIcon = sectorIcons[s.value as keyof typeof sectorIcons]
            return (
              <li key={s.value}>
                <Link
                  href={`/customer/case?industry=${s.value}`}
                  className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card transition-colors duration-150 hover:border-accent"
                >
                  <Icon icon={sectorIcon} className="size-7 text-accent" />
                  <span className="mt-3 font-bold">{s.label}</span>
                  <span className="mt-1 text-sm text-ink-subtle">
                    {t('sectorCount', { count: counts.byIndustry[s.value] ?? 0 })}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </Section>
      {company.customers?.length ? (
        <Section labelledBy="logos" className="pt-0 md:pt-0">
          <SectionHeading id="logos" title={t('logos')} />
          <CustomerLogos customers={company.customers} label={t('logosLabel')} />
        </Section>
      ) : null}
      <CardSection
        id="featured"
        tone="soft"
        title={t('featured')}
        viewAll={{ href: '/customer/case', label: tc('viewAll') }}
      >
        {featured.map((c) => (
          <CaseCard key={c.id} c={c} locale={locale} cta={tc('viewCase')} withImage />
        ))}
      </CardSection>
      <CtaBand />
    </main>
  )
}
