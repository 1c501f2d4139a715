import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Env } from '../lib/env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { postgresListingIndexes, sqliteListingIndexes } from './listing-indexes'
import { postgresParentIndexes, sqliteParentIndexes } from './parent-indexes'
import { checkpointInWorker } from './sqlite-checkpoints'
import { BUSY_TIMEOUT_MS, guardConnections, type LibsqlClient } from './sqlite-connections'

const migrationsRoot = path.resolve(process.cwd(), 'src/cms/migrations')

/**
 * SQLite (embedded default) or PostgreSQL (several instances), chosen by DATABASE_URL.
 * Schema push is off everywhere: committed migrations, one folder per adapter, are applied at
 * start (see ./migrate.ts), so a production database never meets an interactive push prompt.
 */
export function databaseAdapter(e: Env): DatabaseAdapterObj {
  if (e.databaseKind === 'postgres') {
    return withMigrationLock(
      postgresAdapter({
        pool: { connectionString: e.DATABASE_URL, max: 10 },
        push: false,
        migrationDir: path.join(migrationsRoot, 'postgres'),
        prodMigrations: postgresMigrations,
        afterSchemaInit: [postgresParentIndexes, postgresListingIndexes],
      }),
    )
  }
  const file = e.DATABASE_URL.slice('file:'.length)
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return withBackgroundCheckpoints(
    sqliteAdapter({
      client: { url: e.DATABASE_URL },
      // WAL lets readers and the writer work at once; the busy timeout makes concurrent writers
      // wait instead of failing with SQLITE_BUSY (the adapter's default timeout is 0).
      wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
      busyTimeout: BUSY_TIMEOUT_MS,
      // Payload's transactions are off on SQLite unless this is set; the enquiry and its mail job
      // are written in one (src/features/enquiry/store.ts). ./sqlite-connections.ts runs them on
      // one configured connection of their own, with this process's writers taking turns; each
      // begins with BEGIN IMMEDIATE, so a transaction never has to upgrade a read lock.
      transactionOptions: { behavior: 'immediate' },
      // AUTOINCREMENT: a deleted row's id is never handed out again (SQLite's plain rowid reuses
      // the highest one), so an old link to a deleted enquiry cannot open the next one.
      autoIncrement: true,
      push: false,
      migrationDir: path.join(migrationsRoot, 'sqlite'),
      prodMigrations: sqliteMigrations,
      afterSchemaInit: [sqliteParentIndexes, sqliteListingIndexes],
    }),
    file,
    e.DATABASE_URL,
  )
}

type SqliteAdapterObj = ReturnType<typeof sqliteAdapter>

/**
 * Fresh connections configured and writers taking turns (./sqlite-connections.ts), then WAL
 * checkpoints run in a worker thread instead of inside a commit on the main thread
 * (./sqlite-checkpoints.ts). Started once the adapter is connected (WAL on, migrations applied);
 * if the worker cannot start, SQLite keeps checkpointing by itself as before.
 */
function withBackgroundCheckpoints(base: SqliteAdapterObj, file: string, url: string): SqliteAdapterObj {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const connect = adapter.connect?.bind(adapter)
      if (connect)
        adapter.connect = async (...connectArgs) => {
          await connect(...connectArgs)
          const { client } = adapter as unknown as { client?: LibsqlClient }
          if (!client || started.has(client)) return
          started.add(client)
          await guardConnections(client, url)
          // Only the web server (NEXT_RUNTIME is Next's own flag, not configuration) keeps the
          // checkpoint worker. A one-off process (Payload's CLI, a script) exits while the worker may
          // be inside the driver, and the driver then panics and turns a finished run's exit code
          // into 1 (seen: 1 of 20 `payload migrate:status` runs); such a process checkpoints as
          // SQLite does by itself.
          if (process.env.NEXT_RUNTIME !== 'nodejs') return
          try {
            await checkpointInWorker(client, file, args.payload.logger)
          } catch (error) {
            args.payload.logger.warn(
              `sqlite: background checkpoints unavailable (${(error as Error).message}); SQLite checkpoints in commits`,
            )
          }
        }
      return adapter
    },
  }
}
const started = new WeakSet<object>()

export function migrationsFor(e: Env) {
  return e.databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
}

/** Keys of the advisory locks (any constants unique to these uses). */
const MIGRATION_LOCK_KEY = 0x6d696772 // "migr"
const STARTUP_LOCK_KEY = 0x73746172 // "star"

type LockPool = {
  connect(): Promise<{ query(sql: string, values?: unknown[]): Promise<unknown>; release(): void }>
}

/**
 * Runs `fn` while holding a PostgreSQL session advisory lock: other instances taking the same
 * key wait. A process that dies meanwhile releases the lock with its connection.
 */
async function holdingLock<T>(pool: LockPool, key: number, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key])
    return await fn()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined)
    client.release()
  }
}

/**
 * Several instances starting at the same moment would each apply the pending migrations. Every
 * migration run on PostgreSQL (at start via prodMigrations, in onInit, `npm run migrate`) holds
 * an advisory lock: the first instance migrates, the others wait, then find nothing to do.
 */
function withMigrationLock(base: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const migrate = adapter.migrate.bind(adapter)
      adapter.migrate = (migrateArgs) =>
        holdingLock(adapter.pool, MIGRATION_LOCK_KEY, () => migrate(migrateArgs))
      // node-postgres emits 'error' on the pool when an idle connection dies (server stopped or
      // restarted); with no listener that event would crash the process. Log it: the next query
      // opens a fresh connection, so the site recovers by itself when the database is back.
      const connect = adapter.connect?.bind(adapter)
      if (connect)
        adapter.connect = async (...connectArgs) => {
          await connect(...connectArgs)
          adapter.pool?.on('error', (error) =>
            console.error(`database: idle connection lost: ${error.message}`),
          )
        }
      return adapter
    },
  }
}

/**
 * The start-up work after migrations (first staff user, seed of an empty database) done by one
 * instance at a time on PostgreSQL, so two instances starting together seed once, not twice.
 * (A different lock from the migrations': onInit migrates inside it outside production.)
 */
export function oneInstanceAtATime<T>(payload: Payload, fn: () => Promise<T>): Promise<T> {
  const pool =
    payload.db.name === 'postgres' ? (payload.db as unknown as { pool?: LockPool }).pool : undefined
  return pool ? holdingLock(pool, STARTUP_LOCK_KEY, fn) : fn()
}
