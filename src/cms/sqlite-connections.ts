import { MAIN_THREAD_CHECKPOINT_PAGES } from './sqlite-checkpoints'

/**
 * Payload's transactions on SQLite (`transactionOptions` in ./db.ts), made safe for concurrent
 * requests in one process. Two facts of the libsql driver (`@libsql/client`, local file):
 *
 * 1. `client.transaction()` gives the client's current connection to the transaction and opens a
 *    new connection for every later statement. That connection starts with SQLite's defaults:
 *    busy timeout 0 (a writer that meets another process's lock fails with SQLITE_BUSY at once),
 *    synchronous=FULL, checkpoints inside commits. So the settings the adapter applied at
 *    connect are applied again to each new connection, before any statement can reach it.
 * 2. The driver is synchronous. A Payload transaction stays open across awaits (its hooks, the
 *    job it queues); a second write reaching SQLite meanwhile would wait for the lock on the main
 *    thread, which the open transaction needs to finish: the process would stall for the whole
 *    busy timeout and then fail. So in this process, writes take turns here, asynchronously:
 *    a transaction holds the turn from BEGIN to COMMIT/ROLLBACK, a write outside one holds it
 *    for its statement. Reads never wait (WAL). SQLite's busy timeout is left for other
 *    processes on the same file (a `payload` command, a second server).
 *
 * A turn is waited for at most `BUSY_TIMEOUT_MS`, like SQLite's own lock: a write issued from
 * inside an open transaction without its `req` then fails as it would have, instead of waiting
 * forever.
 */
export const BUSY_TIMEOUT_MS = 5000

type Stmt = string | { sql: string; args?: unknown }
type Tx = { commit(): Promise<void>; rollback(): Promise<void>; close(): void }
export type LibsqlClient = {
  execute(stmt: Stmt, args?: unknown): Promise<unknown>
  batch(stmts: Stmt[], mode?: string): Promise<unknown>
  executeMultiple(sql: string): Promise<unknown>
  migrate?(stmts: Stmt[]): Promise<unknown>
  transaction(mode?: string): Promise<Tx>
}

/** The per-connection settings (./db.ts applies the same at connect; WAL itself is per file). */
export const connectionPragmas = (busyTimeoutMs = BUSY_TIMEOUT_MS) => [
  `PRAGMA busy_timeout = ${busyTimeoutMs}`,
  'PRAGMA synchronous = NORMAL',
  `PRAGMA wal_autocheckpoint = ${MAIN_THREAD_CHECKPOINT_PAGES}`,
]

// Statements that only read: SELECT (also under WITH), EXPLAIN and a PRAGMA without a value.
const READ_ONLY = /^\s*(?:select\b|explain\b|pragma\s+[\w.]+\s*(?:\(\s*[\w.]*\s*\))?\s*;?\s*$)/i
const sqlOf = (stmt: Stmt) => (typeof stmt === 'string' ? stmt : stmt.sql)
const isRead = (sql: string) =>
  READ_ONLY.test(sql) || (/^\s*with\b/i.test(sql) && !/\b(?:insert|update|delete|replace)\b/i.test(sql))

/** A queue of turns: `take()` resolves with the function that ends the turn. */
function turns(timeoutMs: number) {
  let last: Promise<void> = Promise.resolve()
  return {
    take(): Promise<() => void> {
      let end!: () => void
      const ended = new Promise<void>((resolve) => (end = resolve))
      const before = last
      last = before.then(() => ended)
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs)
        timer.unref()
      })
      return Promise.race([before, waited]).then(() => {
        clearTimeout(timer)
        let done = false
        return () => {
          if (done) return
          done = true
          end()
        }
      })
    },
  }
}

const guarded = new WeakSet<object>()

/** Wraps `client` in place (once): fresh connections get the settings, writes take turns. */
export function guardConnections(client: LibsqlClient, busyTimeoutMs = BUSY_TIMEOUT_MS): void {
  if (guarded.has(client)) return
  guarded.add(client)
  const queue = turns(busyTimeoutMs)
  const pragmas = connectionPragmas(busyTimeoutMs)
  const original = {
    execute: client.execute.bind(client),
    batch: client.batch.bind(client),
    executeMultiple: client.executeMultiple.bind(client),
    migrate: client.migrate?.bind(client),
    transaction: client.transaction.bind(client),
  }
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    const end = await queue.take()
    try {
      return await work()
    } finally {
      end()
    }
  }

  client.execute = (stmt, args) =>
    isRead(sqlOf(stmt)) ? original.execute(stmt, args) : inTurn(() => original.execute(stmt, args))
  client.batch = (stmts, mode) => inTurn(() => original.batch(stmts, mode))
  client.executeMultiple = (sql) => inTurn(() => original.executeMultiple(sql))
  if (original.migrate) client.migrate = (stmts) => inTurn(() => original.migrate!(stmts))
  client.transaction = async (mode) => {
    const end = await queue.take()
    try {
      // The driver's body runs synchronously up to its return: BEGIN on the current connection,
      // then that connection is the transaction's. The settings below open the client's next
      // connection at once, so no other statement can reach it with SQLite's defaults.
      const started = original.transaction(mode)
      for (const sql of pragmas) void original.execute(sql).catch(() => undefined)
      const tx = await started
      const commit = tx.commit.bind(tx)
      const rollback = tx.rollback.bind(tx)
      const close = tx.close.bind(tx)
      tx.commit = () => commit().finally(end)
      tx.rollback = () => rollback().finally(end)
      tx.close = () => {
        try {
          close()
        } finally {
          end()
        }
      }
      return tx
    } catch (error) {
      end()
      throw error
    }
  }
}
