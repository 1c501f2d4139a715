import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { apiRoute, cachePublic, fail, ok } from '@/features/api/envelope'
import { optionalInt, parseQuery } from '@/features/api/query'
import { checkQuery, maxQueryLength, siteSearch } from './query'

/** GET /api/search: q (required, at most 100 characters), size 1–10 (default 6), page ≥ 1. */
const searchParams = z.object({
  q: z.string().optional(),
  size: optionalInt(1, 10, 6),
  page: optionalInt(1, 1_000, 1),
})

/**
 * The header search box's endpoint: the top matches in the host's language as-you-type (the
 * last word also matches as a prefix). An empty or over-long query is a 400 with the message the
 * box shows. Just after a start, while the index is still being built, the matches found so far
 * with `complete: false` and a message saying more may follow.
 */
export const searchRoute = apiRoute(async (request, locale) => {
  const params = parseQuery(request, searchParams)
  const checked = checkQuery(params.q)
  if (!checked.ok) {
    const t = await getTranslations({ locale, namespace: 'search' })
    const message = checked.problem === 'tooLong' ? t('tooLong', { max: maxQueryLength }) : t('empty')
    return fail(locale, 400, message, { result: { problem: checked.problem } })
  }
  const found = await siteSearch(locale, checked.q, { page: params.page, size: params.size, asYouType: true })
  // Just after a start the index may still be filling: said in the message, never cached.
  if (!found.complete) {
    const t = await getTranslations({ locale, namespace: 'search' })
    return ok(locale, { q: checked.q, ...found }, { message: t('incomplete') })
  }
  return ok(locale, { q: checked.q, ...found }, { cache: cachePublic })
})
