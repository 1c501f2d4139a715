import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * WAL checkpoints of the SQLite database, moved off the main thread (and its statistics, below).
 *
 * SQLite copies the write-ahead log back into the database file (a checkpoint, with an fsync of
 * both files) whenever the log passes 1000 pages, inside the commit that crossed the line. The
 * driver is synchronous, so that commit held the server's only main thread for 10-200 ms; under
 * a burst of enquiries about one write in a hundred paid for it, and every request in flight
 * waited (docs/performance.md, "Enquiry POST"). Here a worker thread with its own connection runs
 * a PASSIVE checkpoint (it never blocks the writer) every second, and the main connection's own
 * threshold is raised to 10 000 pages (40 MB): a safety net that keeps the log bounded during a
 * long burst of writes (the log restarts from its beginning only after a complete checkpoint),
 * and then finds the copying mostly done. Commits stay as durable as before: in WAL mode with
 * synchronous=NORMAL a commit is in the log when it returns, which survives a crash of the
 * process; the checkpoint only moves it into the main file. If the worker fails, the main
 * connection checkpoints at SQLite's default threshold again.
 */
export const CHECKPOINT_INTERVAL_MS = 1000
export const MAIN_THREAD_CHECKPOINT_PAGES = 10_000
/**
 * A log this long, once fully copied back, is emptied: the next start would otherwise read it
 * all to rebuild its index (after the first start's seed, 41 MB: the second start took
 * 0.7-1.2 s longer).
 */
export const TRUNCATE_AFTER_PAGES = 1000
/**
 * The same worker keeps the query planner's statistics (`ANALYZE`, sampling at most 1,000 rows
 * per index) a few seconds after start and then hourly. Without them SQLite picks the listings'
 * indexes by guesswork (listing-indexes.ts): at 10,000 news a first page took 3.5 ms with the
 * guess and 0.08 ms with the statistics. Other connections read the new statistics when they next
 * prepare a statement.
 */
export const ANALYZE_FIRST_MS = 5_000
export const ANALYZE_INTERVAL_MS = 3_600_000

type Client = { execute(sql: string): Promise<unknown> }
type Log = { warn(msg: string): void }

// Runs in the worker: plain CommonJS, evaluated from this string (no bundler involved).
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file)
db.exec('PRAGMA busy_timeout = 0')
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)')
const truncate = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)')
const timer = setInterval(() => {
  try {
    const r = checkpoint.get()
    // A large log fully copied back (a burst of writes has ended): empty the file, so the next
    // open does not read it all again. Busy (a writer is active) just means: next time.
    if (r.busy === 0 && r.log > workerData.truncatePages && r.checkpointed === r.log) {
      try { truncate.get() } catch {}
    }
  } catch (error) { parentPort.postMessage(String(error && error.message || error)) }
}, workerData.intervalMs)
db.exec('PRAGMA analysis_limit = 1000')
const analyze = () => {
  try { db.exec('ANALYZE') } catch (error) {
    // A writer holds the lock: try again in a minute.
    if (error && error.code === 'SQLITE_BUSY') setTimeout(analyze, 60000).unref()
    else parentPort.postMessage('analyze: ' + String(error && error.message || error))
  }
}
const first = setTimeout(analyze, workerData.analyzeFirstMs)
const hourly = setInterval(analyze, workerData.analyzeIntervalMs)
parentPort.on('message', () => {
  clearInterval(timer); clearTimeout(first); clearInterval(hourly); db.close(); process.exit(0)
})
`

/** Raises the main connection's checkpoint threshold and starts the worker; returns a stop function. */
export async function checkpointInWorker(client: Client, file: string, log: Log): Promise<() => void> {
  const driver = createRequire(path.join(process.cwd(), 'package.json')).resolve('libsql')
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      driver,
      file: path.resolve(file),
      intervalMs: CHECKPOINT_INTERVAL_MS,
      truncatePages: TRUNCATE_AFTER_PAGES,
      analyzeFirstMs: ANALYZE_FIRST_MS,
      analyzeIntervalMs: ANALYZE_INTERVAL_MS,
    },
  })
  worker.unref()
  let active = true
  const fallBack = (why: string) => {
    if (!active) return
    active = false
    log.warn(`sqlite: background checkpoints stopped (${why}); the main connection checkpoints again`)
    void client.execute('PRAGMA wal_autocheckpoint = 1000').catch(() => undefined)
  }
  worker.on('message', (message: string) => log.warn(`sqlite: background checkpoint failed: ${message}`))
  worker.on('error', (error) => fallBack(error.message))
  worker.on('exit', (code) => fallBack(`worker exited with code ${code}`))
  await client.execute(`PRAGMA wal_autocheckpoint = ${MAIN_THREAD_CHECKPOINT_PAGES}`)
  return () => {
    active = false
    worker.postMessage('stop')
  }
}
