import {
  createClient,
  type Client,
  type InArgs,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'
import { MAIN_THREAD_CHECKPOINT_PAGES } from './sqlite-checkpoints'

/**
 * Payload's transactions on SQLite (`transactionOptions` in ./db.ts), made safe for concurrent
 * requests in one process. Two facts of the libsql driver (`@libsql/client`, local file) decided
 * the shape:
 *
 * 1. Its `client.transaction()` hands the client's connection to the transaction and opens a new
 *    connection for every later statement (`#db = null` in its sqlite3.js). That connection starts
 *    with SQLite's defaults (busy timeout 0: a writer meeting another process's lock fails with
 *    SQLITE_BUSY at once; synchronous=FULL; checkpoints inside commits), and the transaction's
 *    own connection is never closed: two file descriptors and ~175 KB per transaction stay open
 *    until the garbage collector happens to run (3 000 transactions: 6 000 descriptors, +525 MB).
 *    So transactions do not use it: they run on one second connection of this process, opened
 *    once with the same settings as the main one, with BEGIN IMMEDIATE … COMMIT/ROLLBACK.
 * 2. The driver is synchronous. A Payload transaction stays open across awaits (its hooks, the
 *    job it queues); a second write reaching SQLite meanwhile would wait for the lock on the main
 *    thread, which the open transaction needs to finish: the process would stall for the whole
 *    busy timeout and then fail. So in this process writes take turns, asynchronously: a
 *    transaction holds the turn from BEGIN to COMMIT/ROLLBACK, a write outside one holds it for
 *    its statement. Reads never wait (WAL). SQLite's busy timeout is left for other processes on
 *    the same file (a `payload` command, a second server).
 *
 * A turn is waited for at most `BUSY_TIMEOUT_MS`, like SQLite's own lock: a write issued from
 * inside an open transaction without its `req` then fails as it would have, instead of waiting
 * forever.
 */
export const BUSY_TIMEOUT_MS = 5000

export type LibsqlClient = Pick<Client, 'execute' | 'batch' | 'executeMultiple' | 'migrate' | 'transaction'>

/** The per-connection settings (the adapter applies the same to its connection; WAL is per file). */
export const connectionPragmas = (busyTimeoutMs = BUSY_TIMEOUT_MS) => [
  `PRAGMA busy_timeout = ${busyTimeoutMs}`,
  'PRAGMA synchronous = NORMAL',
  `PRAGMA wal_autocheckpoint = ${MAIN_THREAD_CHECKPOINT_PAGES}`,
]

// Statements that only read: SELECT (also under WITH), EXPLAIN and a PRAGMA without a value.
const READ_ONLY = /^\s*(?:select\b|explain\b|pragma\s+[\w.]+\s*(?:\(\s*[\w.]*\s*\))?\s*;?\s*$)/i
const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql)
const isRead = (sql: string) =>
  READ_ONLY.test(sql) || (/^\s*with\b/i.test(sql) && !/\b(?:insert|update|delete|replace)\b/i.test(sql))

/** A queue of turns: `take()` resolves with the function that ends the turn (idempotent). */
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

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  deferred: 'BEGIN DEFERRED',
  read: 'BEGIN DEFERRED',
}

const guarded = new WeakSet<object>()

/**
 * Wraps `client` in place (once): writes take turns, and transactions run on a second
 * connection to `url`, opened at the first one with `connectionPragmas`. The client's own
 * connection gets them again too: migrations run at connect, before this, may have left it on a
 * fresh connection of the driver's (see 1.).
 */
export async function guardConnections(
  client: LibsqlClient,
  url: string,
  busyTimeoutMs = BUSY_TIMEOUT_MS,
): Promise<void> {
  if (guarded.has(client)) return
  guarded.add(client)
  for (const sql of connectionPragmas(busyTimeoutMs)) await client.execute(sql)
  const queue = turns(busyTimeoutMs)
  let writer: Promise<Client> | null = null
  const transactionConnection = () =>
    (writer ??= (async () => {
      const c = createClient({ url })
      for (const sql of connectionPragmas(busyTimeoutMs)) await c.execute(sql)
      return c
    })())
  const original = {
    execute: client.execute.bind(client) as (stmt: InStatement, args?: InArgs) => Promise<ResultSet>,
    batch: client.batch.bind(client),
    executeMultiple: client.executeMultiple.bind(client),
    migrate: client.migrate.bind(client),
  }
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    const end = await queue.take()
    try {
      return await work()
    } finally {
      end()
    }
  }

  client.execute = ((stmt: InStatement, args?: InArgs) => {
    const run = () => original.execute(stmt, args)
    return isRead(sqlOf(stmt)) ? run() : inTurn(run)
  }) as Client['execute']
  client.batch = (stmts, mode) => inTurn(() => original.batch(stmts, mode))
  client.executeMultiple = (sql) => inTurn(() => original.executeMultiple(sql))
  client.migrate = (stmts) => inTurn(() => original.migrate(stmts))
  client.transaction = async (mode: TransactionMode = 'write') => {
    const end = await queue.take()
    let open = false
    try {
      const db = await transactionConnection()
      await db.execute(BEGIN[mode])
      open = true
      const finish = async (sql: 'COMMIT' | 'ROLLBACK') => {
        if (!open) return
        try {
          await db.execute(sql)
        } catch (error) {
          // A failed COMMIT leaves SQLite's transaction open: end it, or the next BEGIN fails.
          if (sql === 'COMMIT') await db.execute('ROLLBACK').catch(() => undefined)
          throw error
        } finally {
          open = false
          end()
        }
      }
      const live = () => {
        if (!open) throw Object.assign(new Error('The transaction is closed'), { code: 'TRANSACTION_CLOSED' })
      }
      const tx: Transaction = {
        execute: async (stmt: InStatement) => (live(), db.execute(stmt)),
        batch: async (stmts: InStatement[]) => {
          const results: ResultSet[] = []
          for (const stmt of stmts) results.push((live(), await db.execute(stmt)))
          return results
        },
        executeMultiple: async () => {
          // The driver's executeMultiple rolls back any open transaction when it ends.
          throw new Error('executeMultiple is not supported inside a transaction')
        },
        commit: () => finish('COMMIT'),
        rollback: () => finish('ROLLBACK'),
        close: () => void finish('ROLLBACK').catch(() => undefined),
        get closed() {
          return !open
        },
      } as Transaction
      return tx
    } catch (error) {
      if (!open) end()
      throw error
    }
  }
}
