import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The embedded CMS's local API (no HTTP round trip), initialised once per process. */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
