import type { Payload } from 'payload'
import { contactFieldLabels, contactSchema, type ContactLocale } from './schema'
import { ApiError } from '@/features/api/envelope'
import { claimEnquirySlot, type RateLimits } from './rate-limit'
import { enquirySource } from './source'
import { storeEnquiry } from './store'

/** The hidden form field only bots fill in; a filled one is answered as success and dropped. */
export const HONEYPOT_FIELD = 'website'

export type EnquiryContext = {
  locale: ContactLocale
  clientIp: string | null
  userAgent: string | null
  /** The request's Host, and the site's two hosts: the source's host is one of them or none. */
  host: string | null
  siteHosts: readonly string[]
  limits: RateLimits
}

export type SubmitOutcome = { id: number | null; stored: boolean }

/** One schema per language, built once: building it costs more than checking an enquiry with it. */
const schemas: Partial<Record<ContactLocale, ReturnType<typeof contactSchema>>> = {}

/**
 * One contact-form submission: rate limit per client IP (429), validation with the contact
 * dialog's own schema in the site's language (400 naming the fields), its source checked
 * (./source.ts: bad values dropped), then the enquiry is stored with its e-mail job, in one transaction (./store.ts), before the answer.
 */
export async function submitEnquiry(
  payload: Payload,
  body: Record<string, unknown>,
  ctx: EnquiryContext,
): Promise<SubmitOutcome> {
  const slot = await claimEnquirySlot(payload, ctx.clientIp, ctx.limits)
  if (slot.limited) throw new ApiError(429, (m) => m.rateLimited)
  const honeypot = body[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null && honeypot !== false) {
    payload.logger.info(`enquiry: honeypot filled (ip ${ctx.clientIp ?? 'unknown'}); dropped`)
    return { id: null, stored: false }
  }
  // The dialog's field is `description`; older clients send `desc` (spec section 3).
  const input =
    body.description === undefined && body.desc !== undefined ? { ...body, description: body.desc } : body
  const parsed = (schemas[ctx.locale] ??= contactSchema(ctx.locale)).safeParse(input)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'body')
      fields[name] ??= issue.message
    }
    // A mistyped form is not an enquiry: it does not use up the visitor's allowance.
    await slot.release()
    const [first, message] = Object.entries(fields)[0] ?? ['body', '']
    const label = (contactFieldLabels[ctx.locale] as Record<string, string>)[first] ?? first
    const sep = ctx.locale === 'zh' ? '：' : ': '
    throw new ApiError(400, () => `${label}${sep}${message}`, { fields })
  }
  const id = await storeEnquiry(payload, {
    ...parsed.data,
    locale: ctx.locale,
    clientIp: ctx.clientIp,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    source: enquirySource(body.source, ctx.host, ctx.siteHosts),
  })
  return { id, stored: true }
}
