import { NextResponse } from 'next/server'
import { isLocale, type Locale } from '@/i18n/routing'
import { getProducts } from './queries'
import { getServices } from '@/features/services/queries'

/** One entry of the /products/json and /services/json catalogues (docs/pages.md). */
export type CatalogueEntry = { name: string; path: string; summary: string }

/** Products and services are both pages per `type`: the catalogue lists them the same way. */
const catalogue =
  (section: 'products' | 'services', read: typeof getProducts | typeof getServices) =>
  async (locale: Locale): Promise<CatalogueEntry[]> =>
    (await read(locale)).map((p) => ({
      name: p.title,
      path: `/${section}/${p.type}`,
      summary: p.summary ?? p.tagline ?? '',
    }))

export const productCatalogue = catalogue('products', getProducts)
export const serviceCatalogue = catalogue('services', getServices)

/**
 * GET /{products|services}/json (rewritten by the proxy to /{locale}/…/json): the catalogue in
 * the host's language, as { locale, items: [{ name, path, summary }] }.
 */
export function catalogueRoute(list: (locale: Locale) => Promise<CatalogueEntry[]>) {
  return async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
    const { locale } = await params
    if (!isLocale(locale)) return NextResponse.json({ error: 'not found' }, { status: 404 })
    const items = await list(locale)
    return NextResponse.json(
      { locale, items },
      { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' } },
    )
  }
}
