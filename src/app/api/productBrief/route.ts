import { productBriefRoute } from '@/features/catalog/routes'
import { methodNotAllowed } from '@/features/api/envelope'

export const dynamic = 'force-dynamic'

/** GET /api/productBrief?type=MogDB|zCloud|zDataX|zStorage|zDBM|zAIoT: `result.rows[0]`. */
export const GET = productBriefRoute
export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
