import type { JobsConfig } from 'payload'
import type { Env } from '@/lib/env'

/** The queue Payload's schedulePublish jobs go to. */
export const PUBLISH_QUEUE = 'default'

/**
 * Scheduled publishing is due to the minute: Payload's own job cron (`jobs.autoRun`, started by
 * `cms({ cron: true })` in instrumentation.ts) runs the queue every 15 s inside this process, with
 * no HTTP request. A run has no request, so the publish hooks purge the cached pages through the
 * process's page cache instead of `revalidateTag` (features/content/revalidate.ts): the item is on the
 * site the moment it is published. Off with JOBS_AUTORUN=0, where another process runs the queue.
 */
export function publishingAutoRun(
  e: Pick<Env, 'JOBS_AUTORUN'>,
): Pick<JobsConfig, 'autoRun' | 'shouldAutoRun'> {
  return {
    autoRun: [{ cron: '*/15 * * * * *', queue: PUBLISH_QUEUE, limit: 10, silent: { info: true } }],
    shouldAutoRun: () => e.JOBS_AUTORUN,
  }
}
