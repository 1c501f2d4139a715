/**
 * Queues a scheduled publication exactly as the admin's schedule drawer does (its server function
 * has no REST equivalent): the schedulePublish task on the default queue, waiting until the given
 * time, as the given staff user. Run with tsx by editors.spec.ts, on the e2e server's database
 * (DATABASE_URL and friends come from the caller); the server's own runner then publishes it.
 * Arguments: collection, document id, user id, delay in milliseconds.
 */
import { getPayload } from 'payload'
import config from '../../../src/cms/payload.config'

const [collection, docId, userId, delayMs] = process.argv.slice(2)
const payload = await getPayload({ config })
await payload.jobs.queue({
  task: 'schedulePublish',
  waitUntil: new Date(Date.now() + Number(delayMs)),
  input: {
    type: 'publish',
    doc: { relationTo: collection as 'news', value: Number(docId) },
    user: { relationTo: 'users', value: Number(userId) },
  },
})
console.log('queued')
process.exit(0)
