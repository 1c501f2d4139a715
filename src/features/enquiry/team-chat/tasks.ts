import type { TaskConfig } from 'payload'
import { MAIL_BACKOFF_MS, MAIL_RETRIES } from '../mail-task'
import { postChatMessage } from './delivery'

/**
 * The team-chat jobs, on the `mail` queue beside the enquiry's e-mail (its runner, its backoff):
 * the alert, queued at once, and the reminder, queued to wait until the enquiry is due
 * (./queue.ts). Each posts at most once (./delivery.ts); a failed post is retried like a mail.
 */
export const CHAT_ALERT_TASK = 'postEnquiryChatAlert'
export const CHAT_REMINDER_TASK = 'postEnquiryChatReminder'

type Input = { enquiryId: number }
type Output = { outcome: string }

const retries = { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS } } as const

/** One chat job: the alert or the reminder of the enquiry in its input. */
const chatTask = (
  slug: string,
  label: string,
  kind: 'alert' | 'reminder',
): TaskConfig<{ input: Input; output: Output }> => ({
  slug,
  label,
  inputSchema: [{ name: 'enquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries,
  handler: async ({ input, req }) => ({
    output: { outcome: await postChatMessage(req.payload, kind, input.enquiryId) },
  }),
})

export const postEnquiryChatAlertTask = chatTask(CHAT_ALERT_TASK, 'Post enquiry team-chat alert', 'alert')
export const postEnquiryChatReminderTask = chatTask(
  CHAT_REMINDER_TASK,
  'Post enquiry team-chat reminder',
  'reminder',
)
