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

export const postEnquiryChatAlertTask: TaskConfig<{ input: Input; output: Output }> = {
  slug: CHAT_ALERT_TASK,
  label: 'Post enquiry team-chat alert',
  inputSchema: [{ name: 'enquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries,
  handler: async ({ input, req }) => ({
    output: { outcome: await postChatMessage(req.payload, 'alert', input.enquiryId) },
  }),
}

export const postEnquiryChatReminderTask: TaskConfig<{ input: Input; output: Output }> = {
  slug: CHAT_REMINDER_TASK,
  label: 'Post enquiry team-chat reminder',
  inputSchema: [{ name: 'enquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries,
  handler: async ({ input, req }) => ({
    output: { outcome: await postChatMessage(req.payload, 'reminder', input.enquiryId) },
  }),
}
