import type { Payload } from 'payload'

/**
 * Runs once when the server starts, before it answers requests: initialise Payload so that
 * migrations, the first staff user and the seed are done before the first visitor arrives.
 */
export async function register() {
  // NEXT_RUNTIME is set by Next itself (not site configuration): only the Node.js server has a database.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  let payload: Payload
  try {
    // The import is inside the try: loading the config validates the environment, and an invalid
    // setting must stop the start as a failed migration does. `cron`: Payload's job crons run
    // scheduled publishing (features/publishing/schedule.ts).
    const { cms } = await import('./lib/payload')
    payload = await cms({ cron: true })
  } catch (error) {
    // Next would log this and go on listening, answering every request 500 until someone looked
    // (an invalid setting, a database that cannot be reached or migrated). Stop instead, so the
    // start fails where the operator or the supervisor sees it, with the reason as the last line.
    console.error(error)
    console.error(`The server cannot start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  // The server's 503 page asks the database through Payload, as /healthz does (never over HTTP).
  const { provideDatabaseCheck } = await import('./features/availability/probe.mjs')
  const { checkDatabase } = await import('./features/availability/database-check')
  provideDatabaseCheck(checkDatabase)
  // The search index is built in the background, a page of documents at a time, so the first
  // search finds it ready (or answers from what it holds so far) and the server answers meanwhile
  // (features/search/store.ts).
  const { warmSearchIndexes } = await import('./features/search/store')
  // The proxy's editor redirects, read through the local API (features/redirects/table.ts).
  const { startRedirectTable } = await import('./features/redirects/table')
  startRedirectTable(payload)
  warmSearchIndexes(payload)
}
