import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { MAIL_QUEUE } from '@/features/mail/queue'
import { MAIL_BACKOFF_MS, MAIL_RETRIES, acrossInstances } from '@/features/enquiry/mail-task'
import { localeForHost } from '@/i18n/host'
import { siteOrigin } from '@/lib/env'

/**
 * The staff password-reset e-mail, sent from the mail queue instead of inside the request.
 *
 * Payload sends it inside `forgotPassword`, while the operation's database write is open: with a
 * slow or absent mail server every write of the site waited for the SMTP timeout, and the
 * request answered 500. Here the operation runs with `disableEmail` (./hooks.ts), so it only
 * stores the token, and this job, queued in the same transaction, e-mails the link: the request
 * answers at once, and the mail is retried like an enquiry's until the mail server takes it
 * (the mail runner waits while the server is down: src/features/mail/jobs.ts).
 *
 * The job holds the account and the language, never the token: it reads the account's current
 * token when it sends, so it always mails the link that works, and sends nothing once the token
 * was used or expired. Each token is mailed once: the last token mailed per account is recorded
 * (Payload's key-value store), and concurrent runs are serialised as the enquiry mail's are.
 */
export const STAFF_RESET_TASK = 'sendStaffResetEmail'

type Language = 'zh' | 'en'
type Input = { userId: number; site: Language; language: Language }
type Output = { outcome: string }

export const sendStaffResetEmailTask: TaskConfig<{ input: Input; output: Output }> = {
  slug: STAFF_RESET_TASK,
  label: 'Send staff password reset e-mail',
  inputSchema: [
    { name: 'userId', type: 'number', required: true },
    { name: 'site', type: 'text', required: true },
    { name: 'language', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS } },
  handler: async ({ input, req }) => ({ output: { outcome: await deliverResetMail(req.payload, input) } }),
}

const asLanguage = (v: unknown): Language => (v === 'en' ? 'en' : 'zh')

/**
 * Queues the reset mail of the account that `token` was just stored on, in the request's
 * transaction. No second job while one for the account is still waiting: that one mails the
 * newest token.
 */
export async function queueResetMail(req: PayloadRequest, token: string): Promise<void> {
  const user = await req.payload.db.findOne<{ id: number }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: token } },
    select: { id: true },
    req,
  })
  if (!user) return
  const { totalDocs } = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: STAFF_RESET_TASK } },
        { 'input.userId': { equals: user.id } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  await req.payload.jobs.queue({
    task: STAFF_RESET_TASK,
    queue: MAIL_QUEUE,
    input: {
      userId: Number(user.id),
      // The link points to the admin on the host the request came to.
      site: localeForHost(req.headers.get('host')) ?? 'zh',
      language: asLanguage(req.i18n?.language),
    },
    req,
  })
}

const copy = {
  zh: {
    subject: '重置您的内容管理后台密码',
    body: (email: string, url: string) => [
      `您好，我们收到了为账号 ${email} 重置内容管理后台密码的请求。`,
      '',
      '请在一小时内打开下面的链接设置新密码：',
      url,
      '',
      '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
    ],
  },
  en: {
    subject: 'Reset your CMS password',
    body: (email: string, url: string) => [
      `Someone asked to reset the CMS password of ${email}.`,
      '',
      'Open this link within an hour to choose a new password:',
      url,
      '',
      'If that was not you, ignore this e-mail: your password stays as it is.',
    ],
  },
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The reset e-mail in the staff member's language, with a link to the admin's reset page. */
export function composeResetMail(language: Language, email: string, url: string) {
  const l = copy[language]
  const lines = l.body(email, url)
  const html = lines
    .map((line) => (line === url ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(line)))
    .join('<br>\n')
  return { to: email, subject: l.subject, text: lines.join('\n'), html: `<p>${html}</p>` }
}

/** Last mailed token per account, as a fingerprint (the token itself stays in the users table). */
const sentKey = (userId: number | string) => `staff-reset-mail:${String(userId)}`
const fingerprint = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32)

/** Namespace of the advisory locks taken per account (PostgreSQL; any constant unique to this use). */
const RESET_LOCK_CLASS = 0x72737470 // "rstp"

const inFlight = new Map<string, Promise<string>>()

/** Mails the account's current reset link unless it was mailed already; throws when sending failed. */
export function deliverResetMail(payload: Payload, input: Input): Promise<string> {
  const key = String(input.userId)
  const running = inFlight.get(key)
  if (running) return running.then(() => 'already-sent')
  const run = acrossInstances(payload, RESET_LOCK_CLASS, input.userId, () =>
    deliverOnce(payload, input),
  ).finally(() => inFlight.delete(key))
  inFlight.set(key, run)
  return run
}

type ResetState = {
  email?: string | null
  resetPasswordToken?: string | null
  resetPasswordExpiration?: string | null
}

async function deliverOnce(payload: Payload, input: Input): Promise<string> {
  const user = await payload.db.findOne<ResetState & { id: number }>({
    collection: 'users',
    where: { id: { equals: input.userId } },
  })
  if (!user) return 'missing'
  const token = user.resetPasswordToken
  const expires = user.resetPasswordExpiration ? new Date(user.resetPasswordExpiration).getTime() : 0
  // Used (the password was reset) or expired: the link would not work any more.
  if (!token || !user.email || expires <= Date.now()) return 'stale'
  const mark = fingerprint(token)
  const sent = (await payload.kv.get(sentKey(input.userId))) as { token?: string } | null
  if (sent?.token === mark) return 'already-sent'
  const { admin, routes } = payload.config
  const url = `${siteOrigin(asLanguage(input.site))}${routes.admin}${admin.routes.reset}/${token}`
  await payload.sendEmail(composeResetMail(asLanguage(input.language), user.email, url))
  // At once: a crash before this line mails the same link again on retry.
  await payload.kv.set(sentKey(input.userId), { token: mark, sentAt: new Date().toISOString() })
  return 'sent'
}
