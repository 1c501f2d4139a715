import { ApiError } from '@/features/api/envelope'

/** Largest accepted enquiry body: a full form is well under 8 KB even in Chinese. */
export const MAX_BODY_BYTES = 16 * 1024

/** 415 unless the body is declared as JSON (`application/json`, any charset parameter). */
export function requireJson(headers: Headers): void {
  const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json') throw new ApiError(415, (m) => m.unsupportedType)
}

/** 403 unless the browser says the request comes from one of the site's own two origins. */
export function requireOrigin(headers: Headers, allowed: readonly string[]): void {
  const origin = headers.get('origin')?.trim().toLowerCase()
  if (!origin || !allowed.includes(origin)) throw new ApiError(403, (m) => m.forbiddenOrigin)
}

/**
 * Reads the body as text, at most `limit` bytes: a declared Content-Length over the limit is
 * refused before reading, and a chunked body is cut off as soon as it passes the limit (413).
 */
export async function readLimitedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, (m) => m.tooLarge)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new ApiError(413, (m) => m.tooLarge)
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

/** Parses a JSON object body (400 for malformed JSON or anything but an object). */
export function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ApiError(400, (m) => m.badJson)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, (m) => m.badBody)
  return value as Record<string, unknown>
}
