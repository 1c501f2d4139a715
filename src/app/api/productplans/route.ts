import { planListRoute } from '@/features/catalog/routes'
import { methodNotAllowed } from '@/features/api/envelope'

export const dynamic = 'force-dynamic'

/** GET /api/productplans: recommended or paged product plans, `{count, rows: [{id, title}]}`. */
export const GET = planListRoute('product-plans')
export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
