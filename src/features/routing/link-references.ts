import type { PayloadRequest } from 'payload'
import { internalPath } from './site-paths'

/**
 * Where the links editors type (the header, the footer, published landing pages' blocks) point at
 * a path. Those links are checked when they are saved (./links.ts); this is the other side of that
 * check: a landing page or an editor's redirect that such a link leads to cannot be taken down
 * while it is linked (src/cms/hooks/keep-linked.ts), so the site never shows a dead menu link.
 */

export type LinkReference = { kind: 'header' | 'footer' } | { kind: 'page'; title: string; path: string }

/** Whether any string inside `value` is a site link that leads to `path`. */
export function linksTo(value: unknown, path: string): boolean {
  if (typeof value === 'string') return internalPath(value.trim()) === path
  if (Array.isArray(value)) return value.some((v) => linksTo(v, path))
  if (value && typeof value === 'object') return Object.values(value).some((v) => linksTo(v, path))
  return false
}

/** The first non-empty title of a localized `{ zh, en }` value (or a plain string). */
const titleOf = (title: unknown): string => {
  if (typeof title === 'string') return title
  if (title && typeof title === 'object') {
    const found = Object.values(title).find((t) => typeof t === 'string' && t.trim())
    if (typeof found === 'string') return found
  }
  return ''
}

/**
 * Every place whose links lead to `path`, in both languages. Landing pages count while published
 * (a draft is checked again when it is published); `exceptPage` is the page being taken down.
 */
export async function findLinksTo(
  req: PayloadRequest,
  path: string,
  exceptPage?: number | string,
): Promise<LinkReference[]> {
  const { payload } = req
  const common = { locale: 'all' as const, depth: 0, overrideAccess: true, req }
  const [header, footer, pages] = await Promise.all([
    payload.findGlobal({ slug: 'header', ...common }),
    payload.findGlobal({ slug: 'footer', ...common }),
    payload.find({
      collection: 'pages',
      where: {
        and: [
          { _status: { equals: 'published' } },
          ...(exceptPage === undefined ? [] : [{ id: { not_equals: exceptPage } }]),
        ],
      },
      pagination: false,
      ...common,
    }),
  ])
  const found: LinkReference[] = []
  if (linksTo(header.navItems, path)) found.push({ kind: 'header' })
  if (linksTo(footer, path)) found.push({ kind: 'footer' })
  for (const page of pages.docs) {
    if (linksTo(page.layout, path)) found.push({ kind: 'page', title: titleOf(page.title), path: page.path })
  }
  return found
}

const places = {
  zh: { header: '页头导航', footer: '页脚', page: (t: string, p: string) => `落地页「${t || p}」（${p}）` },
  en: {
    header: 'the header navigation',
    footer: 'the footer',
    page: (t: string, p: string) => `landing page “${t || p}” (${p})`,
  },
}

/** The editor's message: what still links here, and what to do first. */
export function linkedMessage(lang: 'zh' | 'en', path: string, refs: LinkReference[]): string {
  const p = places[lang]
  const where = refs.map((r) => (r.kind === 'page' ? p.page(r.title, r.path) : p[r.kind]))
  return lang === 'zh'
    ? `${path} 仍被${where.join('、')}链接。请先删除或修改这些链接，再下线、删除或更改此路径。`
    : `${path} is still linked from ${where.join(', ')}. Remove or change those links first, then unpublish, delete or move it.`
}
