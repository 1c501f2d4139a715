import { oneMethod } from '@/features/api/envelope'
import { planListRoute } from '@/features/catalog/routes'

export const dynamic = 'force-dynamic'

/** GET /api/productplans: recommended or paged product plans, `{count, rows: [{id, title}]}`. */
export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('GET', planListRoute('product-plans'))
