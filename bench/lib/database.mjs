// The database the bench's site runs on: SQLite files under a data folder (the default), or, with
// BENCH_DATABASE_URL=postgres://…/name, one PostgreSQL database per data folder, named after the
// URL's database and the folder (name_seeded, name_x10). The scale mode copies the seeded database
// for each step: a file copy, or CREATE DATABASE … TEMPLATE on PostgreSQL.
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

const postgresBase = process.env.BENCH_DATABASE_URL || ''
if (postgresBase && !/^postgres(ql)?:\/\//.test(postgresBase))
  throw new Error(`BENCH_DATABASE_URL=${postgresBase}: a postgres:// URL`)

/** Which database the bench uses, for its output. */
export const databaseKind = postgresBase ? 'PostgreSQL' : 'SQLite'

const pgName = (dataDir) =>
  `${new URL(postgresBase).pathname.slice(1) || 'bench'}_${path.basename(dataDir)}`.replace(
    /[^a-z0-9_]/gi,
    '_',
  )

const pgUrl = (name) => {
  const url = new URL(postgresBase)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs SQL on the server's `postgres` database (CREATE/DROP DATABASE cannot run inside the target). */
function psql(sql, database = 'postgres') {
  const r = spawnSync('psql', [pgUrl(database), '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`psql: ${sql}: ${r.stderr}`)
  return r.stdout.trim()
}

const databaseUrl = (dataDir) =>
  postgresBase ? pgUrl(pgName(dataDir)) : `file:${path.join(dataDir, 'site.db')}`

/**
 * The database variables of the site (and the fill) whose data live in `dataDir`. PostgreSQL
 * needs a PAYLOAD_SECRET (the site refuses to start without one): a fixed one, for the bench only.
 */
export const databaseEnv = (dataDir) => ({
  DATABASE_URL: databaseUrl(dataDir),
  ...(postgresBase
    ? { PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-only-secret-not-for-any-site' }
    : {}),
})

/** An empty database for `dataDir` (the first start migrates and seeds it). */
export function freshDatabase(dataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  if (postgresBase) {
    psql(`DROP DATABASE IF EXISTS "${pgName(dataDir)}"`)
    psql(`CREATE DATABASE "${pgName(dataDir)}"`)
  }
}

/** `to` becomes a copy of `from`: its files and, on PostgreSQL, its database. */
export function copyDatabase(from, to) {
  fs.cpSync(from, to, { recursive: true })
  if (postgresBase) {
    psql(`DROP DATABASE IF EXISTS "${pgName(to)}"`)
    psql(`CREATE DATABASE "${pgName(to)}" TEMPLATE "${pgName(from)}"`)
  }
}

/** Removes `dataDir` and its database. */
export function dropDatabase(dataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (postgresBase) psql(`DROP DATABASE IF EXISTS "${pgName(dataDir)}"`)
}

const fileSize = (f) => (fs.existsSync(f) ? fs.statSync(f).size : 0)

/** The database's size in MB. */
export function databaseMb(dataDir) {
  const bytes = postgresBase
    ? Number(psql(`SELECT pg_database_size('${pgName(dataDir)}')`))
    : fileSize(path.join(dataDir, 'site.db')) + fileSize(path.join(dataDir, 'site.db-wal'))
  return Number((bytes / 1024 / 1024).toFixed(1))
}
