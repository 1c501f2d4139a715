import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type FilterOptions,
  type PayloadRequest,
} from 'payload'
import type { Enquiry } from '@/cms/payload-types'
import { actsAs, hasRole } from '@/cms/access'
import type { LeadStatus } from './lead-status'
import { adminLanguage } from '@/cms/admin-language'

/**
 * The follow-up of an enquiry (issue 56 §1), as the Enquiries collection's hooks:
 * - a status is never empty; any status may follow any other (a mistaken click can be put
 *   right by the one who made it, and the history shows every change);
 * - `firstContactAt` is set once, when the status first becomes a contact status;
 * - the owner is a sales staff member or an admin;
 * - a note gets its author and time from the server; saved notes are changed or removed only
 *   by admins (and the server's own scripts);
 * - every change of status or owner writes one enquiry-events row, in the change's transaction,
 *   and the rows go with the enquiry when it is deleted.
 */

/** The statuses that mean someone has been in touch with the visitor (spam does not). */
const CONTACT_STATUSES: ReadonlySet<string> = new Set<LeadStatus>(['contacted', 'qualified', 'won', 'lost'])

type Note = NonNullable<Enquiry['notes']>[number]
type Ref = Enquiry['owner'] | undefined

const messages = {
  zh: {
    statusRequired: '请选择跟进状态。',
    ownerNotSales: '负责人必须是销售人员或管理员。',
    notesLocked: '已保存的跟进记录不能修改或删除，只能新增。如果刚有其他人添加了记录，请刷新页面后重新添加。',
  },
  en: {
    statusRequired: 'Choose a status.',
    ownerNotSales: 'The owner must be a sales staff member or an admin.',
    notesLocked:
      'Saved notes cannot be changed or removed, only added to. If someone else has just added a note, reload the page and add yours again.',
  },
} as const

type Message = keyof (typeof messages)['en']

const refuse = (req: PayloadRequest, path: string, key: Message) =>
  new ValidationError(
    {
      collection: 'enquiries',
      errors: [{ path, message: messages[adminLanguage(req)][key] }],
    },
    req.t,
  )

/** A relationship's id, whether stored (id) or populated (document). */
export const refId = (value: Ref | { id: number | string }): number | string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

/** The time to record as the first contact, if this change is the first one; else undefined. */
export function firstContact(
  status: string | null | undefined,
  recorded: string | null | undefined,
  now: Date,
): string | undefined {
  return !recorded && status && CONTACT_STATUSES.has(status) ? now.toISOString() : undefined
}

/** Thrown by mergeNotes when someone who may not edit notes changed or removed a saved one. */
export class NotesLockedError extends Error {}

/**
 * The notes to store: a new row (an id not saved before) gets its author and time here, whatever
 * the client sent; a saved row keeps its author and time. `mayEdit` (admins, the server) may change
 * or remove saved rows; anyone else gets NotesLockedError for a changed or missing one.
 */
export function mergeNotes(
  saved: readonly Note[],
  incoming: readonly Note[],
  { author, now, mayEdit }: { author: number | null; now: Date; mayEdit: boolean },
): Note[] {
  const byId = new Map(saved.filter((n) => n.id).map((n) => [n.id as string, n]))
  const kept = new Set<string>()
  const rows = incoming.map((row): Note => {
    const old = row.id ? byId.get(row.id) : undefined
    if (!old) return { ...row, author, at: now.toISOString() }
    kept.add(old.id as string)
    if (!mayEdit && row.body !== old.body) throw new NotesLockedError()
    return { ...row, author: refId(old.author) as number | null, at: old.at }
  })
  if (!mayEdit && kept.size < byId.size) throw new NotesLockedError()
  return rows
}

/** One history row's content: which field changed, from what, to what (ids for the owner). */
type Change = { field: 'status' | 'owner'; from: string | null; to: string | null }

/** The changes of status and owner between two versions of an enquiry. */
export function followUpChanges(before: Partial<Enquiry>, after: Partial<Enquiry>): Change[] {
  const changes: Change[] = []
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v))
  const status = [text(before.status), text(after.status)] as const
  if (status[0] !== status[1]) changes.push({ field: 'status', from: status[0], to: status[1] })
  const owner = [text(refId(before.owner)), text(refId(after.owner))] as const
  if (owner[0] !== owner[1]) changes.push({ field: 'owner', from: owner[0], to: owner[1] })
  return changes
}

/** Admins pick the owner among sales staff and admins; sales staff read no one else anyway. */
export const ownerOptions: FilterOptions = ({ req }) =>
  actsAs(req.user, 'admin') ? { roles: { in: ['sales', 'admin'] } } : true

/** Who may change or remove saved notes: admins, and the server's own code (no user). */
const mayEditNotes = (req: PayloadRequest) => !req.user || actsAs(req.user, 'admin')

const checkFollowUp: CollectionBeforeChangeHook<Enquiry> = async ({ data, originalDoc, operation, req }) => {
  const original: Partial<Enquiry> = operation === 'update' ? (originalDoc ?? {}) : {}
  const now = new Date()

  // Empty: refused on a create, from a staff member, or as a change (the server's own updates of
  // other fields never fail on an old row that has no status).
  const status: string | null | undefined = data.status
  const empty = status === null || status === '' || (operation === 'create' && status === undefined)
  if (empty && (operation === 'create' || req.user || original.status)) {
    throw refuse(req, 'status', 'statusRequired')
  }
  const contactedAt = firstContact(
    data.status ?? original.status,
    data.firstContactAt ?? original.firstContactAt,
    now,
  )
  if (contactedAt) data.firstContactAt = contactedAt

  const owner = refId(data.owner)
  if (owner !== null && owner !== refId(original.owner)) {
    const staff = await req.payload
      .findByID({ collection: 'users', id: owner, depth: 0, overrideAccess: true, req, disableErrors: true })
      .catch(() => null)
    if (!staff || !hasRole(staff, 'sales', 'admin')) throw refuse(req, 'owner', 'ownerNotSales')
  }

  if (Array.isArray(data.notes)) {
    try {
      data.notes = mergeNotes(original.notes ?? [], data.notes, {
        author: typeof req.user?.id === 'number' ? req.user.id : null,
        now,
        mayEdit: mayEditNotes(req),
      })
    } catch (error) {
      if (error instanceof NotesLockedError) throw refuse(req, 'notes', 'notesLocked')
      throw error
    }
  }
  return data
}

/** A staff member as the history names them: their e-mail (names need not be unique). */
async function staffLabel(req: PayloadRequest, id: string | null): Promise<string | null> {
  if (id === null) return null
  const user = await req.payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  return user?.email ?? `#${id}`
}

const recordHistory: CollectionAfterChangeHook<Enquiry> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  for (const change of followUpChanges(previousDoc ?? {}, doc)) {
    const [from, to] =
      change.field === 'owner'
        ? await Promise.all([staffLabel(req, change.from), staffLabel(req, change.to)])
        : [change.from, change.to]
    await req.payload.create({
      collection: 'enquiry-events',
      data: {
        enquiry: doc.id,
        field: change.field,
        from,
        to,
        by: typeof req.user?.id === 'number' ? req.user.id : null,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
  return doc
}

/**
 * The history goes before its enquiry, in the delete's transaction: the rows' enquiry column is
 * required, so the database could not clear it when the enquiry went first.
 */
const dropHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'enquiry-events',
    where: { enquiry: { equals: id } },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

export const followUpHooks = {
  beforeChange: [checkFollowUp],
  afterChange: [recordHistory],
  beforeDelete: [dropHistory],
}
