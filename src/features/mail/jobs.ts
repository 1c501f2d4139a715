import type { JobsConfig, Payload } from 'payload'
import type { Env } from '@/lib/env'
import { MAIL_QUEUE, sendEnquiryEmailTask } from './task'

/** How often the in-process runner looks for due mail jobs (croner syntax, with seconds). */
export const MAIL_RUNNER_CRON = '*/5 * * * * *'

const started = new WeakSet<Payload>()

/**
 * The jobs queue. With JOBS_AUTORUN (the default) this server process runs the `mail` queue every
 * few seconds; switch it off where another process runs it (`payload jobs:run --queue mail`, or
 * one dedicated instance with JOBS_AUTORUN=true). Exactly one runner per database: the queue has
 * no lease.
 */
export function jobsConfig(e: Pick<Env, 'JOBS_AUTORUN'>): JobsConfig {
  return {
    tasks: [sendEnquiryEmailTask],
    deleteJobOnComplete: false,
    // The runner starts once per Payload instance, from onInit after stuck jobs are reset
    // (startJobRunner); later calls (the admin's getPayload with cron) get no second runner.
    autoRun: (payload) => {
      if (!e.JOBS_AUTORUN || started.has(payload)) return []
      started.add(payload)
      return [{ cron: MAIL_RUNNER_CRON, queue: MAIL_QUEUE, limit: 10, silent: { info: true } }]
    },
  }
}

/**
 * Jobs left `processing` by a process that died mid-job would never run again: release them.
 * Called at start only by the process that runs the queue.
 */
export async function resetStuckJobs(payload: Payload): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { completedAt: { exists: false } }] },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length)
    payload.logger.warn(`jobs: released ${docs.length} job(s) left processing by a stopped process`)
  return docs.length
}

/** Resets stuck jobs, then starts the in-process runner (when JOBS_AUTORUN). */
export async function startJobRunner(payload: Payload, e: Pick<Env, 'JOBS_AUTORUN'>): Promise<void> {
  if (!e.JOBS_AUTORUN) return
  await resetStuckJobs(payload)
  await payload._initializeCrons()
}
