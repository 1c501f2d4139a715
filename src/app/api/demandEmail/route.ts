import { oneMethod } from '@/features/api/envelope'
import { demandEmailRoute } from '@/features/enquiry/routes'

export const dynamic = 'force-dynamic'

/** POST /api/demandEmail: store a contact-form enquiry, e-mail it to sales by a job. */
export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('POST', demandEmailRoute, { success: false })
