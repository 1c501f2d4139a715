import type { Locale } from '@/i18n/routing'

/** One editor-managed redirect as the proxy needs it (collection `redirects`). */
export type EditorRedirect = {
  from: string
  to: string
  host: 'both' | Locale
  permanent: boolean
}

/** One trailing slash is ignored, as in the fixed table: /old and /old/ are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
}

/**
 * The rule for a request path on one site, or null. Matching is exact and case-sensitive, like
 * the fixed table. A rule for this host alone beats a rule for both hosts (the more specific one
 * wins); among equals the first (the newest, see the table endpoint) wins. A rule that points at
 * its own path is ignored: it could only loop.
 */
export function findEditorRedirect(
  rules: readonly EditorRedirect[],
  pathname: string,
  locale: Locale,
): EditorRedirect | null {
  const path = normalizePath(pathname)
  let both: EditorRedirect | null = null
  for (const rule of rules) {
    if (normalizePath(rule.from) !== path) continue
    if (normalizePath(targetPath(rule.to)) === path) continue
    if (rule.host === locale) return rule
    if (rule.host === 'both') both ??= rule
  }
  return both
}

function targetPath(to: string): string {
  return to.split(/[?#]/, 1)[0] ?? to
}

/**
 * The path, query and fragment of the Location: the target's own query comes first and the
 * visitor's query string is kept after it; a fragment of the target stays last.
 */
export function targetWithQuery(to: string, search: string): string {
  const hashAt = to.indexOf('#')
  const fragment = hashAt >= 0 ? to.slice(hashAt) : ''
  const withoutFragment = hashAt >= 0 ? to.slice(0, hashAt) : to
  const query = search.startsWith('?') ? search.slice(1) : search
  if (!query) return withoutFragment + fragment
  const joiner = withoutFragment.includes('?') ? (withoutFragment.endsWith('?') ? '' : '&') : '?'
  return withoutFragment + joiner + query + fragment
}

/** Only well-formed rules reach the matcher: a bad row must not turn into a broken Location. */
export function isEditorRedirect(value: unknown): value is EditorRedirect {
  if (!value || typeof value !== 'object') return false
  const r = value as Record<string, unknown>
  return (
    typeof r.from === 'string' &&
    /^\/(?!\/)[^?#\s]*$/.test(r.from) &&
    typeof r.to === 'string' &&
    /^\/(?!\/)[^\s\\]*$/.test(r.to) &&
    (r.host === 'both' || r.host === 'zh' || r.host === 'en') &&
    typeof r.permanent === 'boolean'
  )
}
