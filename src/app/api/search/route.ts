import { oneMethod } from '@/features/api/envelope'
import { searchRoute } from '@/features/search/routes'

export const dynamic = 'force-dynamic'

/** GET /api/search?q=&size=&page=: top search matches for the header box (docs/api.md). */
export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('GET', searchRoute)
