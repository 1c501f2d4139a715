import { getTranslations } from 'next-intl/server'
import { CustomerLogos } from '@/features/about/CustomerLogos'
import { Section, SectionHeading } from '@/components/content/Section'
import type { LogosBlock, Partner } from '@/cms/payload-types'
import { getPartners, inPageLanguage } from '@/features/about/queries'
import type { Locale } from '@/i18n/routing'

/** A partner logo wall: the chosen partners, or every partner with a name in this language. */
export async function Logos({ block, id, locale }: { block: LogosBlock; id: string; locale: Locale }) {
  const chosen = (block.partners ?? [])
    .filter((p): p is Partner => typeof p === 'object' && Boolean(p.name))
    .map((p) => inPageLanguage(p, 'logo', 'localizedLogo'))
  const partners = chosen.length ? chosen : await getPartners(locale)
  const withLogo = partners.flatMap((p) =>
    p.name && p.logo ? [{ id: String(p.id), name: p.name, logo: p.logo }] : [],
  )
  if (withLogo.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'pages.partner' })
  return (
    <Section labelledBy={block.heading ? id : undefined}>
      {block.heading ? <SectionHeading id={id} title={block.heading} align="center" /> : null}
      {/* The same wall as the company page's customers, without their sector line. */}
      <CustomerLogos label={block.heading || t('title')} customers={withLogo} />
    </Section>
  )
}
