import { cache } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Media } from '@/cms/payload-types'
import { routing, type Locale } from '@/i18n/routing'
import { siteOrigin } from '@/lib/env'
import { cms } from '@/lib/payload'
import { asVisitor } from '@/features/content/visitor'
import { getFooterContent, socialChannels } from '@/features/navigation/data'
import type { Origins } from './urls'

/** A share image as Open Graph wants it: absolute URL and its pixel size. */
export type ShareImage = { url: string; width: number; height: number; alt: string }

/**
 * The default share image: an original 1200 x 630 asset in public/ (brand mark on the site's dark
 * hero colours), used when a page has no cover image of its own.
 */
/** Page titles end with the brand name: the layout's title template, and a title written out in full. */
export const titleTemplate = (brandName: string) => `%s | ${brandName}`
export const withBrand = (title: string, brandName: string) => titleTemplate(brandName).replace('%s', title)

export const DEFAULT_SHARE_IMAGE = { path: '/og-default.png', width: 1200, height: 630 } as const

/** What every page's metadata and structured data say about the site, in one language. */
export type SiteFacts = {
  locale: Locale
  origin: string
  origins: Origins
  brandName: string
  description: string
  /** Absolute URL of the logo (SiteSettings), or the site icon. */
  logo: string
  telephone: string | null
  email: string | null
  sameAs: string[]
  defaultImage: ShareImage
}

export function siteOrigins(): Origins {
  return Object.fromEntries(routing.locales.map((l) => [l, siteOrigin(l)])) as Origins
}

/** An absolute URL on `origin` for a site-relative one; absolute http(s) URLs pass through. */
export function absolutize(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/**
 * An upload usable as a share image: a raster original (crawlers do not read SVG) with its size.
 * null when there is none, and the caller falls back to the default.
 */
export function shareImageOf(
  media: number | Media | null | undefined,
  origin: string,
  alt: string,
): ShareImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const mime = media.mimeType ?? ''
  if (!mime.startsWith('image/') || mime === 'image/svg+xml') return null
  if (!media.width || !media.height) return null
  return {
    url: absolutize(origin, media.url),
    width: media.width,
    height: media.height,
    alt: media.alt || alt,
  }
}

/** Read once per request and language; a CMS failure degrades to the message catalogue. */
export const getSiteFacts = cache(async (locale: Locale): Promise<SiteFacts> => {
  const origin = siteOrigin(locale)
  const t = await getTranslations({ locale, namespace: 'meta' })
  let settings: {
    brandName?: string | null
    logo?: number | Media | null
    companyBlurb?: string | null
  } = {}
  let contact: { phone: string; email: string; sameAs: string[] } = { phone: '', email: '', sameAs: [] }
  try {
    const payload = await cms()
    const [site, footer, channels] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', depth: 1, ...asVisitor(locale) }),
      getFooterContent(locale),
      socialChannels(locale),
    ])
    settings = site
    // The sales contacts and social channels are the footer's (features/navigation).
    const sameAs = channels.flatMap((c) => (c.link && /^https:\/\//.test(c.link) ? [c.link] : []))
    contact = { phone: footer.phone, email: footer.email, sameAs }
  } catch (error) {
    console.error('[seo] site settings unavailable, using defaults', error)
  }
  const brandName = settings.brandName?.trim() || t('siteTitle')
  const logo =
    settings.logo && typeof settings.logo === 'object' && settings.logo.url ? settings.logo.url : '/icon.svg'
  return {
    locale,
    origin,
    origins: siteOrigins(),
    brandName,
    description: settings.companyBlurb?.trim() || t('siteDescription'),
    logo: absolutize(origin, logo),
    telephone: contact.phone || null,
    email: contact.email || null,
    sameAs: contact.sameAs,
    defaultImage: {
      url: absolutize(origin, DEFAULT_SHARE_IMAGE.path),
      width: DEFAULT_SHARE_IMAGE.width,
      height: DEFAULT_SHARE_IMAGE.height,
      alt: brandName,
    },
  }
})
