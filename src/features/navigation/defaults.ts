import type { Locale } from '@/i18n/routing'

/**
 * The menus as they were in code before issue 21 (buildNav.ts, Footer.tsx, the message
 * catalogues and site settings), as the `header` and `footer` globals' content. The seed writes
 * them into an empty database; the start-up fills empty globals of an existing one with them
 * (src/cms/init.ts), so an upgraded site never shows an empty header. Kept free of the seed's
 * image code: it is loaded at start.
 */

export type GeneratedLinks = 'products' | 'solutionPlans' | 'productPlans'
type Link = { label: string; link: string }
export type DefaultNavItem = { label: string; link?: string; generated?: GeneratedLinks; children?: Link[] }
export type DefaultColumn = {
  title: string
  generated?: GeneratedLinks
  links: (Link & { download?: boolean })[]
}
export type DefaultSocial = {
  icon: 'contract' | 'officialAccount' | 'videoAccount' | 'microblog' | 'network'
  label: string
  link?: string
  /** Which seeded QR image the entry shows (resolved to a media id by the caller). */
  qr?: 'officialAccount' | 'videoAccount'
}

const SUPPORT_PORTAL_URL = 'https://support.enmotech.com/'
export const HELP_CENTER_URL = 'https://support.enmotech.com/help'
const OPS_PACKAGE_URL = 'https://download.enmotech.com/zdbm/zdbm-ops-installer.tar.gz'

/** Every page the menus link to, with its label in both languages: stated once for both menus. */
const pages = {
  home: { link: '/', zh: '首页', en: 'Home' },
  consulting: { link: '/services/consulting_service', zh: '咨询与实施', en: 'Consulting & Implementation' },
  operations: { link: '/services/operation_management', zh: '运维管理', en: 'Operations Management' },
  huaweiCloud: { link: '/services/huaweiCloud_service', zh: '华为云服务', en: 'Huawei Cloud Services' },
  servicePlatform: { link: SUPPORT_PORTAL_URL, zh: '服务平台', en: 'Service Platform' },
  support: { link: SUPPORT_PORTAL_URL, zh: '服务支持', en: 'Support' },
  helpCenter: { link: HELP_CENTER_URL, zh: '帮助中心', en: 'Help Center' },
  opsPackage: { link: OPS_PACKAGE_URL, zh: '智能运维安装包下载', en: 'Downloads' },
  customers: { link: '/customer', zh: '客户概况', en: 'Customers' },
  cases: { link: '/customer/case', zh: '客户案例', en: 'Customer Cases' },
  docs: { link: '/doc', zh: '文档中心', en: 'Documents' },
  videos: { link: '/video', zh: '视频中心', en: 'Videos' },
  articles: { link: '/technology/article', zh: '技术文章', en: 'Tech Articles' },
  community: { link: '/technology/modb', zh: '技术社区', en: 'Community' },
  trends: { link: '/technology/TrendChart', zh: '数据库趋势', en: 'Database Trends' },
  company: { link: '/about/company', zh: '公司介绍', en: 'About Us' },
  news: { link: '/about/news', zh: '新闻动态', en: 'Press Releases & News' },
  honors: { link: '/about/honor', zh: '荣誉资质', en: 'Honors' },
  partners: { link: '/about/partner', zh: '合作伙伴', en: 'Partners' },
  careers: { link: '/about/job', zh: '加入我们', en: 'Careers' },
  contact: { link: '/about/ContactUs', zh: '联系我们', en: 'Contact' },
} satisfies Record<string, { link: string } & Record<Locale, string>>

type Page = keyof typeof pages
const links = (locale: Locale, keys: Page[]): Link[] =>
  keys.map((k) => ({ label: pages[k][locale], link: pages[k].link }))
const group = (label: Record<Locale, string>, keys: Page[]) => (locale: Locale) => ({
  label: label[locale],
  children: links(locale, keys),
})

