import type { Locale } from '@/i18n/routing'
import type { Footer, Header, Media } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { globalTag, MEDIA_TAG } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { asVisitor } from '@/features/content/visitor'

const mediaUrl = (m: number | Media | null | undefined): string | null =>
  m && typeof m === 'object' ? (m.url ?? null) : null

// Cached under `global:header` / `global:footer`: saving a global purges them (cache-tags.ts).
export const getHeaderGlobal = cachedRead(
  'header',
  () => [globalTag('header')],
  async (locale: Locale): Promise<Header> => {
    const payload = await cms()
    return payload.findGlobal({ slug: 'header', depth: 0, ...asVisitor(locale) })
  },
)

export type FooterColumn = {
  title: string
  generated: NonNullable<Footer['columns']>[number]['generated']
  links: { label: string; link: string; download: boolean }[]
}
export type SocialEntry = {
  icon: NonNullable<Footer['social']>[number]['icon']
  label: string
  link: string | null
  qr: string | null
  /** The QR upload itself, for pages that show it large (/about/contract). */
  qrImage: Media | null
}
export type FooterContent = {
  columns: FooterColumn[]
  social: SocialEntry[]
  phone: string
  email: string
  relatedLinks: { label: string; url: string }[]
  icpNumber: string
  icpLink: string
}

export const emptyFooter: FooterContent = {
  columns: [],
  social: [],
  phone: '',
  email: '',
  relatedLinks: [],
  icpNumber: '',
  icpLink: '',
}

/** The footer global as the site shows it: the sales contacts and social channels are read here too. */
export const getFooterContent = cachedRead(
  'footer',
  () => [globalTag('footer'), MEDIA_TAG],
  async (locale: Locale): Promise<FooterContent> => {
    const payload = await cms()
    const f = await payload.findGlobal({ slug: 'footer', depth: 1, ...asVisitor(locale) })
    return {
      columns: (f.columns ?? []).map((c) => ({
        title: c.title,
        generated: c.generated ?? null,
        links: (c.links ?? []).map((l) => ({ label: l.label, link: l.link, download: Boolean(l.download) })),
      })),
      social: (f.social ?? []).map((s) => ({
        icon: s.icon,
        label: s.label,
        link: s.link?.trim() || null,
        qr: mediaUrl(s.qr),
        qrImage: s.qr && typeof s.qr === 'object' ? s.qr : null,
      })),
      phone: f.contact?.phone?.trim() ?? '',
      email: f.contact?.email?.trim() ?? '',
      relatedLinks: (f.relatedLinks ?? [])
        .filter((l) => l.label && l.url)
        .map((l) => ({ label: l.label, url: l.url })),
      icpNumber: f.icpNumber ?? '',
      icpLink: f.icpLink ?? '',
    }
  },
)

/**
 * The company's social channels whichever site lists them (the Chinese footer has the QR codes
 * and the microblog, the English one the professional network): /about/contract and the
 * structured data show them all. The page's language comes first; one entry per kind of icon.
 */
export async function socialChannels(locale: Locale): Promise<SocialEntry[]> {
  const other: Locale = locale === 'zh' ? 'en' : 'zh'
  const lists = await Promise.all([getFooterContent(locale), getFooterContent(other)])
  const seen = new Map<string, SocialEntry>()
  for (const entry of lists.flatMap((l) => l.social)) if (!seen.has(entry.icon)) seen.set(entry.icon, entry)
  return [...seen.values()]
}

const getMedia = cachedRead(
  'media',
  () => [MEDIA_TAG],
  async (id: number, locale: Locale): Promise<Media | null> => {
    const payload = await cms()
    return payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true, ...asVisitor(locale) })
  },
)

/**
 * A channel's QR upload as read in `locale`: socialChannels may borrow an entry from the other
 * site's footer, whose upload came with that language's alt text (the English page described the
 * Chinese QR codes in Chinese).
 */
export async function qrImageIn(locale: Locale, entry: SocialEntry | undefined): Promise<Media | null> {
  if (!entry?.qrImage) return null
  return (await getMedia(entry.qrImage.id, locale)) ?? entry.qrImage
}
