import { apiMessages } from '@/features/api/messages'
import { fail, requestLocale } from '@/features/api/envelope'

export const dynamic = 'force-dynamic'

/**
 * Any /api path no endpoint answers: the envelope's 404 in the host's language, for every method,
 * instead of Next's not-found document (an HTML page filled in by its scripts, in English).
 */
async function noSuchEndpoint(request: Request): Promise<Response> {
  const locale = requestLocale(request.headers)
  return fail(locale, 404, apiMessages[locale].noSuchEndpoint)
}

export const GET = noSuchEndpoint
export const POST = noSuchEndpoint
export const PUT = noSuchEndpoint
export const PATCH = noSuchEndpoint
export const DELETE = noSuchEndpoint
