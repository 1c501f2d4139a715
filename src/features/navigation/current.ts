import { isCurrentPath } from './shell/menu'
import type { NavItem } from './types'

// Runs in the header's client islands: keep it free of server code (the route table, Payload).

/**
 * The entry the page at `pathname` belongs to: the one with the most specific path matching it
 * (exact, under it, or a legacy alias such as /services/AIOps, see `isCurrentPath`); the first
 * one on a tie. Home matches only itself.
 */
export function currentItem(pathname: string, items: NavItem[]): string | null {
  let best: { key: string; length: number } | null = null
  for (const item of items) {
    for (const path of item.match) {
      if (!isCurrentPath(pathname, path)) continue
      if (!best || path.length > best.length) best = { key: item.key, length: path.length }
    }
  }
  return best?.key ?? null
}
