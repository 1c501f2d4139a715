import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { storeEnquiry, type NewEnquiry } from '@/features/enquiry/store'
import { RETENTION_QUEUE, RETENTION_TASK } from '@/features/enquiry/retention'

/**
 * Issue 21, privacy: enquiries older than ENQUIRY_RETENTION_DAYS are purged by the retention job
 * (only those), a deleted enquiry leaves no mail job behind, and an admin (nobody else) can find,
 * export and delete one address's enquiries through the data-subject request endpoints.
 */
let payload: Payload
type Role = 'admin' | 'editor' | 'sales'
const tokens = {} as Record<Role, string>
const stamp = Date.now()
const DAY = 86_400_000

type Rest = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let restPost: Rest

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.ENQUIRY_RETENTION_DAYS = '730'
  const { payloadForTests } = await import('./helpers')
  payload = await payloadForTests()
  const routes = await import('@payloadcms/next/routes')
  const config = (await import('@payload-config')).default
  restPost = routes.REST_POST(config) as Rest
  for (const role of ['admin', 'editor', 'sales'] as const) {
    const email = `${role}-${stamp}@privacy.test`
    const password = 'privacy-password-1'
    await payload.create({
      collection: 'users',
      data: { email, password, name: role, roles: [role] },
      overrideAccess: true,
    })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
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

  it("never gives a deleted enquiry's id to the next one (an old mail's link must not open it)", async () => {
    const deleted = await storeEnquiry(payload, enquiry({ company: `Newest ${stamp}` }))
    await payload.delete({ collection: 'enquiries', id: deleted, overrideAccess: true })
    const next = await storeEnquiry(payload, enquiry({ company: `Next ${stamp}` }))
    expect(next).toBeGreaterThan(deleted)
  })

  it('leaves no pending mail job behind when an enquiry is deleted', async () => {
    const id = await storeEnquiry(payload, enquiry({ company: `Deleted ${stamp}` }))
    expect(await mailJobs([id])).toBe(1)
    await payload.delete({ collection: 'enquiries', id, overrideAccess: true })
    expect(await mailJobs([id])).toBe(0)
  })
})

describe('data-subject requests', () => {
  const subject = `dsr.person-${stamp}@example.com`
  let mine: number[] = []
  let others: number[] = []

  beforeAll(async () => {
    mine = [
      await storeEnquiry(payload, enquiry({ email: subject, company: `DSR One ${stamp}` })),
      await storeEnquiry(
        payload,
        enquiry({ email: subject.toUpperCase(), company: `DSR Two ${stamp}` }),
        new Date(Date.now() - 5 * DAY),
      ),
    ]
    others = [
      // Contains the address, or matches it only as a LIKE pattern: not the same person.
      await storeEnquiry(payload, enquiry({ email: `x${subject}`, company: `DSR Other ${stamp}` })),
      await storeEnquiry(
        payload,
        enquiry({ email: subject.replace('.', '_'), company: `DSR Underscore ${stamp}` }),
      ),
    ]
  })

  async function call(action: 'find' | 'export' | 'delete', who: Role | 'anonymous', body: unknown) {
    const headers: Record<string, string> = { host: 'www.site.test', 'content-type': 'application/json' }
    if (who !== 'anonymous') headers.authorization = `JWT ${tokens[who]}`
    return restPost(
      new Request(`http://www.site.test/cms-api/enquiries/data-request/${action}`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: ['enquiries', 'data-request', action] }) },
    )
  }

  it('refuses editors, sales staff and visitors (403) whatever they ask', async () => {
    for (const who of ['editor', 'sales', 'anonymous'] as const) {
      for (const action of ['find', 'export', 'delete'] as const) {
        const res = await call(action, who, { email: subject, format: 'json' })
        expect(res.status, `${who} ${action}`).toBe(403)
      }
    }
    for (const id of mine) expect(await exists(id)).toBe(true)
  })

  it('answers 400 with a clear message for a missing or malformed address', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Enter an e-mail address|请输入邮箱地址/],
      [{ email: '   ' }, /Enter an e-mail address|请输入邮箱地址/],
      ['not json', /Enter an e-mail address|请输入邮箱地址/],
      [{ email: 'not-an-address' }, /not a valid e-mail address|邮箱地址格式不正确/],
    ]
    for (const [body, message] of cases) {
      const res = await call('find', 'admin', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const json = (await res.json()) as { errors: Array<{ message: string }> }
      expect(json.errors[0]?.message).toMatch(message)
    }
    const res = await call('export', 'admin', { email: subject, format: 'xml' })
    expect(res.status).toBe(400)
  })

  it('finds the address’s enquiries, whatever the case and spaces, and nothing else', async () => {
    const res = await call('find', 'admin', {
      email: `  ${subject.toUpperCase().replace('EXAMPLE', 'Example')} `,
    })
    expect(res.status).toBe(200)
    const json = (await res.json()) as { email: string; totalDocs: number; docs: Array<{ id: number }> }
    expect(json.email).toBe(subject)
    expect(json.totalDocs).toBe(2)
    expect(json.docs.map((d) => d.id).sort()).toEqual([...mine].sort())
  })

  it('exports them as JSON and CSV downloads with every field', async () => {
    const asJson = await call('export', 'admin', { email: subject.toUpperCase(), format: 'json' })
    expect(asJson.status).toBe(200)
    expect(asJson.headers.get('content-disposition')).toMatch(/attachment; filename="data-request-.*\.json"/)
    const file = (await asJson.json()) as { email: string; enquiries: Array<Record<string, unknown>> }
    expect(file.email).toBe(subject)
    expect(file.enquiries.map((e) => e.id).sort()).toEqual([...mine].sort())
    expect(file.enquiries[0]).toMatchObject({
      userAgent: 'Vitest',
      clientIp: '203.0.113.21',
      phone: '13800000000',
    })

    const asCsv = await call('export', 'admin', { email: subject, format: 'csv' })
    expect(asCsv.status).toBe(200)
    expect(asCsv.headers.get('content-type')).toMatch(/^text\/csv/)
    const csv = await asCsv.text()
    expect(csv).toContain(`DSR One ${stamp}`)
    expect(csv).toContain(`DSR Two ${stamp}`)
    expect(csv).not.toContain(`DSR Other ${stamp}`)
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3)
  })

  it('deletes them all, with their mail jobs, and leaves everyone else’s', async () => {
    const res = await call('delete', 'admin', { email: subject.toUpperCase() })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: subject, deleted: 2 })
    for (const id of mine) expect(await exists(id)).toBe(false)
    for (const id of others) expect(await exists(id)).toBe(true)
    expect(await mailJobs(mine)).toBe(0)
    const again = (await (await call('find', 'admin', { email: subject })).json()) as { totalDocs: number }
    expect(again.totalDocs).toBe(0)
  })
})
