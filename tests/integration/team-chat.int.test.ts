import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TeamChat } from '@/cms/payload-types'
import { validEnquiry } from './api-helpers'

/**
 * Team-chat alerts and reminders (issue 56 §3) against a fake webhook server on loopback that
 * speaks the three bots' protocols and checks the DingTalk and Feishu signatures by their
 * documented algorithms, independently of the site's code.
 */
const DING_SECRET = 'SECding-test-secret'
const FEISHU_SECRET = 'feishu-test-secret'

type Received = { path: string; text: string; body: Record<string, unknown>; accepted: boolean }
const received: Received[] = []
/** Answers to give before the normal ones (a 500, say), first in first out. */
const failures: number[] = []

const chatServer = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const body = JSON.parse(raw) as Record<string, unknown>
    const reply = (status: number, answer: object, accepted: boolean) => {
      const text =
        (body.text as { content?: string } | undefined)?.content ??
        (body.content as { text?: string } | undefined)?.text ??
        ''
      received.push({ path: url.pathname, text, body, accepted })
      // A little latency, so concurrent runners overlap.
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
        30,
      )
    }
    const failure = failures.shift()
    if (failure) return reply(failure, { error: 'down' }, false)
    if (url.pathname.startsWith('/dingtalk')) {
      // DingTalk: sign = urlencode(base64(HMAC-SHA256(key = secret, message = timestamp + "\n" + secret))).
      const timestamp = url.searchParams.get('timestamp') ?? ''
      const expected = createHmac('sha256', DING_SECRET)
        .update(`${timestamp}\n${DING_SECRET}`)
        .digest('base64')
      const fresh = Math.abs(Date.now() - Number(timestamp)) < 3_600_000
      const ok = fresh && url.searchParams.get('sign') === expected && body.msgtype === 'text'
      // The raw query must carry the base64 URL-encoded (a bare + would read as a space).
      const encoded = (req.url ?? '').includes(`sign=${encodeURIComponent(expected)}`)
      return ok && encoded
        ? reply(200, { errcode: 0, errmsg: 'ok' }, true)
        : reply(200, { errcode: 310000, errmsg: 'sign not match' }, false)
    }
    if (url.pathname.startsWith('/feishu')) {
      // Feishu: sign = base64(HMAC-SHA256(key = timestamp + "\n" + secret, message = "")), seconds.
      const timestamp = String(body.timestamp ?? '')
      const expected = createHmac('sha256', `${timestamp}\n${FEISHU_SECRET}`).update('').digest('base64')
      const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 3600
      const ok = fresh && body.sign === expected && body.msg_type === 'text'
      return ok
        ? reply(200, { code: 0, msg: 'success', data: {} }, true)
        : reply(
            200,
            { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' },
            false,
          )
    }
    // WeCom group robot.
    return body.msgtype === 'text'
      ? reply(200, { errcode: 0, errmsg: 'ok' }, true)
      : reply(200, { errcode: 40008, errmsg: 'invalid message type' }, false)
  })
})

let payload: Payload
let base = ''

const setChat = (data: Partial<TeamChat>) =>
  payload.updateGlobal({ slug: 'team-chat', data, overrideAccess: true, depth: 0 })

const CHAT_TASKS = ['postEnquiryChatAlert', 'postEnquiryChatReminder']
/** Runs the due team-chat jobs of the mail queue (the e-mail jobs are another test's). */
const runChatJobs = () =>
  payload.jobs.run({ queue: 'mail', limit: 100, where: { taskSlug: { in: CHAT_TASKS } }, silent: true })

async function enquire(company: string, over: Record<string, unknown> = {}) {
  const { storeEnquiry } = await import('@/features/enquiry/store')
  const data = { locale: 'zh', clientIp: null, userAgent: null, ...validEnquiry({ company, ...over }) }
  return storeEnquiry(payload, data as Parameters<typeof storeEnquiry>[1])
}

const chatJobs = async (enquiryId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ 'input.enquiryId': { equals: enquiryId } }, { taskSlug: { in: CHAT_TASKS } }] },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

/** Makes a waiting job due now (its backoff or its reminder time, moved instead of waited for). */
const makeDue = (jobId: number | string) =>
  payload.update({
    collection: 'payload-jobs',
    id: jobId,
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })

