import type { Payload, TaskConfig } from 'payload'
import { readEnquiry, recordDelivered, recordOnEnquiry } from './store'
import { composeEnquiryEmail, parseRecipients } from './email'
import { ENQUIRY_TASK, MAIL_QUEUE } from '@/features/mail/queue'
import { wentToOutbox } from '@/features/mail/transport'

/**
 * The job that e-mails one enquiry to the sales recipients of its site, exactly once.
 *
 * Payload's jobs queue has no lease: a job may be picked up again after a crash, or by two
 * runners. So the task is idempotent — the delivery is recorded on the enquiry and a sent
 * enquiry is never sent again — and concurrent runs are serialised per enquiry: in one process
 * by a map of runs in flight, across instances by a database lock (PostgreSQL).
 * Failures are retried by Payload with exponential backoff (30 s, 1 min, 2 min … about 2 h in
 * all); after the last attempt the enquiry is marked `failed` with the error, for staff to see.
 */
export { ENQUIRY_TASK, MAIL_QUEUE }
export const MAIL_RETRIES = 8
export const MAIL_BACKOFF_MS = 30_000

type Input = { enquiryId: number }
type Output = { outcome: string }

export const sendEnquiryEmailTask: TaskConfig<{ input: Input; output: Output }> = {
  slug: ENQUIRY_TASK,
  label: 'Send enquiry e-mail',
  inputSchema: [{ name: 'enquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS } },
  handler: async ({ input, req }) => ({
    output: { outcome: await deliverEnquiry(req.payload, input.enquiryId) },
  }),
}

const inFlight = new Map<string, Promise<string>>()

/** Sends the enquiry's e-mail unless it was sent already; throws when sending failed. */
export function deliverEnquiry(payload: Payload, id: number | string): Promise<string> {
  const key = String(id)
  const running = inFlight.get(key)
  // Another runner in this process is sending it: wait for its outcome instead of sending twice.
  if (running) return running.then(() => 'already-sent')
  const attempt = acrossInstances(payload, DELIVERY_LOCK_CLASS, id, () => deliverOnce(payload, id)).finally(
    () => inFlight.delete(key),
  )
  inFlight.set(key, attempt)
  return attempt
}

/** Namespace of the advisory locks taken per enquiry (any constant unique to this use). */
const DELIVERY_LOCK_CLASS = 0x6d61696c // "mail"

type LockClient = {
  connect(): Promise<unknown>
  query(sql: string, values?: unknown[]): Promise<unknown>
  end(): Promise<void>
}
type PostgresDb = {
  pg?: { Client: new (options: object) => LockClient }
  poolOptions?: { connectionString?: string }
}

/**
 * Several instances may run the queue, and two runners can claim the same job. On PostgreSQL
 * the check-send-record of one enquiry (or of one staff account's reset mail: `lockClass`) holds a transaction-scoped advisory lock, so a second
 * runner waits and then finds it sent. The lock is held on a connection of its own, outside
 * the adapter's pool: the work inside needs pool connections, and a pool filled with lock
 * holders would wait on itself. A runner that dies mid-send drops that connection and with it
 * the lock. (SQLite is one machine: the in-process guard above is enough.)
 */
export async function acrossInstances<T>(
  payload: Payload,
  lockClass: number,
  id: number | string,
  run: () => Promise<T>,
): Promise<T> {
  const db = payload.db as unknown as PostgresDb
  if (payload.db.name !== 'postgres' || !db.pg || !db.poolOptions?.connectionString) return run()
  const client = new db.pg.Client({ connectionString: db.poolOptions.connectionString })
  await client.connect()
  let ok = false
  try {
    await client.query('BEGIN')
    // Longer than one SMTP attempt; a runner kept waiting longer gives up and the job is retried later.
    await client.query("SET LOCAL lock_timeout = '120s'")
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [lockClass, Number(id)])
    const result = await run()
    ok = true
    return result
  } finally {
    await client.query(ok ? 'COMMIT' : 'ROLLBACK').catch(() => undefined)
    await client.end().catch(() => undefined)
  }
}

async function deliverOnce(payload: Payload, id: number | string): Promise<string> {
  const enquiry = await readEnquiry(payload, id)
  if (!enquiry) return 'missing'
  if (enquiry.deliveryStatus === 'sent' || enquiry.deliveryStatus === 'outbox') return 'already-sent'
  const attempts = (enquiry.deliveryAttempts ?? 0) + 1
  // Written outside the job's request, so they are kept when the task throws.
  const record = (data: Parameters<typeof recordOnEnquiry>[2]) => recordOnEnquiry(payload, id, data)
  let info: unknown
  try {
    const recipients = await recipientsFor(payload, enquiry.locale)
    if (recipients.length === 0) {
      throw new Error(`No enquiry recipients are configured for the ${enquiry.locale} site (Site settings)`)
    }
    info = await payload.sendEmail(composeEnquiryEmail(enquiry, recipients))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await record({
      deliveryAttempts: attempts,
      lastError: message.slice(0, 500),
      deliveryStatus: attempts > MAIL_RETRIES ? 'failed' : 'pending',
    })
    payload.logger.warn(`enquiry ${String(id)}: e-mail attempt ${attempts} failed: ${message}`)
    throw error
  }
  // At once: a crash before this line sends the e-mail again on retry.
  const status = wentToOutbox(info) ? 'outbox' : 'sent'
  await recordDelivered(payload, id, attempts, status)
  return status
}

/** The site's recipients (Site settings), falling back to that language's sales e-mail (Footer). */
async function recipientsFor(payload: Payload, locale: 'zh' | 'en'): Promise<string[]> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    locale,
    fallbackLocale: false,
    overrideAccess: true,
    depth: 0,
  })
  const configured = parseRecipients(settings.enquiryRecipients?.[locale])
  if (configured.length > 0) return configured
  // The sales e-mail is the footer's contact value.
  const footer = await payload.findGlobal({
    slug: 'footer',
    locale,
    fallbackLocale: false,
    overrideAccess: true,
    depth: 0,
  })
  return parseRecipients(footer.contact?.email)
}
