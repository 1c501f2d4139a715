import type { Metadata } from 'next'
import type { PostKind } from '@/features/news/queries'
import type { Locale } from '@/i18n/routing'
import { siteOrigin } from '@/lib/env'
import { feedPaths } from './posts'

/** Adds the listing's RSS feed to the page head (<link rel="alternate" type="application/rss+xml">). */
export function withFeedLink(meta: Metadata, locale: Locale, kind: PostKind, title: string): Metadata {
  const feed = { url: siteOrigin(locale) + feedPaths[kind].feed, title }
  return {
    ...meta,
    alternates: { ...meta.alternates, types: { ...meta.alternates?.types, 'application/rss+xml': [feed] } },
  }
}
