import { apiMessages } from '@/features/api/messages'
import type { Locale } from '@/i18n/routing'

/**
 * The methods a visitor page takes. The pages hold no forms or server actions of their own (the
 * enquiry goes to /api/demandEmail), so a page is only ever read.
 */
export const PAGE_METHODS = ['GET', 'HEAD'] as const

/**
 * The answer to any other method on a visitor page, or null for GET and HEAD. Left to Next, a
 * POST, PUT, PATCH or DELETE got the page itself with a 200 and OPTIONS an empty 400: OPTIONS now
 * says which methods there are, and the rest get a 405 in the host's language.
 */
export function pageMethodAnswer(method: string, locale: Locale): Response | null {
  if ((PAGE_METHODS as readonly string[]).includes(method)) return null
  const headers = { Allow: PAGE_METHODS.join(', '), 'Cache-Control': 'no-store' }
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers })
  return new Response(apiMessages[locale].methodNotAllowed, {
    status: 405,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
