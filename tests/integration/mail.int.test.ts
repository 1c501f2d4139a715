import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EN, ZH, freshIp, post, validEnquiry } from './api-helpers'
import { type Received, testMailServer } from './smtp'

/**
 * Enquiry e-mail delivery through a real SMTP server on loopback: the message reaches the site's
 * recipients with the right subject and fields, an SMTP outage loses nothing, and every enquiry
 * is e-mailed exactly once however often its job runs.
 */
const received: Received[] = []
const smtp = testMailServer(received)
let port = 0
let payload: Payload
let demandEmail: (request: Request) => Promise<Response>
const recipients = { zh: '', en: '' }
const startSmtp = () => smtp.start(port)
const stopSmtp = () => smtp.stop()

/** A minimal MIME reader for nodemailer's single-part text messages. */
function decode(raw: string): { subject: string; text: string; headers: string } {
  const [headers, ...rest] = raw.split(/\r?\n\r?\n/)
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ')
  const words = (s: string) =>
    s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
  const subject = words(/^subject: (.*)$/im.exec(unfolded)?.[1] ?? '')
  const body = rest.join('\n\n')
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(unfolded)?.[1]?.trim().toLowerCase()
  let text = body
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8')
  }
  return { subject, text, headers: unfolded }
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const p = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return p
}

beforeAll(async () => {
  port = await freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.MAIL_FROM = 'Site <no-reply@site.test>'
  process.env.JOBS_AUTORUN = 'false'
  const { payloadForTests } = await import('./helpers')
  payload = await payloadForTests()
  demandEmail = (await import('@/app/api/demandEmail/route')).POST
  // The seeded Site settings name one recipient per site.
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  recipients.zh = settings.enquiryRecipients!.zh!
  recipients.en = settings.enquiryRecipients!.en!
})

afterAll(stopSmtp)

const runMailJobs = () => payload.jobs.run({ queue: 'mail', limit: 100 })

async function submit(host: string, company: string, over: Record<string, unknown> = {}) {
  const { response } = await post(
    demandEmail,
    '/api/demandEmail',
    JSON.stringify(validEnquiry({ company, ...over })),
    { host, ip: freshIp() },
  )
  expect(response.status).toBe(200)
  const { docs } = await payload.find({
    collection: 'enquiries',
    where: { company: { equals: company } },
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

const messagesFor = (company: string) => received.filter((m) => decode(m.raw).text.includes(company))

const jobOf = async (enquiryId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { 'input.enquiryId': { equals: enquiryId } },
      overrideAccess: true,
    })
  ).docs[0]

describe('enquiry e-mail', () => {
  it('delivers the enquiry to the locale’s recipients with subject and fields, exactly once', async () => {
    await startSmtp()
    const enquiry = await submit(ZH, '恩墨测试有限公司')
    await runMailJobs()
    const mails = messagesFor('恩墨测试有限公司')
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(recipients.zh).not.toBe(recipients.en)
    expect(mail.to).toEqual([recipients.zh])
    expect(mail.from).toBe('no-reply@site.test')
    const { subject, text, headers } = decode(mail.raw)
    expect(subject).toBe('【官网咨询】MogDB - 恩墨测试有限公司 - 张三')
    expect(headers).toMatch(/^reply-to: zhang@example\.cn$/im)
    for (const field of [
      '姓名: 张三',
      '电话: 13812345678',
      '邮箱: zhang@example.cn',
      '公司: 恩墨测试有限公司',
      '产品: MogDB',
      '希望了解 MogDB 的迁移方案',
    ]) {
      expect(text).toContain(field)
    }
    const after = await payload.findByID({ collection: 'enquiries', id: enquiry.id, overrideAccess: true })
    expect(after).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1, lastError: null })
    expect(after.deliveredAt).toBeTruthy()

    // Running the queue again, or the task itself again (a job picked twice), sends nothing more.
    await runMailJobs()
    const { deliverEnquiry } = await import('@/features/enquiry/mail-task')
    expect(await deliverEnquiry(payload, enquiry.id)).toBe('already-sent')
    expect(messagesFor('恩墨测试有限公司')).toHaveLength(1)
  })

  it('sends the English site’s enquiries to its own recipients in English', async () => {
    await submit(EN, 'Acme Data Ltd', {
      product: 'zStorage',
      username: 'Jane Doe',
      description: 'Need storage',
    })
    await runMailJobs()
    const [mail] = messagesFor('Acme Data Ltd')
    expect(mail.to).toEqual([recipients.en])
    const { subject, text } = decode(mail.raw)
    expect(subject).toBe('[Website enquiry] zStorage - Acme Data Ltd - Jane Doe')
    expect(text).toContain('Name: Jane Doe')
    expect(text).toMatch(/Requirement:\r?\nNeed storage/)
  })

  it('keeps the enquiry through an SMTP outage, retries with backoff and delivers once', async () => {
    await stopSmtp()
    const enquiry = await submit(ZH, '停机测试公司')
    await runMailJobs()
    let stored = await payload.findByID({ collection: 'enquiries', id: enquiry.id, overrideAccess: true })
    expect(stored).toMatchObject({ deliveryStatus: 'pending', deliveryAttempts: 1 })
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i)
    let job = await jobOf(enquiry.id)
    expect(job.completedAt ?? null).toBeNull()
    expect(job.processing).toBe(false)
    // Backoff: the job waits before its next attempt, so an immediate run does not retry it.
    expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    await runMailJobs()
    stored = await payload.findByID({ collection: 'enquiries', id: enquiry.id, overrideAccess: true })
    expect(stored.deliveryAttempts).toBe(1)

    // The server comes back and the backoff elapses (moved forward here instead of waited for).
    await startSmtp()
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await runMailJobs()
    await runMailJobs()
    expect(messagesFor('停机测试公司')).toHaveLength(1)
    stored = await payload.findByID({ collection: 'enquiries', id: enquiry.id, overrideAccess: true })
    expect(stored).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 2, lastError: null })
    job = await jobOf(enquiry.id)
    expect(job.completedAt).toBeTruthy()
  })

  it('sends once when two runners pick the same job at the same time', async () => {
    const enquiry = await submit(ZH, '并发测试公司')
    const { deliverEnquiry } = await import('@/features/enquiry/mail-task')
    await Promise.all([
      runMailJobs(),
      deliverEnquiry(payload, enquiry.id),
      deliverEnquiry(payload, enquiry.id),
    ])
    await runMailJobs()
    expect(messagesFor('并发测试公司')).toHaveLength(1)
  })

  it('releases jobs a stopped process left processing', async () => {
    const enquiry = await submit(ZH, '卡住任务公司')
    const job = await jobOf(enquiry.id)
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
      overrideAccess: true,
    })
    await runMailJobs()
    expect(messagesFor('卡住任务公司')).toHaveLength(0) // a processing job is never picked up…
    const { resetStuckJobs } = await import('@/features/mail/jobs')
    expect(await resetStuckJobs(payload)).toBeGreaterThanOrEqual(1)
    await runMailJobs()
    expect(messagesFor('卡住任务公司')).toHaveLength(1) // …until the start-up reset releases it
  })
})
