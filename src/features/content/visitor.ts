import { z } from 'zod'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Media } from '@/cms/payload-types'
import { previewUser } from '@/features/preview/scope'

/**
 * How every page reads the CMS: as an anonymous visitor (published documents only, access rules
 * applied), in the page's language, never falling back to the other language. During a staff
 * live preview (features/preview) the same read runs as that staff member and sees drafts.
 */
export function asVisitor(locale: Locale) {
  const staff = previewUser()
  return { locale, fallbackLocale: false as const, overrideAccess: false, draft: Boolean(staff), user: staff }
}

/** English pages list only documents that have English text: a missing title means "no English". */
export const hasTitle = { title: { exists: true } } as const

/** `where`, among the documents that have a title in the language read. */
export function titledWhere(where?: Where): Where {
  return where ? { and: [hasTitle, where] } : hasTitle
}

/** Drops documents without a title in this language (belt and braces next to `hasTitle`). */
export function titled<T extends { title?: string | null }>(docs: T[]): (T & { title: string })[] {
  return docs.filter((d): d is T & { title: string } => typeof d.title === 'string' && d.title.trim() !== '')
}

/** A positive integer id from a route segment: "12" yes; "abc", "0", "1.5", "01e2" no. */
export const routeId = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/)
  .transform(Number)

/** Parses a route id; null when malformed (the page then answers 404). */
export function parseId(raw: string): number | null {
  const r = routeId.safeParse(raw)
  return r.success ? r.data : null
}

export const PAGE_SIZES = [10, 20, 30] as const
/** The highest page number a listing query may name. */
export const MAX_PAGE = 100_000

/** Page and size from the query string; anything unknown falls back to page 1, size 10. */
export function parsePaging(query: Record<string, string | string[] | undefined>) {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE)
    .catch(1)
    .parse(one(query.page) ?? 1)
  const size = z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(10)
    .parse(one(query.size) ?? 10)
  return { page, size }
}

export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v
}

/** An upload as the pages use it; null when the relation is unset or not populated. */
export type Image = {
  url: string
  width: number
  height: number
  alt: string
  mimeType: string | null
  srcSet?: string
}

export function toImage(m: number | Media | null | undefined, fallbackAlt = ''): Image | null {
  if (!m || typeof m !== 'object' || !m.url) return null
  // An SVG scales as it is: no srcset, wherever the image is shown (Payload makes no variants of
  // it; this keeps the rule in one place should one ever appear).
  const variants = Object.values(m.mimeType === 'image/svg+xml' ? {} : (m.sizes ?? {}))
    .filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
    .sort((a, b) => a.width - b.width)
  // One candidate per width (HTML forbids two): an original no wider than a variant adds nothing,
  // as Payload makes a variant the original's own width when the original is exactly that wide.
  const candidates = new Map<number, string>()
  for (const v of variants) if (!candidates.has(v.width)) candidates.set(v.width, v.url)
  if (variants.length > 0 && m.width && !candidates.has(m.width)) candidates.set(m.width, m.url)
  const srcSet =
    candidates.size > 0 ? [...candidates].map(([width, url]) => `${url} ${width}w`).join(', ') : undefined
  return {
    url: m.url,
    width: m.width ?? 1200,
    height: m.height ?? 675,
    alt: m.alt || fallbackAlt,
    mimeType: m.mimeType ?? null,
    srcSet,
  }
}

export type Paged<T> = { docs: T[]; total: number; page: number; size: number; totalPages: number }
