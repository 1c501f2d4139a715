import { isDatabaseUnavailable } from '@/features/availability/database-errors'
import { localeForHost } from '@/i18n/host'
import type { Locale } from '@/i18n/routing'
import { apiMessages, type ApiMessages } from './messages'

/**
 * The one answer shape of every /api endpoint (spec section 7): `status` 0 on success, otherwise
 * the HTTP status code with a message in the request host's language.
 */
type Envelope<T> = { status: number; message: string; result: T | null }

/** An expected failure: answered as a 4xx envelope, never logged as a fault. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly pick: (m: ApiMessages) => string,
    readonly result: unknown = null,
  ) {
    super(`API error ${httpStatus}`)
  }
}

/** The locale whose language the answer speaks: the host's, Chinese for unknown hosts. */
export function requestLocale(headers: Headers): Locale {
  return localeForHost(headers.get('host')) ?? 'zh'
}

/** Public GET answers may be cached briefly by a CDN; everything else never. */
export const cachePublic = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const cacheNever = 'no-store'

export function ok<T>(
  locale: Locale,
  result: T,
  opts: { cache?: string; extra?: Record<string, unknown>; message?: string } = {},
): Response {
  const body: Envelope<unknown> = {
    status: 0,
    message: opts.message ?? apiMessages[locale].ok,
    result,
    ...opts.extra,
  }
  return Response.json(body, {
    status: 200,
    headers: { 'Cache-Control': opts.cache ?? cacheNever, Vary: 'Host' },
  })
}

export function fail(
  locale: Locale,
  httpStatus: number,
  message: string,
  opts: { result?: unknown; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Response {
  const body: Envelope<unknown> = { status: httpStatus, message, result: opts.result ?? null, ...opts.extra }
  return Response.json(body, {
    status: httpStatus,
    headers: { 'Cache-Control': cacheNever, Vary: 'Host', ...opts.headers },
  })
}

type Handler = (request: Request, locale: Locale) => Promise<Response>

/**
 * Wraps a route handler: expected failures (ApiError) become 4xx envelopes, anything else is a
 * real fault, logged and answered 500 without internals. `extra` adds fields to error answers
 * (POST /api/demandEmail also answers `success: false`).
 */
export function apiRoute(handler: Handler, extraOnError?: Record<string, unknown>) {
  return async (request: Request): Promise<Response> => {
    const locale = requestLocale(request.headers)
    try {
      return await handler(request, locale)
    } catch (error) {
      if (error instanceof ApiError) {
        return fail(locale, error.httpStatus, error.pick(apiMessages[locale]), {
          result: error.result,
          extra: extraOnError,
          headers: error.httpStatus === 429 ? { 'Retry-After': '60' } : undefined,
        })
      }
      console.error(`API ${request.method} ${new URL(request.url).pathname} failed`, error)
      // The database being unreachable is an outage, not a bug: 503, and the client may retry.
      if (isDatabaseUnavailable(error)) {
        return fail(locale, 503, apiMessages[locale].unavailable, {
          extra: extraOnError,
          headers: { 'Retry-After': '30' },
        })
      }
      return fail(locale, 500, apiMessages[locale].internal, { extra: extraOnError })
    }
  }
}

type RouteHandler = (request: Request) => Promise<Response>

/** A handler for the methods an endpoint does not support: 405 with the envelope. */
export function methodNotAllowed(allow: string, extraOnError?: Record<string, unknown>) {
  return async (request: Request): Promise<Response> => {
    const locale = requestLocale(request.headers)
    return fail(locale, 405, apiMessages[locale].methodNotAllowed, {
      extra: extraOnError,
      headers: { Allow: allow },
    })
  }
}

/**
 * The five method exports of an endpoint that takes one method: `handler` for it, the 405
 * envelope for the other four (Next answers HEAD with GET and OPTIONS by itself). A route file
 * re-exports them: `export const { GET, POST, PUT, PATCH, DELETE } = oneMethod('GET', handler)`.
 */
export function oneMethod(
  method: 'GET' | 'POST',
  handler: RouteHandler,
  extraOnError?: Record<string, unknown>,
): Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', RouteHandler> {
  const refuse = methodNotAllowed(method, extraOnError)
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, [method]: handler }
}
