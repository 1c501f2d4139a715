import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { getTranslations } from 'next-intl/server'
import { ContactButton } from '@/features/enquiry/form/ContactButton'

/** The contact call at the end of every page (accent-soft band, contact button). */
export async function CtaBand({ title, text }: { title?: string; text?: string }) {
  const t = await getTranslations('pages.common')
  return (
    <section className="bg-accent-soft py-14 md:py-20">
      <div className="container-site flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold md:text-[28px]">{title ?? t('ctaTitle')}</h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{text ?? t('ctaText')}</p>
        </div>
        <ContactLink label={t('contact')} />
      </div>
    </section>
  )
}

/** The primary contact action: opens the contact dialog (ContactProvider in the site layout). */
export function ContactLink({ label }: { label: string }) {
  return (
    <ContactButton className="inline-flex shrink-0 cursor-pointer items-center rounded-[6px] bg-accent-strong px-6 py-3 font-medium text-white transition-colors duration-150 hover:bg-[#085bb8]">
      {label}
    </ContactButton>
  )
}

export function SecondaryLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex shrink-0 items-center rounded-[6px] border border-white/40 px-6 py-3 font-medium text-white transition-colors duration-150 hover:bg-white/10"
    >
      {label}
    </Link>
  )
}

/** A hero's two actions: the contact dialog, and a second link ("learn more" unless named). */
export async function HeroActions({ href, label }: { href: string; label?: string }) {
  const t = await getTranslations('pages.common')
  return (
    <>
      <ContactLink label={t('contact')} />
      <SecondaryLink href={href} label={label ?? t('learnMore')} />
    </>
  )
}
