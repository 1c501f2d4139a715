import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import type { Env } from '../lib/env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const migrationsRoot = path.resolve(process.cwd(), 'src/cms/migrations')

/**
 * SQLite (embedded default) or PostgreSQL (several instances), chosen by DATABASE_URL.
 * Schema push is off everywhere: committed migrations, one folder per adapter, are applied at
 * start (see ./migrate.ts), so a production database never meets an interactive push prompt.
 */
export function databaseAdapter(e: Env): DatabaseAdapterObj {
  if (e.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: e.DATABASE_URL, max: 10 },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  const file = e.DATABASE_URL.slice('file:'.length)
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url: e.DATABASE_URL },
    // WAL lets readers and the writer work at once; the busy timeout makes concurrent writers
    // wait instead of failing with SQLITE_BUSY (the adapter's default timeout is 0).
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
    busyTimeout: 5000,
    push: false,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
  })
}

export function migrationsFor(e: Env) {
  return e.databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
}
