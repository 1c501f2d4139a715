import { BProgress } from '@bprogress/core'
import { notify } from '@/components/Toaster/notify'

/**
 * The site's small HTTP client for its own API (spec section 7): base URL `/`, `Accept:
 * application/json`, the top progress bar while a call runs longer than 200 ms, and for list
 * calls a toast with the server's message when there is no answer or the status is not 0.
 */
export type ApiEnvelope<T> = { status: number; message: string; result: T | null } & Record<string, unknown>

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>
  body?: unknown
  signal?: AbortSignal
  /** Toast the server's message on failure (list calls do by default). */
  toastOnError?: boolean
}

const BASE_URL = '/'
const PROGRESS_DELAY_MS = 200

/** Fallback message when the server sent none (offline, proxy error page…), by page language. */
const noAnswer = () =>
  typeof document !== 'undefined' && document.documentElement.lang.startsWith('en')
    ? 'The server did not answer; please try again'
    : '服务器无响应，请稍后再试'

let running = 0
let progressTimer: ReturnType<typeof setTimeout> | undefined

function progressStart() {
  running += 1
  if (running === 1 && typeof window !== 'undefined') {
    progressTimer = setTimeout(() => BProgress.start(), PROGRESS_DELAY_MS)
  }
}

function progressDone() {
  running = Math.max(0, running - 1)
  if (running === 0 && typeof window !== 'undefined') {
    clearTimeout(progressTimer)
    if (BProgress.isStarted()) BProgress.done()
  }
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = BASE_URL + path.replace(/^\/+/, '')
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) params.set(k, String(v))
  const qs = params.toString()
  return qs ? `${url}?${qs}` : url
}

/** One call: resolves to the envelope, or null when no JSON answer came back. Never throws. */
export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T> | null> {
  progressStart()
  let envelope: ApiEnvelope<T> | null = null
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    })
    const data: unknown = await response.json().catch(() => null)
    if (data && typeof data === 'object' && 'status' in data) envelope = data as ApiEnvelope<T>
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return null
  } finally {
    progressDone()
  }
  if (options.toastOnError && (!envelope || envelope.status !== 0)) {
    notify('error', envelope?.message || noAnswer())
  }
  return envelope
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  /** A list call: the result, or null after toasting the server's message. */
  list: async <T>(path: string, options?: RequestOptions): Promise<T | null> => {
    const envelope = await apiRequest<T>('GET', path, { toastOnError: true, ...options })
    return envelope && envelope.status === 0 ? envelope.result : null
  },
}
