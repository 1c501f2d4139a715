/** Pure pagination logic (spec section 9): kept apart from the component so it is unit-tested. */

export type Query = Record<string, string | string[] | undefined>

export const PAGER_COUNT = 5

export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 0
  return Math.ceil(total / pageSize)
}

/** Clamps a requested page into 1..count (1 when there are no pages). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count))
}

export type PagerItem =
  { kind: 'page'; page: number } | { kind: 'more'; direction: 'prev' | 'next'; page: number }

/**
 * The pager buttons, like the classic 5-button pager: all pages when they fit, otherwise the first
 * and last page with a window of three around the current one and "more" jumps of 5 pages between.
 */
export function pagerItems(current: number, count: number, pagerCount = PAGER_COUNT): PagerItem[] {
  if (count <= 0) return []
  const page = (p: number): PagerItem => ({ kind: 'page', page: p })
  if (count <= pagerCount) return Array.from({ length: count }, (_, i) => page(i + 1))
  const half = (pagerCount - 1) / 2
  const showPrevMore = current > pagerCount - half
  const showNextMore = current < count - half
  const middle: number[] = []
  if (showPrevMore && !showNextMore) {
    for (let p = count - (pagerCount - 2); p < count; p++) middle.push(p)
  } else if (!showPrevMore && showNextMore) {
    for (let p = 2; p < pagerCount; p++) middle.push(p)
  } else {
    const offset = Math.floor(pagerCount / 2) - 1
    for (let p = current - offset; p <= current + offset; p++) middle.push(p)
  }
  const items: PagerItem[] = [page(1)]
  if (showPrevMore) items.push({ kind: 'more', direction: 'prev', page: Math.max(1, current - pagerCount) })
  items.push(...middle.map(page))
  if (showNextMore)
    items.push({ kind: 'more', direction: 'next', page: Math.min(count, current + pagerCount) })
  items.push(page(count))
  return items
}

/** Other query parameters, flattened to pairs (page and size are left out: the caller sets them). */
export function otherParams(query: Query | undefined): [string, string][] {
  const pairs: [string, string][] = []
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key === 'page' || key === 'size' || value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([key, v])
  }
  return pairs
}

/** The address of one page of a listing: the other parameters kept, then page and size. */
export function pageHref(pathname: string, query: Query | undefined, page: number, size: number): string {
  const params = new URLSearchParams(otherParams(query))
  params.set('page', String(page))
  params.set('size', String(size))
  return `${pathname}?${params.toString()}`
}
