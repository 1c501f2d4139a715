import { z } from 'zod'
import type { Locale } from '@/i18n/routing'
import {
  optionalBool,
  optionalFlag,
  optionalInt,
  optionalLang,
  optionalProductType,
  productType,
} from '@/features/api/query'

/** Query parameters of GET /api/solutionplans and /api/productplans (spec sections 7 and 9). */
export const planListParams = z.object({
  pageNum: optionalInt(1, 100_000, 1),
  pageSize: optionalInt(1, 100, 10),
  order: z
    .enum(['', 'sort', 'createTime'])
    .optional()
    .transform((v) => (v ? v : 'sort')),
  desc: optionalBool(false),
  isRecommend: optionalFlag,
  lang: optionalLang,
})

/** GET /api/productDocType and /api/productVideoType: ordered by sort, the only order offered. */
export const typeListParams = z.object({
  order: z.enum(['', 'sort']).optional(),
  type: optionalProductType,
  lang: optionalLang,
})

export const productBriefParams = z.object({ type: productType, lang: optionalLang })

export const langOr = (lang: Locale | undefined, host: Locale): Locale => lang ?? host
