import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ContactProvider } from '@/components/Contact/ContactProvider'
import { Footer } from '@/components/Footer/Footer'
import { Header } from '@/components/Header/Header'
import { SiteRuntime } from '@/components/runtime/SiteRuntime'
import { WechatShare } from '@/features/wechat/WechatShare'
import { Toaster } from '@/components/Toaster/Toaster'
import { getShellData } from '@/features/shell/data'
import { htmlLang, isLocale } from '@/i18n/routing'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// No page is built ahead of time (the build never touches the database): each locale's pages
// render on their first request and are then served from the cache until revalidated.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    title: { default: t('siteTitle'), template: `%s · ${t('siteTitle')}` },
    description: t('siteDescription'),
    icons: { icon: '/icon.svg' },
  }
}

/** The visitor site's root layout: one per locale, the host decides which (src/proxy.ts). */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const shell = await getShellData(locale)
  return (
    <html lang={htmlLang[locale]}>
      {/* English uses its own body font class (spec section 4). */}
      <body className={locale === 'en' ? 'font-en' : 'font-zh'}>
        <NextIntlClientProvider>
          {/* Navigation runtime: locale rules, progress bar, scroll, chunk-reload guard, offline notice. */}
          <SiteRuntime locale={locale} origins={shell.origins} />
          {/* Share data for the chat app's in-app browser (mobile only; loads nothing on desktop). */}
          <WechatShare defaultImage="/icon.svg" />
          <ContactProvider>
            <Header data={shell} />
            <div id="site-content" tabIndex={-1} className="outline-none">
              {children}
            </div>
            <Footer data={shell} />
          </ContactProvider>
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
