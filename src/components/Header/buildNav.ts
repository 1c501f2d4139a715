import type { Locale } from '@/i18n/routing'
import type { ShellData } from '@/features/shell/data'
import { serviceMenu } from '@/features/shell/menu'
import type { NavItem } from './types'

type T = (key: string) => string

/**
 * The header's entries (spec section 2, Header) for one language: home, products, services,
 * solutions, customer (Chinese only), resources, about.
 */
export function buildNav(locale: Locale, data: ShellData, t: T): NavItem[] {
  const items: NavItem[] = [
    { section: 'home', label: t('home'), href: '/' },
    {
      section: 'products',
      label: t('products'),
      links: data.products.map((p) => ({ label: p.title, href: p.href })),
    },
    {
      section: 'services',
      label: t('services'),
      links: [
        ...serviceMenu.map((s) => ({ label: t(s.key), href: s.href })),
        ...(data.settings.supportPortalUrl
          ? [{ label: t('servicePlatform'), href: data.settings.supportPortalUrl, external: true }]
          : []),
      ],
    },
    {
      section: 'solutions',
      label: t('solutions'),
      links: data.headerSolutions.map((s) => ({ label: s.title, href: s.href })),
      empty: t('noSolutions'),
    },
  ]
  if (locale === 'zh') {
    items.push({
      section: 'customer',
      label: t('customer'),
      links: [
        { label: t('customerOverview'), href: '/customer' },
        { label: t('customerCases'), href: '/customer/case' },
      ],
    })
  }
  items.push(
    {
      section: 'resources',
      label: t('resources'),
      links: [
        { label: t('docs'), href: '/doc' },
        { label: t('videos'), href: '/video' },
        { label: t('articles'), href: '/technology/article' },
        { label: t('community'), href: '/technology/modb' },
        { label: t('trends'), href: '/technology/TrendChart' },
      ],
    },
    {
      section: 'about',
      label: t('about'),
      links: [
        { label: t('aboutCompany'), href: '/about/company' },
        { label: t('aboutNews'), href: '/about/news' },
        { label: t('aboutHonor'), href: '/about/honor' },
        { label: t('aboutPartner'), href: '/about/partner' },
        { label: t('aboutJob'), href: '/about/job' },
        { label: t('aboutContact'), href: '/about/ContactUs' },
      ],
    },
  )
  return items
}
