import type { Payload } from 'payload'
import type { ContactInput, ContactLocale } from '@/features/contact/schema'
import { ENQUIRY_TASK, MAIL_QUEUE } from '@/features/mail/queue'

/**
 * The enquiry endpoint's two database touches, written as plain SQL on the adapter's own
 * connection instead of through Payload's `create` (docs/performance.md, "Enquiry POST").
 *
 * Payload's create validated and re-read both rows and, on SQLite, wrote the enquiry and its mail
 * job as two separate commits (the SQLite adapter has no transactions unless configured, and the
 * configured ones open a fresh connection per transaction): about 7 ms of the single main thread
 * per enquiry, and a crash between the commits left an enquiry without its job. Here the enquiry
 * and its job are one atomic write: one `BEGIN IMMEDIATE … COMMIT` batch on SQLite (executed
 * synchronously, so nothing interleaves), one statement on PostgreSQL. The input was validated by
 * the contact schema before; the columns are the migrations' (src/cms/migrations).
 *
 * What the Enquiries collection's afterChange hook does for enquiries created through Payload
 * (queue the job) is done here in the same write; the hook stays for those other paths.
 */
/** A validated contact-form submission (the contact schema's output) and where it came from. */
export type NewEnquiry = ContactInput & {
  locale: ContactLocale
  clientIp: string | null
  userAgent: string | null
}

type SqlArg = string | number | null
type LibsqlClient = {
  batch(
    stmts: { sql: string; args: SqlArg[] }[],
    mode: 'write',
  ): Promise<{ rows: Record<string, unknown>[] }[]>
  execute(stmt: { sql: string; args: SqlArg[] }): Promise<{ rows: Record<string, unknown>[] }>
}
type PgPool = { query(sql: string, values: SqlArg[]): Promise<{ rows: Record<string, unknown>[] }> }

function libsql(payload: Payload): LibsqlClient | null {
  const db = payload.db as unknown as { client?: LibsqlClient }
  return payload.db.name === 'sqlite' && db.client ? db.client : null
}

function pgPool(payload: Payload): PgPool {
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (payload.db.name !== 'postgres' || !pool)
    throw new Error(`enquiry store: unsupported database ${payload.db.name}`)
  return pool
}

const enquiryColumns =
  'username, phone, email, company, product, description, locale, client_ip, user_agent, delivery_status, delivery_attempts, handled, updated_at, created_at'

function enquiryArgs(e: NewEnquiry, now: string): SqlArg[] {
  return [
    e.username,
    e.phone,
    e.email,
    e.company,
    e.product,
    e.description,
    e.locale,
    e.clientIp,
    e.userAgent,
    'pending',
    0, // delivery attempts
    0, // handled: false (PostgreSQL reads '0' as false)
    now,
    now,
  ]
}

/** Stores the enquiry and the job that e-mails it, atomically; returns the enquiry's id. */
export async function storeEnquiry(payload: Payload, enquiry: NewEnquiry, now = new Date()): Promise<number> {
  const at = now.toISOString()
  const sqlite = libsql(payload)
  if (sqlite) {
    const [inserted] = await sqlite.batch(
      [
        {
          sql: `INSERT INTO enquiries (${enquiryColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          args: enquiryArgs(enquiry, at),
        },
        {
          // The same connection inside the same transaction: last_insert_rowid() is this enquiry.
          sql: `INSERT INTO payload_jobs (input, task_slug, queue, total_tried, has_error, processing, updated_at, created_at)
                VALUES (json_object('enquiryId', last_insert_rowid()), ?, ?, 0, 0, 0, ?, ?)`,
          args: [ENQUIRY_TASK, MAIL_QUEUE, at, at],
        },
      ],
      'write',
    )
    return Number(inserted.rows[0].id)
  }
  // One statement, so one implicit transaction: the job exists exactly when the enquiry does.
  const params = enquiryArgs(enquiry, at)
  const { rows } = await pgPool(payload).query(
    `WITH e AS (
       INSERT INTO enquiries (${enquiryColumns})
       VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id
     )
     INSERT INTO payload_jobs (input, task_slug, queue, total_tried, has_error, processing, updated_at, created_at)
     SELECT jsonb_build_object('enquiryId', e.id), $15, $16, 0, false, false, $13, $14 FROM e
     RETURNING (input->>'enquiryId')::int AS id`,
    [...params, ENQUIRY_TASK, MAIL_QUEUE],
  )
  return Number(rows[0].id)
}

/**
 * Enquiries stored from `ip` in the last minute and the last day, in one indexed query
 * (clientIp is indexed). An unknown address (null) counts as one shared client.
 */
export async function countRecentEnquiries(
  payload: Payload,
  ip: string | null,
  now = Date.now(),
): Promise<{ minute: number; day: number }> {
  const minuteAgo = new Date(now - 60_000).toISOString()
  const dayAgo = new Date(now - 86_400_000).toISOString()
  const sqlite = libsql(payload)
  if (sqlite) {
    const byIp = ip === null ? 'client_ip IS NULL' : 'client_ip = ?'
    const { rows } = await sqlite.execute({
      sql: `SELECT count(*) AS day, coalesce(sum(created_at > ?), 0) AS minute FROM enquiries WHERE ${byIp} AND created_at > ?`,
      args: ip === null ? [minuteAgo, dayAgo] : [minuteAgo, ip, dayAgo],
    })
    return { minute: Number(rows[0].minute), day: Number(rows[0].day) }
  }
  const byIp = ip === null ? 'client_ip IS NULL' : 'client_ip = $3'
  const { rows } = await pgPool(payload).query(
    `SELECT count(*) AS day, count(*) FILTER (WHERE created_at > $1) AS minute
       FROM enquiries WHERE ${byIp} AND created_at > $2`,
    ip === null ? [minuteAgo, dayAgo] : [minuteAgo, dayAgo, ip],
  )
  return { minute: Number(rows[0].minute), day: Number(rows[0].day) }
}

/**
 * Records that the enquiry's e-mail was accepted by the mail server, as the first thing after
 * the acceptance. Through Payload's update this took tens of milliseconds under load (its reads
 * yield to other requests), and a crash inside that window sent the e-mail again after the
 * restart: 7 of 2 777 in the crash scenario once the runner sent backlogs back to back. One
 * UPDATE here: on SQLite it runs in the same turn as the acceptance callback.
 */
export async function recordDelivered(
  payload: Payload,
  id: number | string,
  attempts: number,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString()
  const sqlite = libsql(payload)
  const set = `delivery_status = 'sent', delivery_attempts = ?, delivered_at = ?, last_error = NULL, updated_at = ?`
  if (sqlite) {
    await sqlite.execute({
      sql: `UPDATE enquiries SET ${set} WHERE id = ?`,
      args: [attempts, at, at, Number(id)],
    })
    return
  }
  let n = 0
  await pgPool(payload).query(`UPDATE enquiries SET ${set.replace(/\?/g, () => `$${++n}`)} WHERE id = $4`, [
    attempts,
    at,
    at,
    Number(id),
  ])
}
