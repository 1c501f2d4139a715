import { WifiOff } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ContactProvider } from '@/features/enquiry/form/ContactProvider'
import { Footer } from '@/features/navigation/footer/Footer'
import { Header } from '@/features/navigation/header/Header'
import { EarlyInput } from '@/components/runtime/EarlyInput'
import { SiteRuntime } from '@/components/runtime/SiteRuntime'
import { WechatShare } from '@/features/wechat/WechatShare'
import { PreviewBar } from '@/features/preview/PreviewBar'
import { previewSession } from '@/features/preview/session'
import { OrganizationJsonLd } from '@/features/seo/OrganizationJsonLd'
import { getSiteFacts, titleTemplate } from '@/features/seo/site'
import { ToasterHost } from '@/components/Toaster/ToasterHost'
import { getShellData } from '@/features/navigation/shell/data'
import { NextIntlClientProvider } from 'next-intl'
import { pickClientMessages } from '@/i18n/client-messages'
import { htmlLang, isLocale } from '@/i18n/routing'
import { preloadEnglishFont } from '../fonts/preload'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// No page is built ahead of time (the build never touches the database): each locale's pages
// render on their first request and are then served from the cache until revalidated.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getSiteFacts(locale)])
  return {
    // Page titles end with the brand name (SiteSettings); pages set the rest (features/seo).
    title: { default: t('siteTitle'), template: titleTemplate(site.brandName) },
    description: t('siteDescription'),
    metadataBase: new URL(site.origin),
    icons: { icon: '/icon.svg' },
  }
}

/** The visitor site's root layout: one per locale, the host decides which (src/proxy.ts). */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [shell, messages, preview] = await Promise.all([
    getShellData(locale),
    getMessages(),
    previewSession(),
  ])
  if (locale === 'en') preloadEnglishFont()
  return (
    <html lang={htmlLang[locale]}>
      {/* English uses its own body font class (spec section 4). */}
      <body className={locale === 'en' ? 'font-en' : 'font-zh'}>
        {/* Remembers a tap on the menu or contact button, or the search key, made before hydration. */}
        <EarlyInput />
        {/* Structured data: the company behind the site, on every page. */}
        <OrganizationJsonLd locale={locale} />
        {/* Only the namespaces client components read (src/i18n/client-messages.ts), precompiled
            at build (next.config.ts), so the browser gets icu-minify's small formatter. */}
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages)}>
          {/* Staff live preview only (features/preview): drafts are shown, saves refresh the page. */}
          {preview ? <PreviewBar adminOrigin={preview.adminOrigin} /> : null}
          {/* Navigation runtime: locale rules, progress bar, scroll, chunk-reload guard, offline notice. */}
          <SiteRuntime
            locale={locale}
            origins={shell.origins}
            offlineIcon={<Icon icon={WifiOff} className="size-4 shrink-0" />}
          />
          {/* Share data for the chat app's in-app browser (mobile only; loads nothing on desktop). */}
          <WechatShare defaultImage="/icon.svg" />
          <ContactProvider>
            <Header data={shell} />
            <div id="site-content" tabIndex={-1} className="outline-none">
              {children}
            </div>
            <Footer data={shell} />
          </ContactProvider>
          <ToasterHost />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
