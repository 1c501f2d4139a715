import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  countEnquiriesSince,
  recordDelivered,
  recordOnEnquiry,
  storeEnquiry,
  type NewEnquiry,
} from '@/features/enquiry/store'
import { deliverEnquiry } from '@/features/enquiry/mail-task'

/**
 * The enquiry endpoint stores through Payload's API in one transaction
 * (src/features/enquiry/store.ts): the job must exist exactly when the enquiry does, once, the
 * rate limit must count them, and concurrent writers must wait for each other instead of failing.
 * On both adapters.
 */
let payload: Payload

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  const { payloadForTests } = await import('./helpers')
  payload = await payloadForTests()
})

const enquiry = (over: Partial<NewEnquiry> = {}): NewEnquiry => ({
  username: '王小明',
  phone: '13800000000',
  email: 'store@example.com',
  company: 'Store Test Ltd',
  product: 'MogDB',
  description: '需要一套高可用方案',
  locale: 'zh',
  clientIp: '203.0.113.7',
  userAgent: 'Vitest',
  ...over,
})

/** Runs raw SQL on the adapter's own connection (SQLite client or PostgreSQL pool). */
async function rawSql(sql: string): Promise<void> {
  const db = payload.db as unknown as {
    client?: { execute(sql: string): Promise<unknown> }
    pool?: { query(sql: string): Promise<unknown> }
  }
  if (payload.db.name === 'sqlite') await db.client!.execute(sql)
  else await db.pool!.query(sql)
}

