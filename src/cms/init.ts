import type { Payload } from 'payload'
import { startRetentionRunner } from '../features/enquiry/retention'
import { startJobRunner } from '../features/mail/jobs'
import { outboxWarning } from '../features/mail/transport'
import { fillEmptyNavigation } from '../features/navigation/fill'
import { fillEmptyPageTexts } from '../features/page-texts/fill'
import { firstUserSetupUrl } from '../features/staff-auth/first-user-setup'
import { env } from '../lib/env'
import { migrationsFor, oneInstanceAtATime } from './db'
import { hasContent } from './seed/has-content'
import { seedPrivacyPage } from './seed/privacy'

/**
 * Runs once when Payload starts: bring the schema up to date, create the first staff account
 * from ADMIN_EMAIL / ADMIN_PASSWORD (or log the link to register one), seed an empty database,
 * then (JOBS_AUTORUN) release jobs a stopped process left `processing` and start the in-process
 * job runners (mail, enquiry retention).
 */
export async function onInit(payload: Payload): Promise<void> {
  const e = env()
  // Several instances may start at once on PostgreSQL: one does this part, the others wait and
  // then find the schema current, the staff user there and the content seeded.
  await oneInstanceAtATime(payload, async () => {
    // In production the adapter's prodMigrations already ran the committed migrations at connect;
    // elsewhere (dev server, tests, scripts) apply the same migrations here. Push stays off.
    if (e.NODE_ENV !== 'production') {
      await payload.db.migrate({ migrations: migrationsFor(e) as never })
    }
    await ensureFirstStaffUser(payload)
    if (e.SEED_ON_START && !(await hasContent(payload))) {
      // Loaded only for an empty database: the seed's content and image generators are large, and
      // loading them slowed every start (docs/performance.md, cold start).
      const { seedIfEmpty } = await import('./seed')
      await seedIfEmpty(payload)
    } else if (e.SEED_ON_START) {
      // A site seeded before the enquiry form linked its privacy policy gets the page now.
      await seedPrivacyPage(payload)
    }
    // A database from before the header/footer globals: give them today's menus (issue 21).
    await fillEmptyNavigation(payload)
    // Page texts never saved (a new database, or one from before them): the catalogue's texts.
    await fillEmptyPageTexts(payload)
  })
  const outbox = outboxWarning(e)
  if (outbox) payload.logger.warn(outbox)
  await startJobRunner(payload, e)
  startRetentionRunner(payload, e)
}

async function ensureFirstStaffUser(payload: Payload) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) {
    payload.logger.warn(
      `No staff account yet. Create the first one (an admin) with this link: ${firstUserSetupUrl()}`,
    )
    return
  }
  await payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Admin', roles: ['admin'] },
    overrideAccess: true,
  })
  payload.logger.info(`Created the first staff user ${ADMIN_EMAIL}`)
}