const services = group({ zh: '托管服务', en: 'Services' }, [
  'consulting',
  'operations',
  'huaweiCloud',
  'servicePlatform',
])
const resourcePages: Page[] = ['docs', 'videos', 'articles', 'community']
const resourcesTitle = { zh: '资源中心', en: 'Resources' }
const resources = group(resourcesTitle, [...resourcePages, 'trends'])
const aboutTitle = { zh: '关于我们', en: 'Company' }
const about = group(aboutTitle, ['company', 'news', 'honors', 'partners', 'careers', 'contact'])

export const defaultNavItems: Record<Locale, DefaultNavItem[]> = {
  zh: [
    ...links('zh', ['home']),
    { label: '软件产品', generated: 'products' },
    services('zh'),
    { label: '解决方案', generated: 'solutionPlans' },
    { label: '客户案例', children: links('zh', ['customers', 'cases']) },
    resources('zh'),
    about('zh'),
  ],
  // The English site has no customer menu and lists recommended product plans as its solutions.
  en: [
    ...links('en', ['home']),
    { label: 'Products', generated: 'products' },
    services('en'),
    { label: 'Solutions', generated: 'productPlans' },
    resources('en'),
    about('en'),
  ],
}

const column = (
  locale: Locale,
  title: Record<Locale, string>,
  keys: Page[],
  download?: Page,
): DefaultColumn => ({
  title: title[locale],
  links: [...links(locale, keys), ...(download ? [{ ...links(locale, [download])[0], download: true }] : [])],
})
const aboutColumn = (locale: Locale) =>
  column(locale, aboutTitle, ['company', 'news', 'honors', 'contact', 'partners', 'careers'])
const resourcesColumn = (locale: Locale) => column(locale, resourcesTitle, resourcePages)
const supportPages: Page[] = ['support', 'consulting', 'operations', 'huaweiCloud']

export const defaultColumns: Record<Locale, DefaultColumn[]> = {
  zh: [
    aboutColumn('zh'),
    column('zh', { zh: '客户案例', en: '' }, ['customers', 'cases']),
    column('zh', { zh: '服务支持', en: '' }, supportPages, 'opsPackage'),
    resourcesColumn('zh'),
  ],
  // English: the solution titles (recommended product plans by sort) instead of the customers,
  // and the help centre with the downloads.
  en: [
    aboutColumn('en'),
    { title: 'Solutions', generated: 'productPlans', links: [] },
    column('en', { zh: '', en: 'Support' }, [...supportPages, 'helpCenter'], 'opsPackage'),
    resourcesColumn('en'),
  ],
}

export const defaultSocial: Record<Locale, DefaultSocial[]> = {
  zh: [
    { icon: 'contract', label: '商务合作', link: '/about/contract' },
    { icon: 'officialAccount', label: '微信公众号', qr: 'officialAccount' },
    { icon: 'videoAccount', label: '微信视频号', qr: 'videoAccount' },
    { icon: 'microblog', label: '新浪微博', link: 'https://weibo.com/enmotech' },
  ],
  en: [{ icon: 'network', label: 'LinkedIn', link: 'https://www.linkedin.com/company/enmotech' }],
}

/** Sample values for staff to replace (as the rest of the seed's contact data). */
export const defaultContact = {
  phone: '400-660-8755',
  email: { zh: 'sales@enmotech.com', en: 'global.sales@enmotech.com' } as Record<Locale, string>,
}

export const defaultFiling = { icpNumber: '京ICP备00000000号-1', icpLink: 'https://beian.miit.gov.cn/' }

export const defaultRelatedLinks: { label: Record<Locale, string>; url: string }[] = [
  { label: { zh: 'MogDB 开源数据库社区', en: 'MogDB open-source community' }, url: 'https://www.mogdb.io/' },
  { label: { zh: '墨天轮技术社区', en: 'Modb technical community' }, url: 'https://www.modb.pro/' },
  { label: { zh: '产品官网', en: 'Product site' }, url: 'https://www.mogdb.io/products' },
]
