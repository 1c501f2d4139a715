import { getLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { siteOrigin } from '@/lib/env'
import { breadcrumbLd } from './jsonld'
import { JsonLd } from './JsonLd'

/** The visible breadcrumb trail as a BreadcrumbList, with links on the page's own host. */
export async function BreadcrumbJsonLd({ items }: { items: { label: string; href?: string }[] }) {
  const locale = await getLocale()
  if (!isLocale(locale) || items.length < 2) return null
  return <JsonLd data={breadcrumbLd(items, siteOrigin(locale))} />
}
