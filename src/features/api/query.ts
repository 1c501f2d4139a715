import { z } from 'zod'
import { isLocale, type Locale } from '@/i18n/routing'
import { ApiError } from './envelope'

/**
 * Query-string parsing for the public API: the first value of each parameter, validated with a
 * zod schema; any problem is a 400 naming the parameter in the host's language. Unknown
 * parameters (cache busters and the like) are ignored.
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = new URL(request.url).searchParams
  const raw: Record<string, string> = {}
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0] ?? 'query')
    throw new ApiError(400, (m) => m.badParam(name))
  }
  return parsed.data
}

const intString = (min: number, max: number) =>
  z.string().max(12).regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max))

/** Optional integer parameter; an empty value counts as absent. */
export const optionalInt = (min: number, max: number, fallback: number) =>
  z
    .union([z.literal(''), intString(min, max)])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v))

/** true/false/1/0 (any case); absent or empty means the fallback. */
export const optionalBool = (fallback: boolean) =>
  z
    .string()
    .max(5)
    .toLowerCase()
    .pipe(z.enum(['', 'true', 'false', '1', '0']))
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'))

/** Optional 0/1 filter: undefined when absent. */
export const optionalFlag = z
  .enum(['', '0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'))

/** `lang` parameter: zh or en; absent or empty means the host's language. */
export const optionalLang = z
  .string()
  .max(5)
  .toLowerCase()
  .pipe(z.enum(['', 'zh', 'en']))
  .optional()
  .transform((v): Locale | undefined => (v && isLocale(v) ? v : undefined))

/** Product types of the spec (GET /api/productBrief and the type filters), matched ignoring case. */
export const productTypes = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zDBM', 'zAIoT'] as const
export type ProductType = (typeof productTypes)[number]

export const productType = z
  .string()
  .max(20)
  .transform((v, ctx): ProductType => {
    const found = productTypes.find((t) => t.toLowerCase() === v.trim().toLowerCase())
    if (!found) {
      ctx.addIssue({ code: 'custom', message: 'unknown product type' })
      return z.NEVER
    }
    return found
  })

export const optionalProductType = z
  .union([z.literal(''), productType])
  .optional()
  .transform((v) => (v === '' ? undefined : v))
