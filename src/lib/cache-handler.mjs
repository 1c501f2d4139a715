// The Next.js cache (ISR pages, route handlers, `unstable_cache` data and their tags) kept in Redis,
// so several instances share one cache and `revalidateTag`/`revalidatePath` on any instance (a CMS
// hook) invalidates the entry on all of them. next.config.ts selects this module only when
// REDIS_URL is set; otherwise Next's built-in per-process cache is used unchanged.
//
// Next.js imports this file by path at start, outside the app bundle, so it cannot use
// src/lib/env.ts: it reads the same two variables (validated there too, at the server's start).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

const url = process.env.REDIS_URL
const prefix = process.env.REDIS_KEY_PREFIX || 'site:'

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({
    url,
    // While Redis is away, commands fail at once (a cache miss: the page renders fresh) instead of waiting.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3000) },
  })
  client.on('error', (error) => console.warn(`cache: redis: ${error.message}`))
  try {
    await client.connect()
  } catch (error) {
    // Keep serving: the handler reports misses until the client's own reconnection succeeds.
    console.warn(`cache: redis unreachable at start (${error.message}); pages render uncached meanwhile`)
  }
  return {
    handlers: [
      createRedisHandler({
        client,
        // Entries hold the build's chunk names: a new build (a rollout) never reads an old one's pages.
        keyPrefix: `${prefix}next:${buildId ?? 'dev'}:`,
        timeoutMs: 1000,
      }),
    ],
  }
})

export default CacheHandler
