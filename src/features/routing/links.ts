import type { Payload } from 'payload'
import { internalPath, isCodeRoute } from './site-paths'

/**
 * Links editors type (menus, block buttons, cards): a path on the site that leads somewhere (a
 * route of the code, a landing page, or a redirect source), or an https address. Anything else
 * (http, `javascript:`, `//host`, a path nothing answers) is refused when saved, so a visitor
 * never follows a dead or unsafe link.
 */
export type LinkProblem = 'empty' | 'scheme' | 'missing'

const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/

export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')
}

/** Whether something answers `path` on the site: a route, a landing page, or a redirect source. */
export async function sitePathExists(payload: Payload, path: string): Promise<boolean> {
  if (isCodeRoute(path)) return true
  const [pages, redirects] = await Promise.all([
    payload.count({ collection: 'pages', where: { path: { equals: path } }, overrideAccess: true }),
    payload.count({ collection: 'redirects', where: { from: { equals: path } }, overrideAccess: true }),
  ])
  return pages.totalDocs > 0 || redirects.totalDocs > 0
}

export async function linkProblem(
  payload: Payload,
  link: string | null | undefined,
): Promise<LinkProblem | null> {
  const value = (link ?? '').trim()
  if (!value) return 'empty'
  if (isExternalLink(value)) return HTTPS_URL.test(value) ? null : 'scheme'
  const path = internalPath(value)
  if (path === null) return 'scheme'
  return (await sitePathExists(payload, path)) ? null : 'missing'
}

export const linkMessages: Record<'zh' | 'en', Record<LinkProblem, string>> = {
  zh: {
    empty: '请填写链接',
    scheme: '链接须为站内路径（以 / 开头）或 https:// 开头的网址',
    missing: '站内没有这个路径：请填写已有页面、落地页或跳转规则的路径',
  },
  en: {
    empty: 'Enter a link',
    scheme: 'A link is a path on this site (starting with /) or an address starting with https://',
    missing: 'Nothing on the site answers this path: use an existing page, landing page or redirect source',
  },
}

/** The admin's language for a validation message. */
export const adminLanguage = (req: { i18n?: { language?: string } } | undefined): 'zh' | 'en' =>
  req?.i18n?.language === 'en' ? 'en' : 'zh'
