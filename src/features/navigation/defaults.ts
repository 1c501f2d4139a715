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

export const SUPPORT_PORTAL_URL = 'https://support.enmotech.com/'
export const HELP_CENTER_URL = 'https://support.enmotech.com/help'
export const OPS_PACKAGE_URL = 'https://download.enmotech.com/zdbm/zdbm-ops-installer.tar.gz'

export const defaultNavItems: Record<Locale, DefaultNavItem[]> = {
  zh: [
    { label: '首页', link: '/' },
    { label: '软件产品', generated: 'products' },
    {
      label: '托管服务',
      children: [
        { label: '咨询与实施', link: '/services/consulting_service' },
        { label: '运维管理', link: '/services/operation_management' },
        { label: '华为云服务', link: '/services/huaweiCloud_service' },
        { label: '服务平台', link: SUPPORT_PORTAL_URL },
      ],
    },
    { label: '解决方案', generated: 'solutionPlans' },
    {
      label: '客户案例',
      children: [
        { label: '客户概况', link: '/customer' },
        { label: '客户案例', link: '/customer/case' },
      ],
    },
    {
      label: '资源中心',
      children: [
        { label: '文档中心', link: '/doc' },
        { label: '视频中心', link: '/video' },
        { label: '技术文章', link: '/technology/article' },
        { label: '技术社区', link: '/technology/modb' },
        { label: '数据库趋势', link: '/technology/TrendChart' },
      ],
    },
    {
      label: '关于我们',
      children: [
        { label: '公司介绍', link: '/about/company' },
        { label: '新闻动态', link: '/about/news' },
        { label: '荣誉资质', link: '/about/honor' },
        { label: '合作伙伴', link: '/about/partner' },
        { label: '加入我们', link: '/about/job' },
        { label: '联系我们', link: '/about/ContactUs' },
      ],
    },
  ],
  // The English site has no customer menu and lists recommended product plans as its solutions.
  en: [
    { label: 'Home', link: '/' },
    { label: 'Products', generated: 'products' },
    {
      label: 'Services',
      children: [
        { label: 'Consulting & Implementation', link: '/services/consulting_service' },
        { label: 'Operations Management', link: '/services/operation_management' },
        { label: 'Huawei Cloud Services', link: '/services/huaweiCloud_service' },
        { label: 'Service Platform', link: SUPPORT_PORTAL_URL },
      ],
    },
    { label: 'Solutions', generated: 'productPlans' },
    {
      label: 'Resources',
      children: [
        { label: 'Documents', link: '/doc' },
        { label: 'Videos', link: '/video' },
        { label: 'Tech Articles', link: '/technology/article' },
        { label: 'Community', link: '/technology/modb' },
        { label: 'Database Trends', link: '/technology/TrendChart' },
      ],
    },
    {
      label: 'Company',
      children: [
        { label: 'About Us', link: '/about/company' },
        { label: 'Press Releases & News', link: '/about/news' },
        { label: 'Honors', link: '/about/honor' },
        { label: 'Partners', link: '/about/partner' },
        { label: 'Careers', link: '/about/job' },
        { label: 'Contact', link: '/about/ContactUs' },
      ],
    },
  ],
}

export const defaultColumns: Record<Locale, DefaultColumn[]> = {
  zh: [
    {
      title: '关于我们',
      links: [
        { label: '公司介绍', link: '/about/company' },
        { label: '新闻动态', link: '/about/news' },
        { label: '荣誉资质', link: '/about/honor' },
        { label: '联系我们', link: '/about/ContactUs' },
        { label: '合作伙伴', link: '/about/partner' },
        { label: '加入我们', link: '/about/job' },
      ],
    },
    {
      title: '客户案例',
      links: [
        { label: '客户概况', link: '/customer' },
        { label: '客户案例', link: '/customer/case' },
      ],
    },
    {
      title: '服务支持',
      links: [
        { label: '服务支持', link: SUPPORT_PORTAL_URL },
        { label: '咨询与实施', link: '/services/consulting_service' },
        { label: '运维管理', link: '/services/operation_management' },
        { label: '华为云服务', link: '/services/huaweiCloud_service' },
        { label: '智能运维安装包下载', link: OPS_PACKAGE_URL, download: true },
      ],
    },
    {
      title: '资源中心',
      links: [
        { label: '文档中心', link: '/doc' },
        { label: '视频中心', link: '/video' },
        { label: '技术文章', link: '/technology/article' },
        { label: '技术社区', link: '/technology/modb' },
      ],
    },
  ],
  // English: the solution titles (recommended product plans by sort) instead of the customers,
  // and the help centre with the downloads.
  en: [
    {
      title: 'Company',
      links: [
        { label: 'About Us', link: '/about/company' },
        { label: 'Press Releases & News', link: '/about/news' },
        { label: 'Honors', link: '/about/honor' },
        { label: 'Contact', link: '/about/ContactUs' },
        { label: 'Partners', link: '/about/partner' },
        { label: 'Careers', link: '/about/job' },
      ],
    },
    { title: 'Solutions', generated: 'productPlans', links: [] },
    {
      title: 'Support',
      links: [
        { label: 'Support', link: SUPPORT_PORTAL_URL },
        { label: 'Consulting & Implementation', link: '/services/consulting_service' },
        { label: 'Operations Management', link: '/services/operation_management' },
        { label: 'Huawei Cloud Services', link: '/services/huaweiCloud_service' },
        { label: 'Help Center', link: HELP_CENTER_URL },
        { label: 'Downloads', link: OPS_PACKAGE_URL, download: true },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Documents', link: '/doc' },
        { label: 'Videos', link: '/video' },
        { label: 'Tech Articles', link: '/technology/article' },
        { label: 'Community', link: '/technology/modb' },
      ],
    },
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
