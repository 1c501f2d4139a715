import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { inPreview } from '@/features/preview/scope'
import { previewSession } from '@/features/preview/session'

/**
 * Time-based safety net: a purge lost on the way (an instance without the shared cache, a hook
 * outside a request) still shows within five minutes, like the pages' own `revalidate`.
 */
const SAFETY_NET_SECONDS = 300

const outsideNext = (error: unknown) =>
  error instanceof Error && error.message.includes('incrementalCache missing')

/**
 * A visitor read kept in Next's data cache under the tags of what it reads (cache-tags.ts), so
 * a CMS hook can purge exactly the pages that show a changed document. The cached page inherits
 * the tags of every read it made. Results go through JSON (Payload's documents already do).
 * Within one request the read runs once (React `cache`). Outside Next (scripts, integration
 * tests) there is no cache and the read simply runs. A staff live preview reads drafts and
 * bypasses the cache both ways: drafts never enter it, cached copies never hide a draft.
 *
 * Why `unstable_cache` and not `'use cache'` + `cacheTag` (issue 55): those entries live in
 * `cacheHandlers`, which the shared Redis cache (src/lib/cache-handler.mjs, `cacheHandler`) does
 * not cover, so instances would stop sharing reads and purges; `cacheTag` throws outside Next
 * (integration tests, scripts); and the preview check reads cookies, which a cached function may
 * not. This wrapper holds exactly those three concerns, so the reads do not repeat them.
 */
export function cachedRead<F extends (...args: never[]) => Promise<unknown>>(
  name: string,
  tags: (...args: Parameters<F>) => string[],
  read: F,
): F {
  const cached = cache(async (...args: Parameters<F>) => {
    const preview = await previewSession()
    if (preview) return inPreview(preview.user, () => read(...args))
    const run = unstable_cache(() => read(...args), ['content', name, JSON.stringify(args)], {
      tags: tags(...args),
      revalidate: SAFETY_NET_SECONDS,
    })
    try {
      return await run()
    } catch (error) {
      if (outsideNext(error)) return read(...args)
      throw error
    }
  })
  return cached as unknown as F
}
