/**
 * Runs once when the server starts, before it answers requests: initialise Payload so that
 * migrations, the first staff user and the seed are done before the first visitor arrives.
 */
export async function register() {
  // NEXT_RUNTIME is set by Next itself (not site configuration): only the Node.js server has a database.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { cms } = await import('./lib/payload')
    await cms()
    // Scheduled publishing runs through this server's own HTTP API (see the module).
    const { startServerPublishRunner } = await import('./features/publishing/runner')
    startServerPublishRunner()
  }
}
