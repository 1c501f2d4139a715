import type { TaskConfig } from 'payload'

/** The team-chat jobs (queue `mail`, beside the enquiry's e-mail): the alert and the reminder. */
export const CHAT_ALERT_TASK = 'postEnquiryChatAlert'
export const CHAT_REMINDER_TASK = 'postEnquiryChatReminder'

type Input = { enquiryId: number }
type Output = { outcome: string }

// Placeholder handlers, replaced by the team-chat delivery (issue 56 §3) before this lands.
export const postEnquiryChatAlertTask: TaskConfig<{ input: Input; output: Output }> = {
  slug: CHAT_ALERT_TASK,
  label: 'Post enquiry team-chat alert',
  inputSchema: [{ name: 'enquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async () => ({ output: { outcome: 'not-configured' } }),
}

export const postEnquiryChatReminderTask: TaskConfig<{ input: Input; output: Output }> = {
  slug: CHAT_REMINDER_TASK,
  label: 'Post enquiry team-chat reminder',
  inputSchema: [{ name: 'enquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async () => ({ output: { outcome: 'not-configured' } }),
}
