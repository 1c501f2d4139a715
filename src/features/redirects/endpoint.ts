import type { Endpoint } from 'payload'
import { env } from '@/lib/env'
import { isEditorRedirect, type EditorRedirect } from './match'
import { INTERNAL_TOKEN_HEADER, isValidInternalToken } from '@/lib/internal-token'

/** Where the proxy reads the table, under Payload's API route: GET /cms-api/redirects/table. */
export const TABLE_ENDPOINT_PATH = '/table'

/** Every editor redirect, newest first, in the shape the proxy matches against. */
async function readTable(req: Parameters<Endpoint['handler']>[0]): Promise<EditorRedirect[]> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    sort: '-updatedAt',
    depth: 0,
    overrideAccess: true,
    select: { from: true, to: true, host: true, permanent: true },
  })
  return docs
    .map((d) => ({ from: d.from, to: d.to, host: d.host, permanent: Boolean(d.permanent) }))
    .filter(isEditorRedirect)
}

/**
 * Internal, not public: the proxy of each instance fetches it every few seconds with a credential
 * derived from PAYLOAD_SECRET (lib/internal-token.ts), so the proxy never starts Payload itself.
 */
export const redirectTableEndpoint: Endpoint = {
  path: TABLE_ENDPOINT_PATH,
  method: 'get',
  handler: async (req) => {
    if (
      !isValidInternalToken(req.headers.get(INTERNAL_TOKEN_HEADER), env().PAYLOAD_SECRET, 'redirects-table')
    ) {
      return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
    }
    const rules = await readTable(req)
    return Response.json({ rules }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
