import type { Payload, PayloadRequest } from 'payload'
import { internalPath, isCodeRoute } from './site-paths'

/**
 * Links editors type (the header and footer globals, landing pages' buttons and cards): an
 * internal path of the site (`/about/company`, `/doc?docType=1`) that something answers, or an
 * https address. Anything else (http, `javascript:`, `//host`, `mailto:`, a path nothing answers)
 * is refused when saved, so a visitor never follows a dead or unsafe link.
 */

export type LinkProblem = 'format' | 'insecure' | 'missing'

/** An absolute https URL with a host: the only external links the menus accept. */
export function isHttpsUrl(link: string): boolean {
  if (!/^https:\/\/[^/\s]/i.test(link) || /\s/.test(link)) return false
  try {
    return new URL(link).protocol === 'https:'
  } catch {
    return false
  }
}

/** An external link opens in a new tab with an icon in the header; an internal one routes. */
export const isExternalLink = (link: string) => /^https:\/\//i.test(link)

/**
 * Whether a page answers `path` on the site: a route of the code (spec routes, spec redirect
 * sources), an editor's redirect source, or a published landing page. `except` leaves out the
 * landing page or redirect being taken down (src/cms/hooks/keep-linked.ts); `req` reads inside
 * its transaction.
 */
export async function internalLinkExists(
  payload: Payload,
  path: string,
  {
    req,
    except,
  }: { req?: PayloadRequest; except?: { collection: 'pages' | 'redirects'; id: number | string } } = {},
): Promise<boolean> {
  if (isCodeRoute(path)) return true
  const not = (collection: 'pages' | 'redirects') =>
    except?.collection === collection ? [{ id: { not_equals: except.id } }] : []
  const [redirects, pages] = await Promise.all([
    payload.count({
      collection: 'redirects',
      where: { and: [{ from: { in: path === '/' ? ['/'] : [path, `${path}/`] } }, ...not('redirects')] },
      overrideAccess: true,
      req,
    }),
    payload.count({
      collection: 'pages',
      where: { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }, ...not('pages')] },
      overrideAccess: true,
      req,
    }),
  ])
  return redirects.totalDocs > 0 || pages.totalDocs > 0
}

/** What is wrong with a link, or null when it may be saved. */
export async function checkLink(payload: Payload, link: string): Promise<LinkProblem | null> {
  const value = link.trim()
  if (/^https?:\/\//i.test(value) || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) {
    return isHttpsUrl(value) ? null : 'insecure'
  }
  const path = internalPath(value)
  if (path === null) return 'format'
  return (await internalLinkExists(payload, path)) ? null : 'missing'
}

export const linkMessages: Record<'zh' | 'en', Record<LinkProblem | 'required' | 'requiredTop', string>> = {
  zh: {
    format: '请输入以 / 开头的站内路径（如 /about/company）或 https:// 开头的网址',
    insecure: '外部链接必须以 https:// 开头（不接受 http、javascript: 或 //）',
    missing: '网站上没有这个路径：请填写已有页面、已发布的落地页或跳转规则的原路径',
    required: '请填写链接',
    requiredTop: '请填写链接，或添加下拉菜单项（或选择自动添加的链接）',
  },
  en: {
    format: 'Enter a site path that starts with / (such as /about/company) or an https:// address',
    insecure: 'An external link must start with https:// (no http, javascript: or //)',
    missing:
      'No page answers this path: link to an existing page, a published landing page or a redirect’s old path',
    required: 'Enter a link',
    requiredTop: 'Enter a link, or add drop-down entries (or links added automatically)',
  },
}

/** The admin's language as the message language (Payload's i18n; Chinese unless English). */
export const adminLanguage = (req: { i18n?: { language?: string } } | undefined): 'zh' | 'en' =>
  req?.i18n?.language === 'en' ? 'en' : 'zh'
