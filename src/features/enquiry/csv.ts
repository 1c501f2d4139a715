import type { Payload } from 'payload'
import type { Enquiry } from '@/cms/payload-types'

type Column = [keyof Enquiry, string]

const columns: Column[] = [
  ['id', 'id'],
  ['createdAt', 'createdAt'],
  ['locale', 'site'],
  ['username', 'name'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['company', 'company'],
  ['product', 'product'],
  ['description', 'description'],
  ['deliveryStatus', 'deliveryStatus'],
  ['deliveryAttempts', 'deliveryAttempts'],
  ['deliveredAt', 'deliveredAt'],
  ['lastError', 'lastError'],
  ['status', 'status'],
  ['clientIp', 'clientIp'],
]

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab/CR) neutralised with an
 * apostrophe, so a spreadsheet never runs a visitor's text as a formula.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return `"${s.replace(/"/g, '""')}"`
}

/** Every stored field of an enquiry, for a data-subject export (features/enquiry/data-request.ts). */
export const allEnquiryColumns: Column[] = [
  ...columns,
  ['userAgent', 'userAgent'],
  ['updatedAt', 'updatedAt'],
]

const header = (cols: Column[]) => cols.map(([, h]) => csvCell(h)).join(',')
const row = (e: Enquiry, cols: Column[]) => cols.map(([k]) => csvCell(e[k])).join(',')
const document = (lines: string[]) => '\uFEFF' + lines.join('\r\n') + '\r\n'

/** Some enquiries, every field, as CSV with a byte-order mark. */
export function enquiryDocsCsv(docs: Enquiry[]): string {
  return document([header(allEnquiryColumns), ...docs.map((e) => row(e, allEnquiryColumns))])
}

/** All enquiries, newest first, as CSV with a byte-order mark (spreadsheets then read UTF-8). */
export async function enquiriesCsv(payload: Payload): Promise<string> {
  const lines = [header(columns)]
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'enquiries',
      sort: '-createdAt',
      limit: 500,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const e of found.docs) lines.push(row(e, columns))
    if (!found.hasNextPage) break
  }
  return document(lines)
}