const accepted = (company: string) => received.filter((m) => m.accepted && m.text.includes(company))
const enquiryById = (id: number) => payload.findByID({ collection: 'enquiries', id, overrideAccess: true })

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  await new Promise<void>((resolve) => chatServer.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(chatServer.address() as AddressInfo).port}`
  const { payloadForTests } = await import('./helpers')
  payload = await payloadForTests()
})

beforeEach(async () => {
  failures.length = 0
  await setChat({
    defaultWebhook: { platform: 'wecom', url: `${base}/wecom`, secret: null },
    productWebhooks: [
      {
        product: 'zStorage',
        platform: 'dingtalk',
        url: `${base}/dingtalk?access_token=abc`,
        secret: DING_SECRET,
      },
      { product: 'MogHA', platform: 'feishu', url: `${base}/feishu/hook/xyz`, secret: FEISHU_SECRET },
    ],
    reminderAfterHours: 4,
    timeZone: 'Asia/Shanghai',
  })
})

afterAll(async () => {
  // Leave no webhook configured for the test files that run after this one.
  await setChat({ defaultWebhook: { platform: 'wecom', url: null, secret: null }, productWebhooks: [] })
  await new Promise<void>((resolve) => chatServer.close(() => resolve()))
})

describe('team-chat alerts', () => {
  it('posts one message per enquiry: product, company, host and admin link, no contact details', async () => {
    const id = await enquire('群消息测试公司')
    await runChatJobs()
    const [message] = accepted('群消息测试公司')
    expect(message.path).toBe('/wecom')
    expect(message.text).toContain('产品：MogDB')
    expect(message.text).toContain('公司：群消息测试公司')
    expect(message.text).toContain('来源：www.site.test')
    expect(message.text).toContain(`http://www.site.test/admin/collections/enquiries/${id}`)
    for (const secret of ['张三', '13812345678', 'zhang@example.cn', '希望了解']) {
      expect(message.text).not.toContain(secret)
    }
    expect((await enquiryById(id)).alertedAt).toBeTruthy()

    // The queue again, a job picked twice, two runners at once: nothing more.
    const { postChatMessage } = await import('@/features/enquiry/team-chat/delivery')
    await Promise.all([runChatJobs(), runChatJobs(), postChatMessage(payload, 'alert', id)])
    expect(await postChatMessage(payload, 'alert', id)).toBe('already-sent')
    expect(accepted('群消息测试公司')).toHaveLength(1)
  })

  it('posts once when two runners take a new enquiry’s job at the same time', async () => {
    const id = await enquire('并发群消息公司')
    const { postChatMessage } = await import('@/features/enquiry/team-chat/delivery')
    await Promise.all([
      runChatJobs(),
      runChatJobs(),
      postChatMessage(payload, 'alert', id),
      postChatMessage(payload, 'alert', id),
    ])
    await runChatJobs()
    expect(accepted('并发群消息公司')).toHaveLength(1)
  })

  // Two instances are two copies of the module, each with its own in-process guard: only the
  // database lock keeps them apart (PostgreSQL; SQLite is one machine, one process).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'posts once when two instances post the same enquiry at the same time (advisory lock)',
    async () => {
      await setChat({ defaultWebhook: { platform: 'wecom', url: `${base}/wecom`, secret: null } })
      const { postChatMessage: first } = await import('@/features/enquiry/team-chat/delivery')
      vi.resetModules()
      const { postChatMessage: second } = await import('@/features/enquiry/team-chat/delivery')
      expect(second).not.toBe(first)
      const id = await enquire('双实例群消息公司')
      const outcomes = await Promise.all([first(payload, 'alert', id), second(payload, 'alert', id)])
      expect(outcomes.sort()).toEqual(['already-sent', 'sent'])
      expect(accepted('双实例群消息公司')).toHaveLength(1)
    },
  )

  it('names the host the enquiry was sent from, and writes English for the English site', async () => {
    const id = await enquire('Host Test Ltd', {
      locale: 'en',
      source: { host: 'en.site.test', path: '/products' },
    })
    await runChatJobs()
    const [message] = accepted('Host Test Ltd')
    expect(message.text).toContain('[Website enquiry] New enquiry')
    expect(message.text).toContain('Site: en.site.test')
    expect(message.text).toContain(`http://en.site.test/admin/collections/enquiries/${id}`)
  })

  it('signs DingTalk posts as documented (checked by the fake server) for the product’s own group', async () => {
    // Product matching is exact but trimmed and case-insensitive.
    await enquire('钉钉签名公司', { product: ' ZSTORAGE ' })
    await runChatJobs()
    const [message] = accepted('钉钉签名公司')
    expect(message.path).toBe('/dingtalk')
    expect(message.body).toMatchObject({ msgtype: 'text' })
  })

  it('signs Feishu posts as documented (checked by the fake server)', async () => {
    await enquire('飞书签名公司', { product: 'MogHA' })
    await runChatJobs()
    const [message] = accepted('飞书签名公司')
    expect(message.path).toBe('/feishu/hook/xyz')
    expect(message.body).toMatchObject({ msg_type: 'text' })
    expect(message.body.timestamp).toMatch(/^\d{10}$/)
  })

  it('treats a refused signature as a failure: retried, not recorded', async () => {
    await setChat({
      productWebhooks: [
        { product: 'MogHA', platform: 'feishu', url: `${base}/feishu/hook/xyz`, secret: 'wrong' },
      ],
    })
    const id = await enquire('错误密钥公司', { product: 'MogHA' })
    await runChatJobs()
    expect(received.filter((m) => m.text.includes('错误密钥公司'))).toHaveLength(1)
    expect(accepted('错误密钥公司')).toHaveLength(0)
    expect((await enquiryById(id)).alertedAt ?? null).toBeNull()
    const [alert] = await chatJobs(id)
    expect(alert.completedAt ?? null).toBeNull()
    expect(new Date(alert.waitUntil!).getTime()).toBeGreaterThan(Date.now())
  })

  it('retries after a 500 with backoff, then posts once', async () => {
    failures.push(500)
    const id = await enquire('重试群消息公司')
    await runChatJobs()
    expect(accepted('重试群消息公司')).toHaveLength(0)
    expect((await enquiryById(id)).alertedAt ?? null).toBeNull()
    let [alert] = await chatJobs(id)
    expect(alert.taskSlug).toBe('postEnquiryChatAlert')
    expect(alert.completedAt ?? null).toBeNull()
    // Backoff: an immediate run does not retry it.
    expect(new Date(alert.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    await runChatJobs()
    expect(received.filter((m) => m.text.includes('重试群消息公司'))).toHaveLength(1)

    await makeDue(alert.id)
    await runChatJobs()
    await runChatJobs()
    expect(accepted('重试群消息公司')).toHaveLength(1)
    expect((await enquiryById(id)).alertedAt).toBeTruthy()
    ;[alert] = await chatJobs(id)
    expect(alert.completedAt).toBeTruthy()
  })

  it('queues nothing when no group would receive the enquiry; a job whose group was removed ends quietly', async () => {
    await setChat({ defaultWebhook: { platform: 'wecom', url: null, secret: null } })
    const unrouted = await enquire('无群公司')
    expect(await chatJobs(unrouted)).toHaveLength(0)

    await setChat({ defaultWebhook: { platform: 'wecom', url: `${base}/wecom`, secret: null } })
    const id = await enquire('撤销群公司')
    await setChat({ defaultWebhook: { platform: 'wecom', url: null, secret: null }, productWebhooks: [] })
    await runChatJobs()
    const [alert] = await chatJobs(id)
    expect(alert.completedAt).toBeTruthy()
    expect(alert.log?.at(-1)?.output).toEqual({ outcome: 'not-configured' })
    expect(received.filter((m) => m.text.includes('撤销群公司'))).toHaveLength(0)
  })
})

