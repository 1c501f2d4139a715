import { NextResponse } from 'next/server'
import { isLocale } from '@/i18n/routing'
import { productCatalogue } from '@/features/products/catalogue'

export const revalidate = 300

/**
 * GET /products/json (rewritten by the proxy to /{locale}/products/json): the products catalogue in the
 * host's language, as { locale, items: [{ name, path, summary }] }.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return NextResponse.json({ error: 'not found' }, { status: 404 })
  const items = await productCatalogue(locale)
  return NextResponse.json(
    { locale, items },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' } },
  )
}
