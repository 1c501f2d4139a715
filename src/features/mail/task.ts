import type { Payload, TaskConfig } from 'payload'
import { composeEnquiryEmail, parseRecipients } from './enquiry-email'

/**
 * The job that e-mails one enquiry to the sales recipients of its site, exactly once.
 *
 * Payload's jobs queue has no lease: a job may be picked up again after a crash, or by two
 * runners. So the task is idempotent — the delivery is recorded on the enquiry and a sent
 * enquiry is never sent again — and concurrent runs in one process are serialised per enquiry.
 * Failures are retried by Payload with exponential backoff (30 s, 1 min, 2 min … about 2 h in
 * all); after the last attempt the enquiry is marked `failed` with the error, for staff to see.
 */
export const MAIL_QUEUE = 'mail'
export const ENQUIRY_TASK = 'sendEnquiryEmail'
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
  const attempt = deliverOnce(payload, id).finally(() => inFlight.delete(key))
  inFlight.set(key, attempt)
  return attempt
}

async function deliverOnce(payload: Payload, id: number | string): Promise<string> {
  const enquiry = await payload.findByID({
    collection: 'enquiries',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!enquiry) return 'missing'
  if (enquiry.deliveryStatus === 'sent') return 'already-sent'
  const attempts = (enquiry.deliveryAttempts ?? 0) + 1
  // Updates run outside the job's request, so they are kept when the task throws.
  const record = (data: Record<string, unknown>) =>
    payload.update({ collection: 'enquiries', id, data, overrideAccess: true, depth: 0 })
  try {
    const recipients = await recipientsFor(payload, enquiry.locale)
    if (recipients.length === 0) {
      throw new Error(`No enquiry recipients are configured for the ${enquiry.locale} site (Site settings)`)
    }
    await payload.sendEmail(composeEnquiryEmail(enquiry, recipients))
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
  await record({
    deliveryStatus: 'sent',
    deliveryAttempts: attempts,
    deliveredAt: new Date().toISOString(),
    lastError: null,
  })
  return 'sent'
}

/** The site's recipients (Site settings), falling back to that language's sales e-mail. */
async function recipientsFor(payload: Payload, locale: 'zh' | 'en'): Promise<string[]> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    locale,
    fallbackLocale: false,
    overrideAccess: true,
    depth: 0,
  })
  const configured = parseRecipients(settings.enquiryRecipients?.[locale])
  return configured.length > 0 ? configured : parseRecipients(settings.salesEmail)
}
