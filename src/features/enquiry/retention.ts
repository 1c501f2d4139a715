import type { Payload, TaskConfig } from 'payload'
import { env, type Env } from '@/lib/env'

/**
 * Enquiry retention: enquiries older than ENQUIRY_RETENTION_DAYS are deleted by a job.
 *
 * The purge is a Payload task on a queue of its own (`maintenance`), so each run is recorded in
 * payload-jobs with what it deleted, failures are retried, and an admin can run a queued purge at
 * once (GET /cms-api/payload-jobs/run?queue=maintenance). The process that runs the queues
 * (JOBS_AUTORUN) queues and runs one purge a minute after start and then once a day. Payload's
 * own `schedule` (cron) is not used: it adds a statistics global and leaves a job waiting for
 * the next cron time, for no gain over this timer. Deletions go through `payload.delete`, so
 * the collection's hooks run (they also drop the enquiry's mail jobs).
 */
export const RETENTION_QUEUE = 'maintenance'
export const RETENTION_TASK = 'purgeExpiredEnquiries'
/** Enquiries deleted per transaction: a large backlog never holds the database's writer for long. */
export const RETENTION_BATCH = 100
export const RETENTION_FIRST_RUN_MS = 60_000
export const RETENTION_INTERVAL_MS = 24 * 3_600_000

const DAY_MS = 86_400_000

/** The instant before which an enquiry has expired: `days` whole days of 24 h before `now`. */
export function retentionCutoff(now: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`retention must be a whole number of days, at least 1 (got ${days})`)
  }
  if (Number.isNaN(now.getTime())) throw new RangeError('retention: invalid current time')
  return new Date(now.getTime() - days * DAY_MS)
}

export type PurgeResult = { deleted: number; cutoff: string }

/** Deletes every enquiry created before the cut-off, in batches; returns how many went. */
export async function purgeExpiredEnquiries(
  payload: Payload,
  { days, now = new Date(), batch = RETENTION_BATCH }: { days: number; now?: Date; batch?: number },
): Promise<PurgeResult> {
  const cutoff = retentionCutoff(now, days).toISOString()
  let deleted = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'enquiries',
      where: { createdAt: { less_than: cutoff } },
      sort: 'createdAt',
      limit: batch,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    if (docs.length === 0) break
    // One transaction per batch (the delete operation opens it; hooks share it).
    const result = await payload.delete({
      collection: 'enquiries',
      where: { id: { in: docs.map((d) => d.id) } },
      depth: 0,
      overrideAccess: true,
    })
    if (result.errors.length > 0) {
      throw new Error(
        `retention: ${result.errors.length} enquiries could not be deleted: ${result.errors[0]?.message}`,
      )
    }
    deleted += result.docs.length
    if (docs.length < batch) break
  }
  if (deleted > 0) payload.logger.info(`retention: deleted ${deleted} enquiries created before ${cutoff}`)
  return { deleted, cutoff }
}

export const purgeExpiredEnquiriesTask: TaskConfig<{
  input: Record<string, never>
  output: PurgeResult
}> = {
  slug: RETENTION_TASK,
  label: 'Delete expired enquiries',
  outputSchema: [
    { name: 'deleted', type: 'number', required: true },
    { name: 'cutoff', type: 'text', required: true },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => ({
    output: await purgeExpiredEnquiries(req.payload, { days: env().ENQUIRY_RETENTION_DAYS }),
  }),
}

type QueueRunner = Pick<Payload, 'count' | 'jobs'>

/**
 * One retention round: queue a purge unless one is already waiting (queued, or backing off after
 * a failure), then run the maintenance queue.
 */
export async function runRetentionRound(payload: QueueRunner): Promise<void> {
  const waiting = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: RETENTION_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  if (waiting.totalDocs === 0) {
    await payload.jobs.queue({ task: RETENTION_TASK, queue: RETENTION_QUEUE, input: {} })
  }
  await payload.jobs.run({ queue: RETENTION_QUEUE, limit: 1, silent: { info: true } })
}

const started = new WeakSet<Payload>()

/** Starts the daily purge in the process that runs the queues (JOBS_AUTORUN), once per Payload. */
export function startRetentionRunner(payload: Payload, e: Pick<Env, 'JOBS_AUTORUN'>): void {
  if (!e.JOBS_AUTORUN || started.has(payload)) return
  started.add(payload)
  const round = () =>
    runRetentionRound(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'retention: a round failed' }),
    )
  // Not at once: the start (migrations, seed, first requests) comes first.
  setTimeout(() => void round(), RETENTION_FIRST_RUN_MS).unref()
  setInterval(() => void round(), RETENTION_INTERVAL_MS).unref()
}
