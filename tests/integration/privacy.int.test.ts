import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { storeEnquiry, type NewEnquiry } from '@/features/enquiry/store'
import { RETENTION_QUEUE, RETENTION_TASK } from '@/features/enquiry/retention'

/**
 * Issue 21, privacy: enquiries older than ENQUIRY_RETENTION_DAYS are purged by the retention job
 * (only those), and a deleted enquiry leaves no mail job behind.
 */
let payload: Payload
const stamp = Date.now()
const DAY = 86_400_000

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.ENQUIRY_RETENTION_DAYS = '730'
  const { payloadForTests } = await import('./helpers')
  payload = await payloadForTests()
})

const enquiry = (over: Partial<NewEnquiry> = {}): NewEnquiry => ({
  username: '隐私测试',
  phone: '13800000000',
  email: 'privacy@example.com',
  company: 'Privacy Ltd',
  product: 'MogDB',
  description: '隐私测试',
  locale: 'zh',
  clientIp: '203.0.113.21',
  userAgent: 'Vitest',
  ...over,
})

const exists = async (id: number) =>
  Boolean(await payload.findByID({ collection: 'enquiries', id, overrideAccess: true, disableErrors: true }))

const mailJobs = async (ids: number[]) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { 'input.enquiryId': { in: ids } },
      overrideAccess: true,
    })
  ).totalDocs

describe('enquiry retention job', () => {
  it('deletes only enquiries older than the retention period, with their mail jobs', async () => {
    const now = Date.now()
    const old = [
      await storeEnquiry(payload, enquiry({ company: `Old A ${stamp}` }), new Date(now - 800 * DAY)),
      await storeEnquiry(payload, enquiry({ company: `Old B ${stamp}` }), new Date(now - 731 * DAY)),
    ]
    const kept = [
      await storeEnquiry(payload, enquiry({ company: `Recent ${stamp}` }), new Date(now - 10 * DAY)),
      // A day inside the period: kept.
      await storeEnquiry(payload, enquiry({ company: `Nearly ${stamp}` }), new Date(now - 729 * DAY)),
      await storeEnquiry(payload, enquiry({ company: `New ${stamp}` })),
    ]
    expect(await mailJobs(old)).toBe(2)

    const job = await payload.jobs.queue({ task: RETENTION_TASK, queue: RETENTION_QUEUE, input: {} })
    await payload.jobs.run({ queue: RETENTION_QUEUE })

    for (const id of old) expect(await exists(id), `old enquiry ${id}`).toBe(false)
    for (const id of kept) expect(await exists(id), `recent enquiry ${id}`).toBe(true)
    expect(await mailJobs(old)).toBe(0)
    expect(await mailJobs(kept)).toBe(3)

    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    expect(done.completedAt).toBeTruthy()
    expect(done.hasError).toBe(false)
    const output = done.log?.find((l) => l.taskSlug === RETENTION_TASK)?.output as { deleted: number }
    expect(output.deleted).toBeGreaterThanOrEqual(2)
  })

  it('leaves no pending mail job behind when an enquiry is deleted', async () => {
    const id = await storeEnquiry(payload, enquiry({ company: `Deleted ${stamp}` }))
    expect(await mailJobs([id])).toBe(1)
    await payload.delete({ collection: 'enquiries', id, overrideAccess: true })
    expect(await mailJobs([id])).toBe(0)
  })
})
