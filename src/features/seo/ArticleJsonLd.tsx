import type { Media } from '@/cms/payload-types'
import { htmlLang, type Locale } from '@/i18n/routing'
import { articleLd, videoLd, type ArticleFacts } from './jsonld'
import { JsonLd } from './JsonLd'
import { getSiteFacts, shareImageOf } from './site'
import { absoluteUrl } from './urls'

type Common = {
  locale: Locale
  path: string
  title: string
  description?: string | null
  image?: number | Media | null
}

/** NewsArticle / TechArticle for a news item, technology article or document page. */
export async function ArticleJsonLd(
  p: Common & {
    type: ArticleFacts['type']
    datePublished?: string | null
    dateModified?: string | null
    author?: string | null
  },
) {
  const site = await getSiteFacts(p.locale)
  const image = shareImageOf(p.image, site.origin, p.title) ?? site.defaultImage
  return (
    <JsonLd
      data={articleLd({
        type: p.type,
        url: absoluteUrl(site.origin, p.path),
        title: p.title,
        description: p.description,
        images: [image.url],
        datePublished: p.datePublished,
        dateModified: p.dateModified,
        author: p.author,
        inLanguage: htmlLang[p.locale],
        publisher: { name: site.brandName, url: `${site.origin}/`, logo: site.logo },
      })}
    />
  )
}

/** VideoObject for a video page; the poster (or the default share image) is its thumbnail. */
export async function VideoJsonLd(
  p: Common & { uploadDate: string; contentUrl?: string | null; durationSeconds?: number | null },
) {
  const site = await getSiteFacts(p.locale)
  const image = shareImageOf(p.image, site.origin, p.title) ?? site.defaultImage
  return (
    <JsonLd
      data={videoLd({
        url: absoluteUrl(site.origin, p.path),
        name: p.title,
        description: p.description,
        thumbnailUrl: image.url,
        uploadDate: p.uploadDate,
        contentUrl: p.contentUrl ? new URL(p.contentUrl, `${site.origin}/`).href : null,
        durationSeconds: p.durationSeconds,
        inLanguage: htmlLang[p.locale],
      })}
    />
  )
}
