import { oneMethod } from '@/features/api/envelope'
import { resourceTypesRoute } from '@/features/catalog/routes'

export const dynamic = 'force-dynamic'

/** GET /api/productVideoType?order&type: video types by sort, duplicates by title removed. */
export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('GET', resourceTypesRoute('video-types'))
