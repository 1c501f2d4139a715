import { bannersRoute } from '@/features/catalog/routes'
import { methodNotAllowed } from '@/features/api/envelope'

export const dynamic = 'force-dynamic'

/** GET /api/banners: the home banners by sort order (title, enTitle, image). */
export const GET = bannersRoute
export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
