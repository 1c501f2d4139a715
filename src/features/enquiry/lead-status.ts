/**
 * An enquiry as a sales lead: new → contacted → qualified → won or lost, or spam at any point.
 * The labels are the admin's, in its two languages.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, { zh: string; en: string }> = {
  new: { zh: '新线索', en: 'New' },
  contacted: { zh: '已联系', en: 'Contacted' },
  qualified: { zh: '已确认需求', en: 'Qualified' },
  won: { zh: '赢单', en: 'Won' },
  lost: { zh: '丢单', en: 'Lost' },
  spam: { zh: '垃圾信息', en: 'Spam' },
}
