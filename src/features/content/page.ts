import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/routing'

export type LocaleParams = { params: Promise<{ locale: string }> }
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The page's locale from the route (set by the proxy from the host); 404 for anything else. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/** Page metadata: the document's SEO fields when an editor set them, else its title and summary. */
export function pageMeta(
  title: string,
  description?: string | null,
  seo?: { title?: string | null; description?: string | null } | null,
): Metadata {
  const desc = (seo?.description || description || '').trim()
  return {
    title: seo?.title || title,
    description: desc.length > 300 ? `${desc.slice(0, 297)}…` : desc || undefined,
  }
}

/** Flattens a query object to single strings (the first of repeated keys). */
export function flatQuery(
  q: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(q).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))
}
