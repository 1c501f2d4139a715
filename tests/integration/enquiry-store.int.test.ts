import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { countRecentEnquiries, storeEnquiry, type NewEnquiry } from '@/features/enquiry/store'

/**
 * The enquiry endpoint writes its rows in plain SQL (src/features/enquiry/store.ts): they must
 * read back through Payload exactly as Payload's own create would have stored them, the job must
 * exist exactly when the enquiry does, and the rate limit must count them. On both adapters.
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
      handled: false,
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

  it('stores nothing when the job cannot be stored (one atomic write)', async () => {
    const company = 'Atomic Failure Ltd'
    if (payload.db.name === 'sqlite') {
      await rawSql(
        `CREATE TEMP TRIGGER refuse_job BEFORE INSERT ON payload_jobs BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      )
    } else {
      await rawSql(
        `CREATE OR REPLACE FUNCTION refuse_job() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql;
         CREATE TRIGGER refuse_job BEFORE INSERT ON payload_jobs FOR EACH ROW EXECUTE FUNCTION refuse_job();`,
      )
    }
    try {
      await expect(storeEnquiry(payload, enquiry({ company }))).rejects.toThrow(/refused/)
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
    expect(await countRecentEnquiries(payload, ip, now)).toEqual({ minute: 1, day: 2 })
    expect(await countRecentEnquiries(payload, '203.0.113.100', now)).toEqual({ minute: 0, day: 0 })
    const unknownBefore = await countRecentEnquiries(payload, null, now)
    await storeEnquiry(payload, enquiry({ clientIp: null }), new Date(now - 1000))
    expect(await countRecentEnquiries(payload, null, now)).toEqual({
      minute: unknownBefore.minute + 1,
      day: unknownBefore.day + 1,
    })
  })
})
