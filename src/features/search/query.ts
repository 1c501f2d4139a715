import { after } from 'next/server'
import type { Locale } from '@/i18n/routing'
import { cms } from '@/lib/payload'
import type { SearchPage } from './engine'
import { currentSearchIndex } from './store'
import { queryUnits } from './tokenizer'

/** Longest query accepted, in characters: longer ones are refused with a message, never a 5xx. */
export const maxQueryLength = 100

export type QueryProblem = 'empty' | 'tooLong'
export type CheckedQuery = { ok: true; q: string } | { ok: false; problem: QueryProblem; q: string }

/** Validates the `q` parameter: trimmed, not empty (nor punctuation only), at most 100 characters. */
export function checkQuery(raw: string | string[] | null | undefined): CheckedQuery {
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  if (Array.from(q).length > maxQueryLength) return { ok: false, problem: 'tooLong', q }
  if (queryUnits(q).length === 0) return { ok: false, problem: 'empty', q }
  return { ok: true, q }
}

/**
 * Searches the published content of one language. Just after a start, while the index is still
 * being built, the answer comes at once from what it holds so far: `complete` is false then, and
 * the caller says that results may be missing.
 */
export async function siteSearch(
  locale: Locale,
  q: string,
  opts: { page: number; size: number; asYouType?: boolean },
): Promise<SearchPage & { complete: boolean }> {
  // A catch-up with other instances' changes starts after the answer is sent (Next's `after`).
  const { index, complete } = currentSearchIndex(locale, { payload: await cms(), defer: after })
  return { ...index.search(q, opts), complete }
}
