import { actsAs } from '@/cms/access'
import { ApiError, apiRoute, ok } from '@/features/api/envelope'
import { apiMessages } from '@/features/api/messages'
import { clientIp } from '@/lib/client-ip'
import { env, siteOrigin } from '@/lib/env'
import { cms } from '@/lib/payload'
import { configuredHosts } from '@/i18n/host'
import { enquiriesCsv } from './csv'
import { listFilter } from './export-filter'
import { parseJsonObject, readLimitedText, requireJson, requireOrigin } from './guards'
import { submitEnquiry } from './submit'

/** POST /api/demandEmail: the envelope plus `success` and `message` (spec section 7). */
export const demandEmailRoute = apiRoute(
  async (request, locale) => {
    requireJson(request.headers)
    requireOrigin(request.headers, [siteOrigin('zh'), siteOrigin('en')])
    const body = parseJsonObject(await readLimitedText(request))
    const e = env()
    const hosts = configuredHosts()
    const outcome = await submitEnquiry(await cms(), body, {
      locale,
      clientIp: clientIp(request.headers),
      userAgent: request.headers.get('user-agent'),
      host: request.headers.get('host'),
      siteHosts: [hosts.zh, hosts.en],
      limits: { perMinute: e.ENQUIRY_RATE_PER_MINUTE, perDay: e.ENQUIRY_RATE_PER_DAY },
    })
    return ok(
      locale,
      { id: outcome.id },
      {
        message: apiMessages[locale].enquirySent,
        extra: { success: true },
      },
    )
  },
  { success: false },
)

/**
 * GET /api/enquiries/export: the enquiries as CSV (all, or the list's filter: ./export-filter.ts), for
 * sales staff and admins only (403 otherwise).
 */
export const enquiriesExportRoute = apiRoute(async (request) => {
  const payload = await cms()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !actsAs(user, 'admin', 'sales')) throw new ApiError(403, (m) => m.forbidden)
  const csv = await enquiriesCsv(payload, user, listFilter(request, payload)).catch((error: unknown) => {
    // Payload refuses a filter on a field that does not exist (or the user may not query) with a 400.
    if ((error as { status?: number }).status === 400) throw new ApiError(400, (m) => m.badParam('where'))
    throw error
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
