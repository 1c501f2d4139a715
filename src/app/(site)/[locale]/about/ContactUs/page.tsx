import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Mail, MapPin, Phone, type IconNode } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { ContactLink } from '@/components/content/CtaBand'
import { MessagesHero } from '@/components/content/PageHero'
import { Section, SectionHeading } from '@/components/content/Section'
import { getCompany } from '@/features/about/queries'
import { getFooterContent } from '@/features/navigation/data'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.contactUs', '/about/ContactUs')

/** /about/ContactUs: sales channels and offices (address, phone, e-mail), and the contact call. */
export default async function ContactUsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, tc, company, footer] = await Promise.all([
    getTranslations('pages.contactUs'),
    getTranslations('pages.common'),
    getCompany(locale),
    // The sales phone and e-mail are the footer's contact values (one place for both).
    getFooterContent(locale),
  ])
  const offices = (company.offices ?? []).filter((o) => o.city)
  return (
    <main>
      <MessagesHero messages="pages.contactUs" parent="about" />
      <Section labelledBy="channels">
        <SectionHeading id="channels" title={t('channels')} />
        <div className="grid gap-6 md:grid-cols-[1.2fr_1fr]">
          <div className="rounded-card border border-line bg-accent-soft p-8">
            <h3 className="text-xl font-bold">{t('sales')}</h3>
            <p className="mt-2 text-ink-muted">{t('salesText')}</p>
            <dl className="mt-6 space-y-4">
              {footer.phone ? (
                <Channel
                  icon={Phone}
                  name={t('phone')}
                  href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}
                  className="text-xl font-bold tabular-nums"
                >
                  {footer.phone}
                </Channel>
              ) : null}
              {footer.email ? (
                <Channel
                  icon={Mail}
                  name={t('email')}
                  href={`mailto:${footer.email}`}
                  className="font-medium break-all"
                >
                  {footer.email}
                </Channel>
              ) : null}
            </dl>
          </div>
          {/* The enquiry, with the answer it promises: the dialog's button belongs to this card. */}
          <div className="flex flex-col items-start rounded-card border border-line p-8">
            <h3 className="text-xl font-bold">{tc('ctaTitle')}</h3>
            <p className="mt-2 text-ink-muted">{tc('ctaText')}</p>
            <div className="mt-8 md:mt-auto md:pt-8">
              <ContactLink label={tc('contact')} />
            </div>
          </div>
        </div>
      </Section>
      {offices.length > 0 ? (
        <Section tone="soft" labelledBy="offices">
          <SectionHeading id="offices" title={t('offices')} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {offices.map((o, i) => (
              <li key={o.id ?? i} className="rounded-card border border-line bg-white p-6 shadow-card">
                <h3 className="text-lg font-bold">{o.city}</h3>
                <dl className="mt-4 space-y-3 text-[15px] text-ink-muted">
                  {o.address ? (
                    <OfficeFact icon={MapPin} label={t('address')}>
                      {o.address}
                    </OfficeFact>
                  ) : null}
                  {o.phone ? (
                    <OfficeFact icon={Phone} label={t('phone')} className="tabular-nums">
                      {o.phone}
                    </OfficeFact>
                  ) : null}
                  {o.email ? (
                    <OfficeFact icon={Mail} label={t('email')} className="break-all">
                      <a href={`mailto:${o.email}`} className="hover:text-accent-strong">
                        {o.email}
                      </a>
                    </OfficeFact>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  )
}

/** One line of an office's card: an icon naming what it is, then the value. */
function OfficeFact({
  icon,
  label,
  className,
  children,
}: {
  icon: IconNode
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-2">
      <dt>
        <Icon icon={icon} aria-label={label} className="mt-1 size-4 shrink-0 text-accent-strong" />
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}

/** A sales channel of the list: its icon (named for screen readers) and its link. */
function Channel({
  icon,
  name,
  href,
  className,
  children,
}: {
  icon: IconNode
  name: string
  href: string
  className: string
  children: string
}) {
  return (
    <div className="flex items-center gap-3">
      <dt>
        <Icon icon={icon} className="size-5 text-accent-strong" />
        <span className="sr-only">{name}</span>
      </dt>
      <dd>
        <a href={href} className={`${className} hover:text-accent-strong`}>
          {children}
        </a>
      </dd>
    </div>
  )
}
