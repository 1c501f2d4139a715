import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Payload on this run's throw-away database; the first call migrates and seeds it. */
export function payloadForTests(): Promise<Payload> {
  return getPayload({ config })
}

/** Options of a local-API read made as an anonymous visitor would make it. */
export const asVisitor = (locale: 'zh' | 'en') =>
  ({ locale, fallbackLocale: false, overrideAccess: false, draft: false }) as const
