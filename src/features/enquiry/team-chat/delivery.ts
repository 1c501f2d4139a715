import type { Payload } from 'payload'
import { acrossInstances } from '../mail-task'
import { readEnquiry, recordOnEnquiry } from '../store'
import { siteOrigin } from '@/lib/env'
import { chatMessage } from './message'
import { postToChat, webhookFor } from './webhook'

/**
 * Posting an enquiry's alert or reminder to the group chat, exactly once.
 *
 * As the enquiry's e-mail (../mail-task.ts): the job may run twice (no lease in Payload's queue,
 * two instances), so the post is recorded on the enquiry at once (`alertedAt`, `remindedAt`) and a
 * recorded one is never posted again; runs of one enquiry are serialised in this process by a map
 * of runs in flight and across instances by a PostgreSQL advisory lock of their own class.
 * A failed post throws, and Payload retries the job with backoff.
 */
type Kind = 'alert' | 'reminder'

/** Namespace of the advisory locks taken per enquiry (apart from the e-mail's "mail"). */
const CHAT_LOCK_CLASS = 0x63686174 // "chat"

const STAMP = { alert: 'alertedAt', reminder: 'remindedAt' } as const

const inFlight = new Map<string, Promise<string>>()

/** Posts the enquiry's alert (or reminder) unless it was posted already; throws when posting failed. */
export function postChatMessage(payload: Payload, kind: Kind, id: number | string): Promise<string> {
  const key = `${kind}:${String(id)}`
  const running = inFlight.get(key)
  // Another runner in this process is posting it: its outcome stands for both.
  if (running) return running.then(() => 'already-sent')
  const attempt = acrossInstances(payload, CHAT_LOCK_CLASS, id, () => postOnce(payload, kind, id)).finally(
    () => inFlight.delete(key),
  )
  inFlight.set(key, attempt)
  return attempt
}

async function postOnce(payload: Payload, kind: Kind, id: number | string): Promise<string> {
  const enquiry = await readEnquiry(payload, id)
  if (!enquiry) return 'missing'
  if (enquiry[STAMP[kind]]) return 'already-sent'
  // The reminder is for an enquiry nobody took up: any status but `new` means someone did.
  if (kind === 'reminder' && (enquiry.status ?? 'new') !== 'new') return 'followed-up'
  const settings = await payload.findGlobal({ slug: 'team-chat', overrideAccess: true, depth: 0 })
  const webhook = webhookFor(settings, enquiry.product)
  if (!webhook) return 'not-configured'
  const text = chatMessage(enquiry, kind, {
    origin: siteOrigin(enquiry.locale),
    hours: settings.reminderAfterHours ?? 4,
  })
  try {
    await postToChat(webhook, text)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`enquiry ${String(id)}: team-chat ${kind} failed: ${message}`)
    throw error
  }
  // At once: a crash before this line posts it again on retry.
  await recordOnEnquiry(payload, id, { [STAMP[kind]]: new Date().toISOString() })
  return 'sent'
}
