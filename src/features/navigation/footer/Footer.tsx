import { Copy, Link2, Mail, MessageCircle, Phone, PlaySquare, Handshake, X } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { NewTabLink } from '@/components/ui/NewTabLink'
import { getTranslations } from 'next-intl/server'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import type { ReactNode } from 'react'
import { Logo } from '../header/Logo'
import type { ShellData } from '../shell/data'
import type { SocialEntry } from '../data'
import { opensInNewTab } from '../shell/menu'
import { PRIVACY_PATH } from '@/features/enquiry/privacy'
import { CopyButton } from './CopyButton'
import { FooterPopover } from './FooterPopover'
import { MicroblogIcon, NetworkIcon } from '@/components/ui/SocialIcons'

type Column = { title: string; links: { label: string; href: string; download?: boolean }[] }

/** Footer link rule (spec section 2): www, weibo or support → new tab; others route inside. */
function FooterLink({
  href,
  children,
  download,
  newTab,
}: {
  href: string
  children: ReactNode
  download?: boolean
  newTab: string
}) {
  const cls = 'footer-link' // globals.css
  if (opensInNewTab(href)) {
    return (
      <NewTabLink href={href} className={cls} newTab={newTab}>
        {children}
      </NewTabLink>
    )
  }
  if (/^https?:\/\//.test(href) || download) {
    return (
      <a href={href} className={cls} download={download || undefined}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={cls}>
      {children}
    </Link>
  )
}

/**
 * The site footer (spec section 2), server-rendered from the `footer` global: its columns (with
 * the links a `generated` choice adds), contact and social popovers, related links, copyright and
 * ICP filing. The company blurb is a site setting. Content at most 1200 px.
 */
export async function Footer({ data }: { data: ShellData }) {
  const { locale, settings: s, footer: f } = data
  const t = await getTranslations({ locale, namespace: 'footer' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const newTab = nav('newTab')
  const brand = s.brandName || (locale === 'en' ? 'Enmotech' : '云和恩墨')
  const year = new Date().getFullYear()

  const columns: Column[] = f.columns.map((c) => ({
    title: c.title,
    links: [
      ...c.links.map((l) => ({ label: l.label, href: l.link, download: l.download })),
      ...(c.generated ? (data.generated.footer[c.generated] ?? []) : []),
    ],
  }))

  const icon = 'size-[18px]'
  const closer = { closeLabel: t('close'), closeIcon: <Icon icon={X} className="size-4" /> }
  const copy = { label: t('copy'), copied: t('copied'), failed: t('copyFailed') }

  return (
    <footer
      aria-label={t('label')}
      className="bg-gradient-to-br from-night to-night-2 text-slate-300"
      data-testid="site-footer"
    >
      <div className="mx-auto w-full max-w-[1200px] px-4 pt-14 pb-8 md:px-6 md:pt-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,340px)_1fr] lg:gap-16">
          <div>
            <Link href="/" aria-label={brand} className="inline-block text-white">
              <Logo brand={brand} />
            </Link>
            {s.companyBlurb ? (
              <p className="mt-4 text-sm leading-7 text-slate-300">{s.companyBlurb}</p>
            ) : null}

            <div className="mt-6 flex flex-wrap items-center gap-3">
              {(['phone', 'email'] as const).map((kind) => {
                const value = f[kind]
                return value ? (
                  <ContactPopover
                    key={kind}
                    closer={closer}
                    kind={kind}
                    label={t(kind)}
                    value={value}
                    copy={copy}
                    iconClass={icon}
                  />
                ) : null
              })}

              {f.social.length > 0 ? <span aria-hidden className="mx-1 h-6 w-px bg-white/15" /> : null}

              {f.social.map((entry) => (
                <SocialIcon
                  key={`${entry.icon}-${entry.label}`}
                  entry={entry}
                  icon={socialIcon(entry.icon, icon)}
                  newTab={newTab}
                  hint={t('scanQr')}
                  closer={closer}
                />
              ))}
            </div>
          </div>

          <nav aria-label={t('label')} className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
            {columns.map((col) => (
              <div key={col.title}>
                <h2 className="text-[15px] font-semibold text-white">{col.title}</h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {col.links.map((l) => (
                    <li key={`${l.href}-${l.label}`}>
                      <FooterLink href={l.href} download={l.download} newTab={newTab}>
                        {l.label}
                      </FooterLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-3 border-t border-white/10 pt-6 text-[13px] text-slate-400 md:flex-row md:items-center md:justify-between">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>{t('copyright', { year, brand })}</span>
            {f.icpNumber ? (
              <NewTabLink
                href={f.icpLink || 'https://beian.miit.gov.cn/'}
                className="hover:text-white"
                newTab={newTab}
              >
                {f.icpNumber}
              </NewTabLink>
            ) : null}
            <Link href={PRIVACY_PATH} className="hover:text-white">
              {t('privacy')}
            </Link>
          </p>
          {f.relatedLinks.length > 0 ? (
            <FooterPopover
              {...closer}
              label={t('relatedLinks')}
              testId="footer-related"
              shape="pill"
              trigger={
                <>
                  <Icon icon={Link2} className="size-3.5" />
                  {t('relatedLinks')}
                </>
              }
            >
              <ul className="min-w-52 space-y-1">
                {f.relatedLinks.map((l) => (
                  <li key={l.url}>
                    <NewTabLink
                      href={l.url}
                      className="block rounded-control px-2 py-1.5 text-sm text-ink hover:bg-accent-soft hover:text-accent-strong"
                      newTab={newTab}
                    >
                      {l.label}
                    </NewTabLink>
                  </li>
                ))}
              </ul>
            </FooterPopover>
          ) : null}
        </div>
      </div>
    </footer>
  )
}

const contactKinds = {
  phone: {
    icon: Phone,
    href: (value: string) => `tel:${value.replace(/[^\d+]/g, '')}`,
    text: 'mt-1 mb-3 text-lg font-semibold tabular-nums',
  },
  email: { icon: Mail, href: (value: string) => `mailto:${value}`, text: 'mt-1 mb-3 font-semibold' },
}

/** The phone number or e-mail address in a popover: the value as a link, and a copy button. */
function ContactPopover({
  closer,
  kind,
  label,
  value,
  copy,
  iconClass,
}: {
  closer: { closeLabel: string; closeIcon: ReactNode }
  kind: keyof typeof contactKinds
  label: string
  value: string
  copy: { label: string; copied: string; failed: string }
  iconClass: string
}) {
  const { icon, href, text } = contactKinds[kind]
  return (
    <FooterPopover
      {...closer}
      label={label}
      testId={`footer-${kind}`}
      trigger={<Icon icon={icon} className={iconClass} />}
    >
      <p className="text-xs text-ink-subtle">{label}</p>
      <p className={text}>
        <a href={href(value)} className="hover:text-accent-strong">
          {value}
        </a>
      </p>
      <CopyButton {...copy} value={value} icon={<Icon icon={Copy} className="size-3.5" />} />
    </FooterPopover>
  )
}

function QrCard({ src, title, hint }: { src: string; title: string; hint: string }) {
  return (
    <figure className="flex w-40 flex-col items-center text-center">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small CMS image inside a popover */}
      <img
        src={src}
        alt={title}
        width={144}
        height={144}
        loading="lazy"
        className="size-36 rounded-control border border-line"
      />
      {/* A figure's caption comes first or last: the hint is part of it. */}
      <figcaption className="mt-2 flex flex-col">
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs text-ink-subtle">{hint}</span>
      </figcaption>
    </figure>
  )
}

const socialClass =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/8 text-slate-200 ring-1 ring-white/15 transition-colors hover:bg-accent hover:text-white'

function socialIcon(kind: SocialEntry['icon'], cls: string): ReactNode {
  switch (kind) {
    case 'contract':
      return <Icon icon={Handshake} className={cls} />
    case 'officialAccount':
      return <Icon icon={MessageCircle} className={cls} />
    case 'videoAccount':
      return <Icon icon={PlaySquare} className={cls} />
    case 'microblog':
      return <MicroblogIcon />
    case 'network':
      return <NetworkIcon />
  }
}

/** A social entry: a QR code in a popover, an external channel in a new tab, or a site page. */
function SocialIcon({
  entry,
  icon,
  newTab,
  hint,
  closer,
}: {
  entry: SocialEntry
  icon: ReactNode
  newTab: string
  hint: string
  closer: { closeLabel: string; closeIcon: ReactNode }
}) {
  if (entry.qr) {
    return (
      <FooterPopover {...closer} label={entry.label} trigger={icon}>
        <QrCard src={entry.qr} title={entry.label} hint={hint} />
      </FooterPopover>
    )
  }
  if (!entry.link) return null
  if (/^https:\/\//.test(entry.link)) {
    return (
      <a
        href={entry.link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${entry.label}${newTab}`}
        title={entry.label}
        className={socialClass}
      >
        {icon}
      </a>
    )
  }
  return (
    <Link href={entry.link} aria-label={entry.label} title={entry.label} className={socialClass}>
      {icon}
    </Link>
  )
}
