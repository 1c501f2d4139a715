import { internalPath } from '@/features/routing/site-paths'
import type { GeneratedLinks } from './defaults'
import { isExternalLink } from '@/features/routing/links'
import type { MenuLink, NavItem } from './types'

export type { MenuLink, NavItem } from './types'

/**
 * From the `header` global's rows to the entries the header draws, and which entry is current.
 * Pure: the rows and the generated links (features/navigation/data.ts) are read elsewhere.
 */

export type NavRow = {
  label: string
  link?: string | null
  generated?: GeneratedLinks | null
  children?: { label: string; link: string }[] | null
}

export type GeneratedLists = Partial<Record<GeneratedLinks, MenuLink[]>>

/**
 * Sections a generated menu stands for, beyond its links: every product page, and both kinds of
 * plan (solution and product plans are the one "solutions" section of spec section 2).
 */
const generatedSections: Record<GeneratedLinks, string[]> = {
  products: ['/products'],
  solutionPlans: ['/solution', '/product_solution'],
  productPlans: ['/solution', '/product_solution'],
}

export const toMenuLink = (label: string, link: string): MenuLink => ({
  label,
  href: link,
  external: isExternalLink(link),
})

const pathsOf = (links: (string | null | undefined)[]) =>
  links.flatMap((l) => {
    const p = l && !isExternalLink(l) ? internalPath(l) : null
    return p === null ? [] : [p]
  })

export function buildNav(rows: NavRow[], generated: GeneratedLists, emptyText: string): NavItem[] {
  return rows
    .filter((row) => row.label?.trim())
    .map((row, i) => {
      const own = (row.children ?? [])
        .filter((c) => c.label && c.link)
        .map((c) => toMenuLink(c.label, c.link))
      const extra = row.generated ? (generated[row.generated] ?? []) : []
      const links = [...own, ...extra]
      const match = [
        ...pathsOf([row.link, ...links.map((l) => l.href)]),
        ...(row.generated ? generatedSections[row.generated] : []),
      ]
      const base = { key: String(i), label: row.label, match }
      if (links.length > 0 || row.generated) {
        return { ...base, links, ...(links.length === 0 ? { empty: emptyText } : {}) }
      }
      const href = row.link ?? '/'
      return { ...base, href, external: isExternalLink(href) }
    })
}
