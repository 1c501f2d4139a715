import type { NavSection } from '@/features/shell/menu'

/** One entry of a drop-down menu, labels already in the page's language. */
export type NavLink = { label: string; href: string; external?: boolean }

/** One top-level header item: a plain link (home) or a drop-down. */
export type NavItem = { section: NavSection; label: string; href?: string; links?: NavLink[]; empty?: string }
