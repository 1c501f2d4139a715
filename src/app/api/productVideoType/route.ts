import { resourceTypesRoute } from '@/features/catalog/routes'
import { methodNotAllowed } from '@/features/api/envelope'

export const dynamic = 'force-dynamic'

/** GET /api/productVideoType?order&type: video types by sort, duplicates by title removed. */
export const GET = resourceTypesRoute('video-types')
export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
