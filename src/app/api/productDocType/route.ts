import { oneMethod } from '@/features/api/envelope'
import { resourceTypesRoute } from '@/features/catalog/routes'

export const dynamic = 'force-dynamic'

/** GET /api/productDocType?order&type&lang: document types by sort, duplicates by title removed. */
export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('GET', resourceTypesRoute('doc-types'))
