/**
 * Stores enquiries with a chosen age, as the site's endpoint stores them (with their mail jobs),
 * and optionally queues one enquiry-retention purge: the public endpoint always stamps "now", and
 * an enquiry two years old cannot be made any other way. Run with tsx by privacy-data.spec.ts on
 * the e2e server's database (DATABASE_URL and friends come from the caller).
 * Argument: JSON { enquiries: [{ email, company, daysAgo }], queueRetention?: boolean }.
 * Prints one line: "stored <JSON array of ids>".
 */
import { getPayload } from 'payload'
import config from '../../../src/cms/payload.config'
import { RETENTION_QUEUE, RETENTION_TASK } from '../../../src/features/enquiry/retention'
import { storeEnquiry } from '../../../src/features/enquiry/store'

type Spec = {
  enquiries: Array<{ email: string; company: string; daysAgo: number }>
  queueRetention?: boolean
}
const spec = JSON.parse(process.argv[2] ?? '{}') as Spec
const payload = await getPayload({ config })
const ids: number[] = []
for (const e of spec.enquiries) {
  const id = await storeEnquiry(
    payload,
    {
      username: 'E2E 隐私',
      phone: '13800000000',
      email: e.email,
      company: e.company,
      product: 'MogDB',
      description: 'privacy e2e',
      locale: 'zh',
      clientIp: '203.0.113.50',
      userAgent: 'Playwright',
    },
    new Date(Date.now() - e.daysAgo * 86_400_000),
  )
  ids.push(id)
}
if (spec.queueRetention) await payload.jobs.queue({ task: RETENTION_TASK, queue: RETENTION_QUEUE, input: {} })
console.log(`stored ${JSON.stringify(ids)}`)
process.exit(0)
