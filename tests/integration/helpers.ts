import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'

/** Payload on this run's throw-away database; the first call migrates and seeds it. */
export function payloadForTests(): Promise<Payload> {
  return getPayload({ config })
}

/** A handler of Payload's REST API (/cms-api/…), called as Next calls it. */
export type Rest = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Payload's REST route handlers for this run's config. */
export async function restHandlers(): Promise<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Rest>> {
  const routes = await import('@payloadcms/next/routes')
  return {
    GET: routes.REST_GET(config) as Rest,
    POST: routes.REST_POST(config) as Rest,
    PATCH: routes.REST_PATCH(config) as Rest,
    DELETE: routes.REST_DELETE(config) as Rest,
  }
}

/** Options of a local-API read made as an anonymous visitor would make it. */
export const asVisitor = (locale: 'zh' | 'en') =>
  ({ locale, fallbackLocale: false, overrideAccess: false, draft: false }) as const

/** Uploads a plain blue PNG of this size to the media library (`name` is its alt text and file name). */
export async function uploadPng(payload: Payload, name: string, width: number, height: number) {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 220 } } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    locale: 'zh',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
  })
}
