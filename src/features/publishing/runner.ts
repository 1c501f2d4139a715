import { env } from '@/lib/env'
import { INTERNAL_TOKEN_HEADER, internalToken } from '@/lib/internal-token'

/** Scheduled publishing is due to the minute; a check every 15 s keeps the delay small. */
export const PUBLISH_RUNNER_INTERVAL_MS = 15_000

/** The queue Payload's schedulePublish jobs go to. */
export const PUBLISH_QUEUE = 'default'

export type PublishRunnerOptions = {
  /** The server's own origin on loopback, e.g. http://127.0.0.1:3000. */
  origin: string
  secret: string
  fetch?: typeof fetch
  log?: (message: string, error?: unknown) => void
}

/**
 * Runs due scheduled publications through an HTTP request to this same server
 * (GET /cms-api/payload-jobs/run?queue=default), not from a timer inside the process: only inside a
 * request can the publish hooks purge the cached pages (Next's revalidateTag needs the request's
 * store and throws elsewhere), so a scheduled news item is on the site the moment it is published,
 * not when the page cache expires. One run at a time; a failed call is logged and retried at the
 * next tick.
 */
export function startPublishRunner(options: PublishRunnerOptions): () => void {
  const doFetch = options.fetch ?? fetch
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''))
  let running = false

  const tick = async () => {
    if (running) return
    running = true
    try {
      const response = await doFetch(
        `${options.origin}/cms-api/payload-jobs/run?queue=${PUBLISH_QUEUE}&limit=10&silent=true`,
        {
          headers: { [INTERNAL_TOKEN_HEADER]: internalToken(options.secret, 'jobs-run') },
          cache: 'no-store',
          signal: AbortSignal.timeout(120_000),
        },
      )
      if (!response.ok) log(`publishing: the job run answered HTTP ${response.status}`)
    } catch (error) {
      log('publishing: could not run scheduled publications', error)
    } finally {
      running = false
    }
  }

  const timer = setInterval(() => void tick(), PUBLISH_RUNNER_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Started once by the Next server (instrumentation.ts), the only process that answers HTTP, when
 * it runs the queues (JOBS_AUTORUN).
 */
export function startServerPublishRunner(): void {
  const e = env()
  if (!e.JOBS_AUTORUN) return
  startPublishRunner({ origin: `http://127.0.0.1:${e.PORT}`, secret: e.PAYLOAD_SECRET })
}
