/**
 * Imported first by a test file that counts the SQL queries of its reads: no in-process job
 * runner for that file's Payload. The files share one database, and the mail jobs an earlier file
 * left retrying (its mail server gone) would otherwise run on the measured connection, between
 * the reads counted (a CI run counted 30 such queries in the sitemap's pages file). The Payload
 * config reads the environment when it is imported, so this must come before any import of it.
 */
process.env.JOBS_AUTORUN = 'false'
