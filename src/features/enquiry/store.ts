import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type Where,
} from 'payload'
import type { Enquiry } from '@/cms/payload-types'
import type { ContactInput, ContactLocale } from './schema'
import type { EnquirySource } from './source'

/**
 * The enquiry endpoint's database work, through Payload's local API.
 *
 * The enquiry and the job that e-mails it are written in one transaction: `payload.create` runs
 * with a request that carries the transaction, and the Enquiries collection's afterChange hook
 * queues the job (`payload.jobs.queue`) with that same request (src/features/enquiry/collection.ts),
 * so the job exists exactly when the enquiry does, and is queued once. On SQLite, Payload's
 * transactions need `transactionOptions` on the adapter (src/cms/db.ts); PostgreSQL has them by
 * default. If anything fails, nothing is stored and the visitor gets an error, never a false
 * success.
 */

/** A validated contact-form submission (the contact schema's output) and where it came from. */
export type NewEnquiry = ContactInput & {
  locale: ContactLocale
  clientIp: string | null
  userAgent: string | null
  source?: EnquirySource
}

/** Stores the enquiry and the job that e-mails it, atomically; returns the enquiry's id. */
export async function storeEnquiry(payload: Payload, enquiry: NewEnquiry, now = new Date()): Promise<number> {
  const req = await createLocalReq({}, payload)
  const own = await initTransaction(req)
  try {
    const doc = await payload.create({
      collection: 'enquiries',
      data: {
        ...enquiry,
        deliveryStatus: 'pending',
        deliveryAttempts: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    if (own) await commitTransaction(req)
    return Number(doc.id)
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/** The rate limit's key: one address, or every request whose address is unknown, together. */
const fromAddress = (ip: string | null): Where =>
  ip === null ? { clientIp: { exists: false } } : { clientIp: { equals: ip } }

/**
 * Enquiries stored from `ip` after `since` (clientIp and createdAt are indexed). An unknown
 * address (null) counts as one shared client.
 */
export async function countEnquiriesSince(
  payload: Payload,
  ip: string | null,
  since: number,
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'enquiries',
    where: { and: [fromAddress(ip), { createdAt: { greater_than: new Date(since).toISOString() } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/** An enquiry as its jobs read it (the server's own read), or null once it was deleted. */
export function readEnquiry(payload: Payload, id: number | string): Promise<Enquiry | null> {
  return payload.findByID({
    collection: 'enquiries',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}

/**
 * Writes what a job records on an enquiry (delivery, chat stamps), those columns only. The e-mail
 * and the team-chat jobs of one enquiry run at the same moment, and Payload's `update` writes back
 * every field as it read them: one job's record would undo the other's. Through the adapter's
 * `updateOne` only the given fields are written, and no hooks run (these fields are the server's
 * own, read-only for every role). `updatedAt: null` keeps the adapter from stamping the row: a
 * job's record is not an edit, and a moved `updatedAt` made Payload's edit view, open at a sales
 * person's desk, stop the next save with its "document modified" dialog.
 */
export async function recordOnEnquiry(
  payload: Payload,
  id: number | string,
  data: Partial<
    Pick<
      Enquiry,
      'deliveryStatus' | 'deliveryAttempts' | 'deliveredAt' | 'lastError' | 'alertedAt' | 'remindedAt'
    >
  >,
): Promise<void> {
  await payload.db.updateOne({
    collection: 'enquiries',
    id,
    data: { ...data, updatedAt: null },
    returning: false,
  })
}

/**
 * Records that the enquiry's e-mail was accepted by the mail server (or, without one, written to
 * the outbox), as the first thing after the acceptance (the mail task sends a recorded enquiry
 * never again).
 */
export async function recordDelivered(
  payload: Payload,
  id: number | string,
  attempts: number,
  status: 'sent' | 'outbox' = 'sent',
  now = new Date(),
): Promise<void> {
  await recordOnEnquiry(payload, id, {
    deliveryStatus: status,
    deliveryAttempts: attempts,
    deliveredAt: now.toISOString(),
    lastError: null,
  })
}
