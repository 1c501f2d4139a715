/** The header's entries as its client islands receive them (no server code here). */

/** One link of a menu, label in the page's language. External (https) links open a new tab. */
export type MenuLink = { label: string; href: string; external: boolean }

/** One top-level header entry: a plain link (`href`) or a drop-down (`links`). */
export type NavItem = {
  /** Stable within one render: DOM ids and keys. */
  key: string
  label: string
  href?: string
  external?: boolean
  links?: MenuLink[]
  /** Shown in an empty drop-down (a generated menu with nothing recommended). */
  empty?: string
  /** Paths this entry stands for: the current page highlights it when it is one of them or under one. */
  match: string[]
}
