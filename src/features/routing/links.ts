import type { Payload, PayloadRequest } from 'payload'
import { internalPath, isCodeRoute } from './site-paths'

/**
 * Links editors type (the header and footer globals, landing pages' buttons and cards): an
 * internal path of the site (`/about/company`, `/doc?docType=1`) that something answers, or an
 * https address. Anything else (http, `javascript:`, `//host`, `mailto:`, a path nothing answers)
 * is refused when saved, so a visitor never follows a dead or unsafe link.
 */

export type LinkProblem = 'format' | 'insecure' | 'missing'

/**
 * The rule every URL an editor saves passes (URL fields such as `helpCenterUrl` and
 * `banners.link`, rich-text links; menus and buttons take only a narrower set, `checkLink`): an
 * `https:`/`http:` address with a host, `mailto:`, `tel:`, a site path (`/…`) or a fragment (`#…`).
 * Anything else is refused: other schemes (`javascript:`, `data:`, `vbscript:`), a
 * protocol-relative `//host` (or `/\host`, which browsers read the same way), and spaces or control
 * characters anywhere (a browser skips them before a scheme, so ` javascript:` is one).
 */
export type UrlProblem = 'spaces' | 'protocolRelative' | 'scheme' | 'format'

// Whitespace (JavaScript's \s: Unicode spaces, line breaks, BOM), zero-width space, C0 and C1 controls.
const SPACES_OR_CONTROLS = /[\s\u0000-\u001f\u007f-\u009f\u200b]/
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** What is wrong with a URL an editor saves, or null when it may be stored. */
export function urlProblem(url: string): UrlProblem | null {
  if (SPACES_OR_CONTROLS.test(url)) return 'spaces'
  if (/^[/\\]{2}|^\\/.test(url)) return 'protocolRelative'
  if (url.startsWith('/') || url.startsWith('#')) return null
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase()
  if (!scheme) return 'format'
  if (scheme === 'http' || scheme === 'https') {
    if (!/^https?:\/\/[^/?#\\]/i.test(url)) return 'format'
    try {
      return new URL(url).hostname ? null : 'format'
    } catch {
      return 'format'
    }
  }
  if (scheme === 'mailto') return /^mailto:[^@?]+@[^@?]+(\?.*)?$/i.test(url) ? null : 'format'
  if (scheme === 'tel') return /^tel:\+?[0-9][0-9().-]*$/i.test(url) ? null : 'format'
  return 'scheme'
}

export const urlMessages: Record<'zh' | 'en', Record<UrlProblem, string>> = {
  zh: {
    spaces: '地址中不能有空格或控制字符',
    protocolRelative: '地址缺少协议：外部地址请以 https:// 开头，站内路径以单个 / 开头',
    scheme:
      '只接受 https://、http://、mailto:、tel: 开头的地址或以 / 开头的站内路径（不接受 javascript:、data: 等）',
    format: '地址格式不正确：请填写 https://…、mailto:…、tel:… 或以 / 开头的站内路径',
  },
  en: {
    spaces: 'An address cannot contain spaces or control characters',
    protocolRelative:
      'The address has no scheme: start an external address with https:// and a site path with a single /',
    scheme:
      'Only https://, http://, mailto: and tel: addresses or a site path starting with / are accepted (not javascript:, data: or other schemes)',
    format: 'Not a valid address: enter https://…, mailto:…, tel:… or a site path starting with /',
  },
}

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
