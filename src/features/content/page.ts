import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/routing'
import { notFoundMetadata } from '@/features/errors/NotFoundPage'
import { parseId } from './visitor'

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

/** The props of a detail page addressed by one `[id]` segment. */
export type IdPageProps = { params: Promise<{ locale: string; id: string }> }

/**
 * A detail page's locale and the document its `[id]` names: `found` is null for an id that is not
 * a number and for a document that does not exist (the page then shows the not-found page).
 */
export async function idPageDocument<T>(
  params: IdPageProps['params'],
  load: (locale: Locale, id: number) => Promise<T | null>,
): Promise<{ locale: Locale; found: T | null }> {
  const locale = await pageLocale(params)
  const n = parseId((await params).id)
  return { locale, found: n === null ? null : await load(locale, n) }
}

/**
 * A detail page's `generateMetadata`: `build` from the document its `[id]` names, or the not-found
 * metadata for an unknown locale, an id that is not a number and a document that does not exist.
 */
export async function idPageMetadata<T>(
  params: IdPageProps['params'],
  load: (locale: Locale, id: number) => Promise<T | null>,
  build: (found: T, locale: Locale, id: number) => Metadata | Promise<Metadata>,
): Promise<Metadata> {
  const { locale, id } = await params
  const n = parseId(id)
  if (!isLocale(locale) || n === null) return notFoundMetadata
  const found = await load(locale, n)
  return found ? build(found, locale, n) : notFoundMetadata
}
