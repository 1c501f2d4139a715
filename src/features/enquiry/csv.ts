import type { Payload, TypedUser, Where } from 'payload'
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

/** Where the enquiry came from (the page and the campaign). */
const sourceColumns = (
  ['host', 'path', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const
).map((key): Column => [`source.${key}`, (e) => e.source?.[key]])

/** Every stored field of an enquiry, for a data-subject export (features/enquiry/data-request.ts). */
export const allEnquiryColumns: Column[] = [
  ...columns,
  field('userAgent'),
  ['owner', (e) => id(e.owner)],
  field('firstContactAt'),
  ['notes', notesCell],
  ...sourceColumns,
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

/** What sales staff follow an enquiry by: owner (by name), first contact, notes, where it came from. */
const followUpColumns = (owners: Map<number, string>): Column[] => [
  ['owner', (e) => owners.get(Number(id(e.owner))) ?? id(e.owner)],
  field('firstContactAt'),
  ['notes', notesCell],
  ...sourceColumns,
]

/**
 * The enquiries a staff member sees, newest first, as CSV with a byte-order mark (spreadsheets
 * then read UTF-8): all of them, or those the list's filter (`where`) selects. The query runs with
 * the staff member's own access, so it never reads more than their list does.
 */
export async function enquiriesCsv(payload: Payload, user: TypedUser, where?: Where): Promise<string> {
  const docs: Enquiry[] = []
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'enquiries',
      where,
      sort: '-createdAt',
      limit: 500,
      page,
      depth: 0,
      user,
      overrideAccess: false,
    })
    docs.push(...found.docs)
    if (!found.hasNextPage) break
  }
  const ownerIds = [...new Set(docs.map((e) => Number(id(e.owner))).filter(Number.isInteger))]
  const staff = ownerIds.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: ownerIds } },
        select: { name: true, email: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const owners = new Map(staff.docs.map((u) => [u.id, u.name || u.email]))
  const cols = [...columns, ...followUpColumns(owners)]
  return document([header(cols), ...docs.map((e) => row(e, cols))])
}
