import type { Metadata } from 'next'
import type { Media } from '@/cms/payload-types'
import { routing, type Locale } from '@/i18n/routing'
import { getTranslations } from 'next-intl/server'
import { pageLocale, pageMeta, type LocaleParams } from '@/features/content/page'
import { documentLocales, type PageCollection } from './locales'
import { getSiteFacts, shareImageOf } from './site'
import { absoluteUrl, languageAlternates, ogLocale, type CanonicalQuery } from './urls'

export type PageSeo = {
  locale: Locale
  /** The page's public path, e.g. /about/news/3 (no locale: both hosts share paths). */
  path: string
  /** Meaningful filters kept in the canonical URL (see canonicalQuery); page and size never. */
  query?: CanonicalQuery
  title: string
  description?: string | null
  /** The document's editable SEO group (`meta`): wins over title and description. */
  meta?: { title?: string | null; description?: string | null } | null
  /** The document's cover; else the default share image. */
  image?: number | Media | null
  /** `article` for dated posts, documents and videos; `website` for everything else. */
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  /** The document behind the page, to link only the languages it exists in; fixed pages exist in both. */
  document?: { collection: PageCollection; field: 'id' | 'number' | 'type' | 'path'; value: string | number }
  /** The home page's title stands alone, without the site-name template. */
  absoluteTitle?: boolean
}

/**
 * Every visitor page's metadata: title and description, canonical URL on the page's own
 * configured host, hreflang alternates (only to languages the page exists in), Open Graph and
 * Twitter card with a share image of known size.
 */
export async function seoMetadata(p: PageSeo): Promise<Metadata> {
  const site = await getSiteFacts(p.locale)
  const base = pageMeta(p.title, p.description, p.meta)
  const title = String(base.title)
  const description = base.description ?? undefined
  const locales = p.document
    ? await documentLocales(p.document.collection, p.document.field, p.document.value)
    : routing.locales
  const canonical = absoluteUrl(site.origin, p.path, p.query)
  const languages = languageAlternates(site.origins, p.path, locales, p.query)
  const image = shareImageOf(p.image, site.origin, title) ?? site.defaultImage
  const type = p.type ?? 'website'
  const others = locales.filter((l) => l !== p.locale)
  return {
    title: p.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical, ...(languages ? { languages } : {}) },
    openGraph: {
      type,
      url: canonical,
      title,
      description,
      siteName: site.brandName,
      locale: ogLocale[p.locale],
      alternateLocale: others.map((l) => ogLocale[l]),
      images: [image],
      ...(type === 'article'
        ? {
            publishedTime: p.publishedTime ?? undefined,
            modifiedTime: p.modifiedTime ?? undefined,
          }
        : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  }
}

/** Pages whose title and description are messages of their own namespace. */
type FixedPageNamespace =
  | 'pages.contactUs'
  | 'pages.company'
  | 'pages.contract'
  | 'pages.customer'
  | 'pages.honor'
  | 'pages.job'
  | 'pages.modb'
  | 'pages.partner'
  | 'pages.productSolution'
  | 'pages.solution'
  | 'pages.trend'

type TitleAndDescription = { title: string; description: string }

/**
 * `generateMetadata` of a fixed page (no document behind it): the title and description messages
 * of `namespace` in the host's language, at `path` on both hosts. A page whose global has its own
 * words passes `own`, which gets the messages' and answers with what the page should use.
 */
export function fixedPageMetadata(
  namespace: FixedPageNamespace,
  path: string,
  own?: (locale: Locale, messages: TitleAndDescription) => Promise<TitleAndDescription>,
) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await pageLocale(params)
    const t = await getTranslations({ locale, namespace })
    const messages = { title: t('title'), description: t('description') }
    return seoMetadata({ locale, path, ...(own ? await own(locale, messages) : messages) })
  }
}

/** What a dated document (a post, a document, a video) holds for its page's metadata. */
type DatedDocument = {
  title: string
  summary?: string | null
  meta?: PageSeo['meta']
  cover?: PageSeo['image']
  publishedAt?: string | null
  updatedAt?: string | null
}

/**
 * A dated document's page: its own title, summary, SEO fields and cover, as an article with its
 * published and modified times; `document` links only the languages it exists in.
 */
export function articleMetadata(
  locale: Locale,
  path: string,
  doc: DatedDocument,
  document: NonNullable<PageSeo['document']>,
): Promise<Metadata> {
  return seoMetadata({
    locale,
    path,
    title: doc.title,
    description: doc.summary,
    meta: doc.meta,
    image: doc.cover,
    type: 'article',
    publishedTime: doc.publishedAt,
    modifiedTime: doc.updatedAt,
    document,
  })
}
