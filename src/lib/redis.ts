import { createClient } from 'redis'
import { env } from './env'

/**
 * The process's one Redis connection (REDIS_URL), shared by the enquiry rate limit and the chat
 * app's token cache; null when Redis is not configured. (The page cache has its own connection:
 * Next.js loads src/lib/cache-handler.mjs outside the app bundle.) Connected lazily on first use;
 * the client reconnects by itself after an outage, and commands fail fast meanwhile instead of
 * queueing, so a Redis outage shows as an error, never as a hung request.
 */
function connectTo(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3000) },
  })
}

export type Redis = ReturnType<typeof connectTo>

type Holder = { client: Redis; ready: Promise<Redis> }
const globalKey = Symbol.for('site.redis')
const holder = globalThis as unknown as Record<symbol, Holder | undefined>

export function redis(): Promise<Redis> | null {
  const { REDIS_URL } = env()
  if (!REDIS_URL) return null
  let h = holder[globalKey]
  if (!h) {
    const client = connectTo(REDIS_URL)
    // Without a listener an 'error' event would crash the process; reconnection is automatic.
    client.on('error', (error: Error) => console.warn(`redis: ${error.message}`))
    h = { client, ready: client.connect().then(() => client) }
    // A failed first connect is retried on the next call instead of being remembered forever.
    h.ready.catch(() => {
      if (holder[globalKey] === h) holder[globalKey] = undefined
      void client.destroy()
    })
    holder[globalKey] = h
  }
  return h.ready
}

/** A key in the site's Redis namespace (REDIS_KEY_PREFIX), e.g. `site:enquiry:…`. */
export function redisKey(...parts: string[]): string {
  return env().REDIS_KEY_PREFIX + parts.join(':')
}
