import type { I18nClient } from '@payloadcms/translations'
import { LEAD_STATUS_LABELS, type LeadStatus } from '../lead-status'

/**
 * A history row's old or new value as the enquiry form shows it: a status by its name ("已联系"),
 * not its stored code ("contacted"); an owner is stored as the staff member's name already.
 */
export function EventValueCell({
  cellData,
  rowData,
  i18n,
}: {
  cellData?: unknown
  rowData?: { field?: string }
  i18n: I18nClient
}) {
  if (typeof cellData !== 'string' || cellData === '') return null
  const status = rowData?.field === 'status' ? LEAD_STATUS_LABELS[cellData as LeadStatus] : undefined
  return <span>{status ? (i18n.language === 'zh' ? status.zh : status.en) : cellData}</span>
}
