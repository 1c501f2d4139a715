import { methodNotAllowed } from '@/features/api/envelope'
import { enquiriesExportRoute } from '@/features/enquiry/routes'

export const dynamic = 'force-dynamic'

/** GET /api/enquiries/export: staff-only CSV export of the enquiries. */
export const GET = enquiriesExportRoute
export const POST = methodNotAllowed('GET')
