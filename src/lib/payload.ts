import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The embedded CMS's local API (no HTTP round trip), initialised once per process. `cron`: also
 * start Payload's job crons (`jobs.autoRun`), which only the server's start asks for.
 */
export function cms(options: { cron?: boolean } = {}): Promise<Payload> {
  return getPayload({ config, cron: options.cron })
}
