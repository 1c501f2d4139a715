import { catalogueRoute, productCatalogue } from '@/features/products/catalogue'

export const revalidate = 300

/** GET /products/json: the products catalogue (features/products/catalogue.ts). */
export const GET = catalogueRoute(productCatalogue)
