/**
 * The shell's static navigation facts (spec section 2, Header and Footer): the product menu's
 * order, the highlighting aliases and the footer's new-tab rule. The menus themselves are the
 * `header` and `footer` globals (features/navigation).
 */

/**
 * Product menu entries in menu order. zDBM is left out: the redirect table sends /products/zDBM
 * home, and the table wins (issue 5); its brief stays in the API.
 */
export const productMenuTypes = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zAIoT'] as const
export type ProductMenuType = (typeof productMenuTypes)[number]

/** Used when a product brief has no title in the page's language. */
export const productFallbackTitles: Record<ProductMenuType, string> = {
  MogDB: 'MogDB',
  zCloud: 'zCloud',
  zDataX: 'zData X',
  zStorage: 'zStorage',
  zAIoT: 'zAIoT',
}

/** Is the menu entry `href` the current page (exact, or one of its aliases)? */
export function isCurrentPath(pathname: string, href: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/'
  if (p === href) return true
  // AIOps, cloud_service and open_source are service paths too (spec section 2).
  const aliases: Record<string, string[]> = {
    '/services/operation_management': ['/services/AIOps'],
    '/services/consulting_service': ['/services/cloud_service', '/services/open_source'],
  }
  if (aliases[href]?.includes(p)) return true
  // Detail pages belong to their listing (e.g. /about/news/12 → /about/news).
  return href !== '/' && p.startsWith(`${href}/`)
}

/**
 * Footer rule (spec section 2): an address containing www, weibo or support opens in a new tab;
 * every other one routes inside the site.
 */
export function opensInNewTab(href: string): boolean {
  return /www|weibo|support/i.test(href)
}
