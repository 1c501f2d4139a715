import { catalogueRoute, serviceCatalogue } from '@/features/products/catalogue'

export const revalidate = 300

/** GET /services/json: the services catalogue (features/products/catalogue.ts). */
export const GET = catalogueRoute(serviceCatalogue)
