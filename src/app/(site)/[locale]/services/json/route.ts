import { NextResponse } from 'next/server'
import { isLocale } from '@/i18n/routing'
import { serviceCatalogue } from '@/features/products/catalogue'

export const revalidate = 300

/**
 * GET /services/json (rewritten by the proxy to /{locale}/services/json): the services catalogue in the
 * host's language, as { locale, items: [{ name, path, summary }] }.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return NextResponse.json({ error: 'not found' }, { status: 404 })
  const items = await serviceCatalogue(locale)
  return NextResponse.json(
    { locale, items },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' } },
  )
}
