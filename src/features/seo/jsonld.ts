/**
 * Structured data (schema.org JSON-LD) builders. Pure functions of what the page already shows,
 * so the same page always renders the same bytes (the inline script's CSP hash stays valid).
 */
import { absoluteUrl } from './urls'

export type JsonLdNode = { '@context'?: string; '@type': string } & Record<string, unknown>

const CONTEXT = 'https://schema.org'

/** Drops undefined, null, empty strings and empty arrays, so no property is present but blank. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T
}

export type OrganizationFacts = {
  name: string
  /** The host's home page. */
  url: string
  logo?: string | null
  description?: string | null
  telephone?: string | null
  email?: string | null
  /** Official profiles elsewhere (microblog, professional network). */
  sameAs?: string[]
}

export function organizationLd(o: OrganizationFacts): JsonLdNode {
  const contact =
    o.telephone || o.email
      ? compact({ '@type': 'ContactPoint', contactType: 'sales', telephone: o.telephone, email: o.email })
      : undefined
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${o.url.replace(/\/$/, '')}/#organization`,
    name: o.name,
    url: o.url,
    logo: o.logo,
    description: o.description,
    email: o.email,
    telephone: o.telephone,
    contactPoint: contact,
    sameAs: (o.sameAs ?? []).filter((u) => /^https?:\/\//.test(u)),
  })
}

export function websiteLd(w: { name: string; url: string; inLanguage: string }): JsonLdNode {
  return compact({
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: w.name,
    url: w.url,
    inLanguage: w.inLanguage,
  })
}

/**
 * The visible breadcrumb trail as a BreadcrumbList. The last crumb is the current page: it has no
 * link on screen, and schema.org lets its `item` be left out.
 */
export function breadcrumbLd(crumbs: { label: string; href?: string }[], origin: string): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) =>
      compact({
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        item: c.href && i < crumbs.length - 1 ? absoluteUrl(origin, c.href) : undefined,
      }),
    ),
  }
}

/** Search engines cut headlines at 110 characters. */
function headline(title: string): string {
  return title.length > 110 ? `${title.slice(0, 109)}…` : title
}

export type ArticleFacts = {
  type: 'NewsArticle' | 'Article' | 'TechArticle'
  url: string
  title: string
  description?: string | null
  images: string[]
  datePublished?: string | null
  dateModified?: string | null
  /** A named person; otherwise the organisation wrote it. */
  author?: string | null
  inLanguage: string
  publisher: { name: string; url: string; logo?: string | null }
}

export function articleLd(a: ArticleFacts): JsonLdNode {
  const publisher = compact({
    '@type': 'Organization',
    name: a.publisher.name,
    url: a.publisher.url,
    logo: a.publisher.logo ? { '@type': 'ImageObject', url: a.publisher.logo } : undefined,
  })
  return compact({
    '@context': CONTEXT,
    '@type': a.type,
    headline: headline(a.title),
    description: a.description,
    image: a.images,
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    author: a.author ? { '@type': 'Person', name: a.author } : publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    inLanguage: a.inLanguage,
  })
}

/** ISO 8601 duration (PT1H2M3S) of a number of seconds; undefined when unknown. */
export function isoDuration(seconds: number | null | undefined): string | undefined {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return undefined
  const s = Math.round(seconds)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const r = s % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${r || (!h && !m) ? `${r}S` : ''}`
}

export type VideoFacts = {
  url: string
  name: string
  description?: string | null
  thumbnailUrl: string
  uploadDate: string
  contentUrl?: string | null
  durationSeconds?: number | null
  inLanguage: string
}

export function videoLd(v: VideoFacts): JsonLdNode {
  return compact({
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: v.name,
    // Required by search engines: fall back to the name when an editor left the summary empty.
    description: v.description?.trim() || v.name,
    thumbnailUrl: [v.thumbnailUrl],
    uploadDate: v.uploadDate,
    contentUrl: v.contentUrl,
    duration: isoDuration(v.durationSeconds),
    url: v.url,
    inLanguage: v.inLanguage,
  })
}

/**
 * JSON for an inline <script type="application/ld+json">. `<` is escaped so that no text from
 * the CMS (a title holding "</script>" or "<!--") can close the script or open a comment; `>`
 * and `&` for the same reason in older parsers, U+2028/2029 because some JavaScript engines
 * treat them as line ends. The result is still valid JSON that parses to the same value.
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
