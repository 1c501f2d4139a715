import { oneMethod } from '@/features/api/envelope'
import { bannersRoute } from '@/features/catalog/routes'

export const dynamic = 'force-dynamic'

/** GET /api/banners: the home banners by sort order (title, enTitle, image). */
export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('GET', bannersRoute)
