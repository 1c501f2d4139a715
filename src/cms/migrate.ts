/** `npm run migrate`: applies the committed migrations of the configured adapter, then exits. */
import { getPayload } from 'payload'
import config from './payload.config'

await getPayload({ config })
console.log('Migrations are up to date.')
process.exit(0)
