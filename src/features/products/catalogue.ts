import type { Locale } from '@/i18n/routing'
import { getProducts } from './queries'
import { getServices } from '@/features/services/queries'

/** One entry of the /products/json and /services/json catalogues (docs/pages.md). */
export type CatalogueEntry = { name: string; path: string; summary: string }

export async function productCatalogue(locale: Locale): Promise<CatalogueEntry[]> {
  return (await getProducts(locale)).map((p) => ({
    name: p.title,
    path: `/products/${p.type}`,
    summary: p.summary ?? p.tagline ?? '',
  }))
}

export async function serviceCatalogue(locale: Locale): Promise<CatalogueEntry[]> {
  return (await getServices(locale)).map((s) => ({
    name: s.title,
    path: `/services/${s.type}`,
    summary: s.summary ?? s.tagline ?? '',
  }))
}
