import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import type { Enquiry, EnquiryEvent } from '@/cms/payload-types'
import { enquiryDocsCsv } from './csv'

/**
 * Data-subject requests: everything stored about one e-mail address, found, exported or deleted
 * by an admin (the endpoints in ./data-request-endpoints.ts, the admin view in ./admin/).
 * Addresses match whole, ignoring case and surrounding spaces.
 */

export const dataRequestMessages = {
  zh: {
    forbidden: '只有管理员可以处理数据主体请求。',
    emailRequired: '请输入邮箱地址。',
    emailInvalid: '邮箱地址格式不正确。',
    formatInvalid: '导出格式只能是 json 或 csv。',
  },
  en: {
    forbidden: 'Only admins may handle data-subject requests.',
    emailRequired: 'Enter an e-mail address.',
    emailInvalid: 'That is not a valid e-mail address.',
    formatInvalid: 'The export format must be json or csv.',
  },
} as const

export type DataRequestMessage = keyof (typeof dataRequestMessages)['en']

/** A refusal with its HTTP status and the message's key (worded in the admin's language). */
export class DataRequestError extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly key: DataRequestMessage,
  ) {
    super(dataRequestMessages.en[key])
  }
}

const emailSchema = z.email().max(254)

/** The address as compared: trimmed and lower-cased; missing or malformed input is refused. */
export function normalizeEmail(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new DataRequestError(400, 'emailRequired')
  const email = raw.trim().toLowerCase()
  if (!emailSchema.safeParse(email).success) throw new DataRequestError(400, 'emailInvalid')
  return email
}

export type ExportFormat = 'json' | 'csv'

export function parseExportFormat(raw: unknown): ExportFormat {
  if (raw === undefined || raw === null || raw === '') return 'json'
  if (raw === 'json' || raw === 'csv') return raw
  throw new DataRequestError(400, 'formatInvalid')
}

/** Whether a stored address is the requested (normalised) one. */
export const sameEmail = (stored: string | null | undefined, email: string) =>
  (stored ?? '').trim().toLowerCase() === email

type Access = { req?: PayloadRequest }

/**
 * Every enquiry sent from the address, newest first. The database narrows by substring (LIKE /
 * ILIKE, case-insensitive) and the exact, case-insensitive comparison is made here: a LIKE
 * pattern alone would also match longer addresses, and `_` in an address is a LIKE wildcard.
 * With a `req`, the read is made as that user (access rules apply).
 */
export async function findEnquiriesByEmail(
  payload: Payload,
  email: string,
  { req }: Access = {},
): Promise<Enquiry[]> {
  const found = await payload.find({
    collection: 'enquiries',
    where: { email: { contains: email } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: !req,
  })
  return found.docs.filter((e) => sameEmail(e.email, email))
}

/**
 * The follow-up history of the enquiries, oldest first (their notes are in the enquiries
 * themselves). With a `req`, read as that user.
 */
export async function findEnquiryHistory(
  payload: Payload,
  ids: Array<number | string>,
  { req }: Access = {},
): Promise<EnquiryEvent[]> {
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'enquiry-events',
    where: { enquiry: { in: ids } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: !req,
  })
  return found.docs
}

/**
 * Deletes every enquiry sent from the address, in one transaction (Payload's delete operation
 * opens it, and the collection's hooks run inside it: they delete the enquiries' history and mail
 * jobs too; notes are part of the enquiry); returns the ids deleted.
 */
export async function deleteEnquiriesByEmail(
  payload: Payload,
  email: string,
  { req }: Access = {},
): Promise<Array<number | string>> {
  const docs = await findEnquiriesByEmail(payload, email, { req })
  if (docs.length === 0) return []
  const result = await payload.delete({
    collection: 'enquiries',
    where: { id: { in: docs.map((d) => d.id) } },
    depth: 0,
    req,
    overrideAccess: !req,
  })
  if (result.errors.length > 0) {
    throw new Error(
      `data request: ${result.errors.length} enquiries could not be deleted: ${result.errors[0]?.message}`,
    )
  }
  return result.docs.map((d) => d.id)
}

/** The export file: every field of every enquiry (notes included) and their history, as JSON or CSV. */
export function exportFile(
  email: string,
  docs: Enquiry[],
  history: EnquiryEvent[],
  format: ExportFormat,
  now = new Date(),
): { body: string; contentType: string; filename: string } {
  const day = now.toISOString().slice(0, 10)
  if (format === 'csv') {
    return {
      body: enquiryDocsCsv(docs, history),
      contentType: 'text/csv; charset=utf-8',
      filename: `data-request-${day}.csv`,
    }
  }
  return {
    body: JSON.stringify({ email, exportedAt: now.toISOString(), enquiries: docs, history }, null, 2),
    contentType: 'application/json; charset=utf-8',
    filename: `data-request-${day}.json`,
  }
}
