/* Payload's REST API, moved to /cms-api so /api/* stays the site's public contract. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { genericNotImplemented as generic } from '@/cms/rest-answers'

export const GET = generic(REST_GET(config))
export const POST = generic(REST_POST(config))
export const DELETE = generic(REST_DELETE(config))
export const PATCH = generic(REST_PATCH(config))
export const PUT = generic(REST_PUT(config))
export const OPTIONS = generic(REST_OPTIONS(config))

/**
 * Payload has no HEAD endpoints, so a HEAD for an image (link checkers, crawlers, caches checking
 * a file) answered 404. It is the GET's status and headers without the body.
 */
export const HEAD = async (request: Request, context: Parameters<typeof GET>[1]) => {
  const answer = await GET(new Request(request, { method: 'GET' }), context)
  await answer.body?.cancel()
  return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
}
