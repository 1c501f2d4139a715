import type { CollectionAfterChangeHook } from 'payload'
import { MAIL_QUEUE } from '@/features/mail/queue'
import { CHAT_ALERT_TASK, CHAT_REMINDER_TASK } from './tasks'
import { webhookFor } from './webhook'
import { isTimeZone } from '../zoned-time'
import { addWorkingHours } from './working-hours'

const DEFAULT_TIME_ZONE = 'Asia/Shanghai'
const DEFAULT_REMINDER_HOURS = 4

/**
 * A new enquiry's team-chat jobs, queued with the create's own request, so in its transaction
 * (as its e-mail job): the alert now, and the reminder when the enquiry is due, after the
 * configured working hours (the job waits with Payload's `waitUntil`; the queue's runner takes
 * only jobs whose time has come). Nothing is queued when no group would receive this enquiry;
 * settings changed later apply to the jobs when they run.
 */
export const queueChatJobs: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const settings = await req.payload.findGlobal({ slug: 'team-chat', req, overrideAccess: true, depth: 0 })
  if (!webhookFor(settings, doc.product)) return doc
  const input = { enquiryId: doc.id }
  await req.payload.jobs.queue({ task: CHAT_ALERT_TASK, queue: MAIL_QUEUE, input, req })
  // A zone saved before its validation existed must not fail the visitor's enquiry.
  const zone = settings.timeZone && isTimeZone(settings.timeZone) ? settings.timeZone : DEFAULT_TIME_ZONE
  const due = addWorkingHours(
    new Date(doc.createdAt),
    settings.reminderAfterHours ?? DEFAULT_REMINDER_HOURS,
    zone,
  )
  await req.payload.jobs.queue({ task: CHAT_REMINDER_TASK, queue: MAIL_QUEUE, input, waitUntil: due, req })
  return doc
}
