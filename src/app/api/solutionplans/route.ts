import { oneMethod } from '@/features/api/envelope'
import { planListRoute } from '@/features/catalog/routes'

export const dynamic = 'force-dynamic'

/** GET /api/solutionplans: recommended or paged solution plans, `{count, rows: [{id, title}]}`. */
export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('GET', planListRoute('solution-plans'))