describe('team-chat reminder', () => {
  it('is queued for the due time and posted once, when the enquiry is still new', async () => {
    const id = await enquire('提醒测试公司')
    const enquiry = await enquiryById(id)
    const [, reminder] = await chatJobs(id)
    expect(reminder.taskSlug).toBe('postEnquiryChatReminder')
    const { addWorkingHours } = await import('@/features/enquiry/team-chat/working-hours')
    expect(new Date(reminder.waitUntil!).getTime()).toBe(
      addWorkingHours(new Date(enquiry.createdAt), 4, 'Asia/Shanghai').getTime(),
    )
    // Not due yet: the runner leaves it waiting.
    await runChatJobs()
    expect(accepted('提醒测试公司')).toHaveLength(1) // the alert only
    expect((await enquiryById(id)).remindedAt ?? null).toBeNull()

    await makeDue(reminder.id)
    await runChatJobs()
    await runChatJobs()
    const messages = accepted('提醒测试公司')
    expect(messages).toHaveLength(2)
    expect(messages[1].text).toContain('【官网咨询】4 个工作小时后仍未跟进')
    expect(messages[1].text).toContain(`/admin/collections/enquiries/${id}`)
    expect((await enquiryById(id)).remindedAt).toBeTruthy()
    const { postChatMessage } = await import('@/features/enquiry/team-chat/delivery')
    expect(await postChatMessage(payload, 'reminder', id)).toBe('already-sent')
    expect(accepted('提醒测试公司')).toHaveLength(2)
  })

  it('is not posted when the enquiry was followed up', async () => {
    const id = await enquire('已跟进公司')
    await runChatJobs()
    await payload.update({ collection: 'enquiries', id, data: { status: 'contacted' }, overrideAccess: true })
    const [, reminder] = await chatJobs(id)
    await makeDue(reminder.id)
    await runChatJobs()
    expect(accepted('已跟进公司')).toHaveLength(1) // the alert only
    const done = await payload.findByID({ collection: 'payload-jobs', id: reminder.id, overrideAccess: true })
    expect(done.completedAt).toBeTruthy()
    expect(done.log?.at(-1)?.output).toEqual({ outcome: 'followed-up' })
    expect((await enquiryById(id)).remindedAt ?? null).toBeNull()
  })
})

describe('team-chat settings', () => {
  it('takes https webhooks, and plain http only to a loopback address', async () => {
    const attempt = (url: string) =>
      setChat({ defaultWebhook: { platform: 'wecom', url, secret: null } }).then(
        () => 'saved',
        () => 'refused',
      )
    expect(await attempt('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k')).toBe('saved')
    expect(await attempt(`${base}/wecom`)).toBe('saved')
    expect(await attempt('http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k')).toBe('refused')
    expect(await attempt('ftp://127.0.0.1/x')).toBe('refused')
    expect(await attempt('not a url')).toBe('refused')
  })

  it('refuses an unknown time zone', async () => {
    await expect(setChat({ timeZone: 'Asia/Shanghia' })).rejects.toThrow()
    await expect(setChat({ timeZone: 'Europe/Berlin' })).resolves.toBeTruthy()
  })
})
