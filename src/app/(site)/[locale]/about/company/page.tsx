import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { FiguresBand } from '@/components/content/PointsGrid'
import { RichText } from '@/components/content/RichText'
import { Section, SectionHeading } from '@/components/content/Section'
import { getCompany, getSiteSettings } from '@/features/about/queries'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.company', '/about/company', async (locale, m) => {
  const { headline } = await getCompany(locale)
  return { ...m, description: headline ? `${headline} · ${m.description}` : m.description }
})

/** /about/company: introduction, figures, history timeline. */
export default async function CompanyPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, company, settings] = await Promise.all([
    getTranslations('pages.company'),
    getCompany(locale),
    getSiteSettings(locale),
  ])
  return (
    <main>
      <PageHero
        eyebrow={t('title')}
        title={company.headline ?? t('title')}
        lead={settings.companyBlurb}
        crumbs={[{ label: t('title') }]}
      />
      <FiguresBand title={t('figures')} items={company.figures} />
      <Section labelledBy="intro">
        <h2 id="intro" className="sr-only">
          {t('intro')}
        </h2>
        <RichText data={company.introduction} />
      </Section>
      {company.history && company.history.length > 0 ? (
        <Section tone="soft" labelledBy="history">
          <SectionHeading id="history" title={t('history')} />
          <ol className="relative ml-3 border-l-2 border-accent/40">
            {company.history.map((h, i) => (
              <li key={h.id ?? i} className="relative pb-10 pl-8 last:pb-0">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[9px] size-4 rounded-full border-4 border-white bg-accent"
                />
                <p className="text-xl font-bold text-accent-strong tabular-nums">{h.year}</p>
                <h3 className="mt-1 text-lg font-bold">{h.title}</h3>
                {h.text ? <p className="mt-1 max-w-3xl text-ink-muted">{h.text}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      <CtaBand />
    </main>
  )
}
