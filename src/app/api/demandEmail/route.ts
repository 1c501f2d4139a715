import { methodNotAllowed } from '@/features/api/envelope'
import { demandEmailRoute } from '@/features/enquiry/routes'

export const dynamic = 'force-dynamic'

/** POST /api/demandEmail: store a contact-form enquiry, e-mail it to sales by a job. */
export const POST = demandEmailRoute
export const GET = methodNotAllowed('POST', { success: false })
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
