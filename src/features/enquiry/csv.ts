import type { Payload } from 'payload'
import type { Enquiry, EnquiryEvent } from '@/cms/payload-types'

type Column = [header: string, value: (e: Enquiry) => unknown]

const field = (key: keyof Enquiry, header: string = key): Column => [header, (e) => e[key]]

const columns: Column[] = [
  field('id'),
  field('createdAt'),
  field('locale', 'site'),
  field('username', 'name'),
  field('phone'),
  field('email'),
  field('company'),
  field('product'),
  field('description'),
  field('deliveryStatus'),
  field('deliveryAttempts'),
  field('deliveredAt'),
  field('lastError'),
  field('status'),
  field('clientIp'),
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

const id = (ref: unknown) => (ref !== null && typeof ref === 'object' ? (ref as { id: unknown }).id : ref)

/** The notes of an enquiry in one cell, a line each: time, author (staff id), text. */
const notesCell = (e: Enquiry) =>
  (e.notes ?? []).map((n) => `${n.at ?? ''} #${String(id(n.author) ?? '')}: ${n.body}`).join('\n')

/** Every stored field of an enquiry, for a data-subject export (features/enquiry/data-request.ts). */
export const allEnquiryColumns: Column[] = [
  ...columns,
  field('userAgent'),
  ['owner', (e) => id(e.owner)],
  field('firstContactAt'),
  ['notes', notesCell],
  ...(['host', 'path', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const).map(
    (key): Column => [`source.${key}`, (e) => e.source?.[key]],
  ),
  field('alertedAt'),
  field('remindedAt'),
  field('updatedAt'),
]

const header = (cols: Column[]) => cols.map(([h]) => csvCell(h)).join(',')
const row = (e: Enquiry, cols: Column[]) => cols.map(([, value]) => csvCell(value(e))).join(',')
const document = (lines: string[]) => '\uFEFF' + lines.join('\r\n') + '\r\n'

/** The follow-up history of an enquiry in one cell, a line each: time, field, from → to, by whom. */
const historyCell = (events: EnquiryEvent[]) =>
  events
    .map((h) => `${h.createdAt} ${h.field}: ${h.from ?? ''} → ${h.to ?? ''} (#${String(id(h.by) ?? '')})`)
    .join('\n')

/** Some enquiries, every field and their history, as CSV with a byte-order mark. */
export function enquiryDocsCsv(docs: Enquiry[], history: EnquiryEvent[] = []): string {
  const cols: Column[] = [
    ...allEnquiryColumns,
    ['history', (e) => historyCell(history.filter((h) => id(h.enquiry) === e.id))],
  ]
  return document([header(cols), ...docs.map((e) => row(e, cols))])
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
