import { performance } from 'node:perf_hooks'
import type { JobsConfig, Payload } from 'payload'
import { actsAs } from '@/cms/access'
import type { Env } from '@/lib/env'
import { publishingAutoRun } from '@/features/publishing/schedule'
import { purgeExpiredEnquiriesTask } from '@/features/enquiry/retention'
import { sendStaffResetEmailTask } from '@/features/staff-auth/reset-mail'
import { mailServerCheck } from './reachability'
import { MAIL_QUEUE, sendEnquiryEmailTask } from '@/features/enquiry/mail-task'
import { postEnquiryChatAlertTask, postEnquiryChatReminderTask } from '@/features/enquiry/team-chat/tasks'

/** How often the in-process runner looks for due mail jobs. */
export const MAIL_RUNNER_INTERVAL_MS = 5000
/** Jobs per run, sent in parallel: at most this many SMTP connections at once. */
export const MAIL_RUNNER_LIMIT = 10
/** Runs back to back while a backlog lasts, at most this many per round (then the next round). */
export const MAIL_RUNNER_MAX_RUNS = 10
/**
 * Above this share of the main thread busy since the last round, a round makes one run only.
 * Mail is background work: a backlog drains while visitors leave the server room, not during a
 * burst of requests, which it would slow down. (It also keeps the at-least-once window small:
 * a crash between the mail server accepting a message and the enquiry being marked sent sends
 * it again, and under load that window is the event loop's delay.)
 */
export const MAIL_RUNNER_BUSY = 0.5

/**
 * The jobs queue. With JOBS_AUTORUN (the default) this server process runs the `mail` queue every
 * few seconds (startJobRunner); switch it off where another process runs it
 * (`payload jobs:run --queue mail`). The queue has no lease, so two runners may pick the same
 * job; several instances may still run it, because the mail task itself sends each enquiry at
 * most once (see ./task.ts).
 */
export function jobsConfig(e: Pick<Env, 'JOBS_AUTORUN'>): JobsConfig {
  return {
    // Enquiry e-mails, team-chat posts (features/enquiry/team-chat) and staff password-reset
    // e-mails (queue `mail`, features/staff-auth), and the enquiry retention purge (queue
    // `maintenance`, features/enquiry/retention.ts).
    tasks: [
      sendEnquiryEmailTask,
      sendStaffResetEmailTask,
      purgeExpiredEnquiriesTask,
      postEnquiryChatAlertTask,
      postEnquiryChatReminderTask,
    ],
    deleteJobOnComplete: false,
    // GET /cms-api/payload-jobs/run: admins only.
    access: { run: ({ req }) => actsAs(req.user, 'admin') },
    // Payload's cron runs the `default` queue (scheduled publishing, features/publishing). The mail
    // queue has its own runner below, which waits out a mail server outage.
    ...publishingAutoRun(e),
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

type Runner = Pick<Payload, 'jobs' | 'logger'>

/**
 * One round of the mail runner. Skipped while the mail server refuses connections: each failed
 * job cost Payload's runner about 25 ms of the main thread and used up a retry on the outage
 * (./reachability.ts); the jobs wait, queued. Otherwise jobs run 10 at a time, and again at once
 * while a run was full (up to `maxRuns`), so a backlog (after an outage or a crash) drains as
 * fast as the mail server takes it instead of 10 per round. Each run's jobs end sent or waiting
 * out their backoff, so the next run finds others. Returns the number of jobs run.
 */
export async function runMailRound(
  payload: Runner,
  mailServerUp: () => Promise<boolean>,
  maxRuns = MAIL_RUNNER_MAX_RUNS,
): Promise<number> {
  if (!(await mailServerUp())) return 0
  let total = 0
  for (let run = 0; run < maxRuns; run++) {
    const { jobStatus } = await payload.jobs.run({
      queue: MAIL_QUEUE,
      limit: MAIL_RUNNER_LIMIT,
      silent: { info: true },
    })
    const ran = Object.keys(jobStatus ?? {}).length
    total += ran
    if (ran < MAIL_RUNNER_LIMIT) break
  }
  return total
}

const started = new WeakSet<Payload>()

/** Resets stuck jobs, then starts the in-process mail runner (when JOBS_AUTORUN), once per Payload. */
export async function startJobRunner(
  payload: Payload,
  e: Pick<Env, 'JOBS_AUTORUN' | 'SMTP_URL'>,
): Promise<void> {
  if (!e.JOBS_AUTORUN || started.has(payload)) return
  started.add(payload)
  await resetStuckJobs(payload)
  const check = mailServerCheck(e.SMTP_URL)
  let running = false
  let since = performance.eventLoopUtilization()
  const round = async () => {
    if (running) return // the previous round is still sending
    running = true
    // How busy the main thread was between rounds: visitors' requests, not this runner's work.
    const busy = performance.eventLoopUtilization(since).utilization
    try {
      await runMailRound(
        payload,
        () => check(payload.logger),
        busy > MAIL_RUNNER_BUSY ? 1 : MAIL_RUNNER_MAX_RUNS,
      )
    } catch (error) {
      payload.logger.error({ err: error, msg: 'mail runner: a round failed' })
    } finally {
      running = false
      since = performance.eventLoopUtilization()
    }
  }
  setInterval(() => void round(), MAIL_RUNNER_INTERVAL_MS).unref()
}