describe('enquiry store', () => {
  it("writes a job's record alone: the e-mail's and the chat's records, made at the same moment, keep each other and the follow-up", async () => {
    const id = await storeEnquiry(payload, enquiry({ company: 'Records Ltd' }))
    await payload.update({
      collection: 'enquiries',
      id,
      data: { status: 'contacted', notes: [{ body: 'Called back' }] },
      overrideAccess: true,
    })
    // Both at once, as the two jobs run: with Payload's `update` (every field written back as
    // read) one record undid the other on PostgreSQL (the scale-out proof's "100 mailed" failed).
    await Promise.all([
      recordDelivered(payload, id, 1),
      recordOnEnquiry(payload, id, { alertedAt: new Date().toISOString() }),
    ])
    const doc = await payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
    expect(doc.deliveryStatus).toBe('sent')
    expect(doc.alertedAt).toBeTruthy()
    expect(doc.status).toBe('contacted')
    expect(doc.notes?.map((n) => n.body)).toEqual(['Called back'])
    expect(doc.company).toBe('Records Ltd')
  })

  it('stores the enquiry as Payload reads it, with one pending mail job for it', async () => {
    const before = Date.now()
    const id = await storeEnquiry(payload, enquiry({ company: 'Readback Ltd' }))
    const doc = await payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({
      username: '王小明',
      company: 'Readback Ltd',
      product: 'MogDB',
      locale: 'zh',
      clientIp: '203.0.113.7',
      userAgent: 'Vitest',
      deliveryStatus: 'pending',
      deliveryAttempts: 0,
      status: 'new',
    })
    expect(new Date(doc.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.enquiryId': { equals: id } },
      overrideAccess: true,
    })
    expect(jobs.totalDocs).toBe(1)
    expect(jobs.docs[0]).toMatchObject({
      taskSlug: 'sendEnquiryEmail',
      queue: 'mail',
      input: { enquiryId: id },
      processing: false,
      hasError: false,
      totalTried: 0,
    })
    expect(jobs.docs[0].completedAt ?? null).toBeNull()
  })

  it('stores nothing when the job cannot be stored (one transaction)', async () => {
    const company = 'Atomic Failure Ltd'
    if (payload.db.name === 'sqlite') {
      await rawSql(
        // A table trigger, not a TEMP one: the transaction runs on a connection of its own.
        `CREATE TRIGGER refuse_job BEFORE INSERT ON payload_jobs BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      )
    } else {
      await rawSql(
        `CREATE OR REPLACE FUNCTION refuse_job() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql;
         CREATE TRIGGER refuse_job BEFORE INSERT ON payload_jobs FOR EACH ROW EXECUTE FUNCTION refuse_job();`,
      )
    }
    try {
      const failure = await storeEnquiry(payload, enquiry({ company })).then(
        () => null,
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      )
      // The database's refusal (wrapped by the query builder on SQLite), not another failure.
      expect(failure).toMatch(/refused/)
    } finally {
      if (payload.db.name === 'sqlite') await rawSql('DROP TRIGGER refuse_job')
      else await rawSql('DROP TRIGGER refuse_job ON payload_jobs; DROP FUNCTION refuse_job();')
    }
    const stored = await payload.count({
      collection: 'enquiries',
      where: { company: { equals: company } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('counts one address’s enquiries in the last minute and day, unknown addresses together', async () => {
    const ip = '203.0.113.99'
    const now = Date.now()
    await storeEnquiry(payload, enquiry({ clientIp: ip }), new Date(now - 2 * 3_600_000))
    await storeEnquiry(payload, enquiry({ clientIp: ip }), new Date(now - 1000))
    await storeEnquiry(payload, enquiry({ clientIp: ip }), new Date(now - 2 * 86_400_000))
    const recent = async (address: string | null) => ({
      minute: await countEnquiriesSince(payload, address, now - 60_000),
      day: await countEnquiriesSince(payload, address, now - 86_400_000),
    })
    expect(await recent(ip)).toEqual({ minute: 1, day: 2 })
    expect(await recent('203.0.113.100')).toEqual({ minute: 0, day: 0 })
    const unknownBefore = await recent(null)
    await storeEnquiry(payload, enquiry({ clientIp: null }), new Date(now - 1000))
    expect(await recent(null)).toEqual({
      minute: unknownBefore.minute + 1,
      day: unknownBefore.day + 1,
    })
  })

  it('stores concurrent enquiries, each with exactly one job, while other writes run', async () => {
    const company = 'Concurrent Ltd'
    const n = 40
    // Writes of another kind at the same time: the mail task's delivered mark on an older enquiry.
    const older = await storeEnquiry(payload, enquiry({ company: 'Concurrent Older Ltd' }))
    const results = await Promise.allSettled([
      ...Array.from({ length: n }, (_, i) =>
        storeEnquiry(payload, enquiry({ company, clientIp: `198.51.100.${i}` })),
      ),
      ...Array.from({ length: 10 }, (_, i) => recordDelivered(payload, older, i + 1)),
    ])
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    const ids = results.slice(0, n).map((r) => (r as PromiseFulfilledResult<number>).value)
    expect(new Set(ids).size).toBe(n)
    const stored = await payload.count({
      collection: 'enquiries',
      where: { company: { equals: company } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(n)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.enquiryId': { in: ids } },
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(jobs.docs.map((j) => (j.input as { enquiryId: number }).enquiryId).sort()).toEqual([...ids].sort())
    const delivered = await payload.findByID({ collection: 'enquiries', id: older, overrideAccess: true })
    expect(delivered.deliveryStatus).toBe('sent')
  })

  it("leaves the enquiry's updatedAt alone when a job records on it, so an edit view opened before stays current", async () => {
    const id = await storeEnquiry(
      payload,
      enquiry({ company: 'Unmoved Ltd' }),
      new Date('2026-11-20T08:00:00.000Z'),
    )
    const before = await payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
    await recordOnEnquiry(payload, id, { deliveryStatus: 'pending', deliveryAttempts: 1, lastError: 'down' })
    await recordDelivered(payload, id, 2)
    await recordOnEnquiry(payload, id, { alertedAt: new Date().toISOString() })
    const after = await payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
    expect(after.deliveryStatus).toBe('sent')
    expect(after.alertedAt).toBeTruthy()
    expect(after.updatedAt).toBe(before.updatedAt)
    // A staff edit still moves it (the stale-data check compares exactly this field).
    const edited = await payload.update({
      collection: 'enquiries',
      id,
      data: { status: 'contacted' },
      overrideAccess: true,
    })
    expect(edited.updatedAt).not.toBe(before.updatedAt)
  })

  it('records a delivery through Payload, readable as sent with its attempt count', async () => {
    const id = await storeEnquiry(payload, enquiry({ company: 'Delivered Ltd' }))
    const at = new Date('2026-11-23T10:00:00.000Z')
    await recordDelivered(payload, id, 2, 'sent', at)
    const doc = await payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 2, deliveredAt: at.toISOString() })
    expect(doc.lastError ?? null).toBeNull()
  })

  it('records mail written to the outbox (no SMTP_URL) as such, on both adapters', async () => {
    const id = await storeEnquiry(payload, enquiry({ company: 'Outbox Ltd' }))
    await recordDelivered(payload, id, 1, 'outbox')
    const doc = await payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({ deliveryStatus: 'outbox', deliveryAttempts: 1 })
    // The mail task sends such an enquiry never again, as a sent one.
    expect(await deliverEnquiry(payload, id)).toBe('already-sent')
  })
})
