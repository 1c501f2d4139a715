import { oneMethod } from '@/features/api/envelope'
import { productBriefRoute } from '@/features/catalog/routes'

export const dynamic = 'force-dynamic'

/** GET /api/productBrief?type=MogDB|zCloud|zDataX|zStorage|zDBM|zAIoT: `result.rows[0]`. */
export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('GET', productBriefRoute)
