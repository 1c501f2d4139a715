import type { Endpoint, PayloadRequest } from 'payload'
import { actsAs } from '@/cms/access'
import {
  DataRequestError,
  dataRequestMessages,
  deleteEnquiriesByEmail,
  exportFile,
  findEnquiriesByEmail,
  findEnquiryHistory,
  normalizeEmail,
  parseExportFormat,
} from './data-request'
import { adminLanguage } from '@/cms/admin-language'

/**
 * The data-subject request API, on the enquiries collection (admins only; 403 for anyone else):
 *   POST /cms-api/enquiries/data-request/find    { email }            → { email, totalDocs, docs }
 *   POST /cms-api/enquiries/data-request/export  { email, format }    → a JSON or CSV download
 *   POST /cms-api/enquiries/data-request/delete  { email }            → { email, deleted }
 * POST with a JSON body, so the address never lands in a URL (access logs, browser history).
 * Refusals answer { errors: [{ message }] } like Payload's own, in the admin's language.
 */

const noStore = { 'Cache-Control': 'no-store' }

async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  // Payload's handler parses a JSON body into req.data; otherwise read it here.
  if (req.data && typeof req.data === 'object') return req.data as Record<string, unknown>
  try {
    const parsed: unknown = await req.json?.()
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Checks the admin role, reads the address, runs `work`; refusals become 400/403 answers. */
const handle =
  (work: (req: PayloadRequest, email: string, data: Record<string, unknown>) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    try {
      if (!actsAs(req.user, 'admin')) throw new DataRequestError(403, 'forbidden')
      const data = await body(req)
      return await work(req, normalizeEmail(data.email), data)
    } catch (error) {
      if (!(error instanceof DataRequestError)) throw error
      return Response.json(
        { errors: [{ message: dataRequestMessages[adminLanguage(req)][error.key] }] },
        { status: error.status, headers: noStore },
      )
    }
  }

export const dataRequestEndpoints: Endpoint[] = [
  {
    path: '/data-request/find',
    method: 'post',
    handler: handle(async (req, email) => {
      const docs = await findEnquiriesByEmail(req.payload, email, { req })
      return Response.json({ email, totalDocs: docs.length, docs }, { headers: noStore })
    }),
  },
  {
    path: '/data-request/export',
    method: 'post',
    handler: handle(async (req, email, data) => {
      const format = parseExportFormat(data.format)
      const docs = await findEnquiriesByEmail(req.payload, email, { req })
      const history = await findEnquiryHistory(
        req.payload,
        docs.map((d) => d.id),
        { req },
      )
      const file = exportFile(email, docs, history, format)
      return new Response(file.body, {
        headers: {
          ...noStore,
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
        },
      })
    }),
  },
  {
    path: '/data-request/delete',
    method: 'post',
    handler: handle(async (req, email) => {
      const ids = await deleteEnquiriesByEmail(req.payload, email, { req })
      req.payload.logger.info(
        `data request: an admin (user ${String(req.user?.id)}) deleted ${ids.length} enquiries`,
      )
      return Response.json({ email, deleted: ids.length }, { headers: noStore })
    }),
  },
]
