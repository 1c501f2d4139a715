import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { localeForHost } from '@/i18n/host'
import { routing } from '@/i18n/routing'
import { requestHost } from '@/features/routing/pipeline'
import { robotsFor } from '@/features/seo/sitemap-xml'
import { env, siteOrigin } from '@/lib/env'

// Next serves robots.txt from the app root only, past the proxy: the Host header picks the
// host's sitemap here (any host but the English one is Chinese, as in the proxy).
export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const host = requestHost(await headers(), env().TRUST_PROXY)
  return robotsFor(siteOrigin(localeForHost(host) ?? routing.defaultLocale))
}
