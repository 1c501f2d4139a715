import type { Payload } from 'payload'
import type { Enquiry } from '@/cms/payload-types'

const columns: Array<[keyof Enquiry, string]> = [
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
  ['handled', 'handled'],
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

/** All enquiries, newest first, as CSV with a byte-order mark (spreadsheets then read UTF-8). */
export async function enquiriesCsv(payload: Payload): Promise<string> {
  const lines = [columns.map(([, h]) => csvCell(h)).join(',')]
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'enquiries',
      sort: '-createdAt',
      limit: 500,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const e of found.docs) lines.push(columns.map(([k]) => csvCell(e[k])).join(','))
    if (!found.hasNextPage) break
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}
