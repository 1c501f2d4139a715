import type { JobsConfig, Payload } from 'payload'
import { hasRole } from '@/cms/access'
import type { Env } from '@/lib/env'
import { INTERNAL_TOKEN_HEADER, isValidInternalToken } from '@/lib/internal-token'
import { mailServerCheck } from './reachability'
import { MAIL_QUEUE, sendEnquiryEmailTask } from './task'

/** How often the in-process runner looks for due mail jobs (croner syntax, with seconds). */
export const MAIL_RUNNER_CRON = '*/5 * * * * *'

const started = new WeakSet<Payload>()

/**
 * The jobs queue. With JOBS_AUTORUN (the default) this server process runs the `mail` queue every
 * few seconds; switch it off where another process runs it (`payload jobs:run --queue mail`).
 * The queue has no lease, so two runners may pick the same job; several instances may still run
 * it, because the mail task itself sends each enquiry at most once (see ./task.ts).
 */
export function jobsConfig(e: Pick<Env, 'JOBS_AUTORUN' | 'PAYLOAD_SECRET' | 'SMTP_URL'>): JobsConfig {
  const mailServerUp = mailServerCheck(e.SMTP_URL)
  return {
    tasks: [sendEnquiryEmailTask],
    deleteJobOnComplete: false,
    // GET /cms-api/payload-jobs/run: admins, and this server's own scheduled-publishing runner
    // (features/publishing/runner.ts), which calls it with an internal credential.
    access: {
      run: ({ req }) =>
        hasRole(req.user, 'admin') ||
        isValidInternalToken(req.headers.get(INTERNAL_TOKEN_HEADER), e.PAYLOAD_SECRET, 'jobs-run'),
    },
    // The runner starts once per Payload instance, from onInit after stuck jobs are reset
    // (startJobRunner); later calls (the admin's getPayload with cron) get no second runner.
    autoRun: (payload) => {
      if (!e.JOBS_AUTORUN || started.has(payload)) return []
      started.add(payload)
      // Scheduled publishing (the `default` queue) is not run here but through an HTTP request,
      // so its hooks can purge cached pages: features/publishing/runner.ts.
      return [{ cron: MAIL_RUNNER_CRON, queue: MAIL_QUEUE, limit: 10, silent: { info: true } }]
    },
    // Asked before each round of the runner above (the only autoRun queue): while the mail server
    // refuses connections the round is skipped and the jobs wait, queued (./reachability.ts).
    // `payload jobs:run` and direct `payload.jobs.run` calls are not gated.
    shouldAutoRun: (payload) => mailServerUp(payload.logger),
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
