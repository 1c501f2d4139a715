/**
 * A setup file of the integration files that share one Payload (vitest.config.ts): no in-process
 * job runner for it. The files share one database, and the mail jobs an earlier file left retrying
 * (its mail server gone) would otherwise run between the SQL queries a later file counts (a CI run
 * counted 30 such queries in the sitemap's pages file). The Payload config reads the environment
 * when it is first imported, so this runs before any file does.
 */
process.env.JOBS_AUTORUN = 'false'
