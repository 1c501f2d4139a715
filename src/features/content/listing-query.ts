import { redirect } from 'next/navigation'
import { MAX_PAGE, PAGE_SIZES, parsePaging } from './visitor'

/**
 * The listings' answer to a query value they do not offer (an unknown product, industry or
 * document type, a malformed page, a page past the last one, a page size the pager does not
 * offer): a redirect to the same listing without the bad parameters (docs/reliability.md,
 * "Visitor-controlled state"). The check runs before any cached read sees the value, so a made-up
 * value never becomes a cache key; and the listing under each URL is either the one asked for or
 * a redirect to the canonical one, never the unfiltered listing under a new address.
 */
export type RawQuery = Record<string, string | string[] | undefined>
export type Rules = Record<string, (value: string) => boolean>

const PAGE = /^[1-9][0-9]{0,5}$/
export const pageRule = (v: string) => PAGE.test(v) && Number(v) <= MAX_PAGE
export const sizeRule = (v: string) =>
  /^[0-9]{2}$/.test(v) && (PAGE_SIZES as readonly number[]).includes(Number(v))
export const oneOf = (values: readonly string[]) => (v: string) => values.includes(v)

/** The names among `rules` whose value is not allowed or that appear more than once. */
export function invalidParams(query: RawQuery, rules: Rules): string[] {
  return Object.keys(rules).filter((name) => {
    const v = query[name]
    if (v === undefined) return false
    return typeof v !== 'string' || !rules[name]!(v)
  })
}

/** The listing's URL keeping only its own valid parameters, minus `drop`. */
export function listingHref(
  pathname: string,
  query: RawQuery,
  rules: Rules,
  drop: readonly string[],
): string {
  const params = new URLSearchParams()
  for (const name of Object.keys(rules)) {
    const v = query[name]
    if (typeof v === 'string' && !drop.includes(name) && rules[name]!(v)) params.set(name, v)
  }
  const qs = params.toString()
  return qs ? `${pathname}?${qs}` : pathname
}

/** Redirects (307) to the listing without its bad parameters, when there are any. */
export function redirectUnlessValid(pathname: string, query: RawQuery, rules: Rules): void {
  const bad = invalidParams(query, rules)
  if (bad.length > 0) redirect(listingHref(pathname, query, rules, bad))
}

/** True when `page` lies past the last page of `total` items (page 1 always exists). */
export function pastLastPage(page: number, size: number, total: number): boolean {
  return page > Math.max(1, Math.ceil(total / size))
}

/** Redirects to the listing's first page when `page` is past its last page. */
export function redirectPastLastPage(
  pathname: string,
  query: RawQuery,
  rules: Rules,
  { page, size, total }: { page: number; size: number; total: number },
): void {
  if (pastLastPage(page, size, total)) redirect(listingHref(pathname, query, rules, ['page']))
}

/**
 * A listing's query checked before anything is read with it: bad parameters, then a page past
 * the last one (`total` counts the listing's items for a page size), each redirect to the listing
 * without them.
 */
export async function checkListingQuery(
  pathname: string,
  query: RawQuery,
  rules: Rules,
  total: (size: number) => Promise<number>,
): Promise<void> {
  redirectUnlessValid(pathname, query, rules)
  const { page, size } = parsePaging(query)
  if (page === 1) return
  redirectPastLastPage(pathname, query, rules, { page, size, total: await total(size) })
}
