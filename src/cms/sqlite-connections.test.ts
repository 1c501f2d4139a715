import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, expect, it } from 'vitest'
import { guardConnections } from './sqlite-connections'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/** A client on a fresh WAL database, guarded as the adapter's is (busy timeout 4321 ms). */
async function guardedClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-connections-'))
  dirs.push(dir)
  const url = `file:${path.join(dir, 'db.sqlite')}`
  const c = createClient({ url })
  await c.execute('PRAGMA journal_mode = WAL')
  await c.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)')
  await guardConnections(c, url, 4321)
  return c
}

const busyTimeout = async (c: { execute(sql: string): Promise<{ rows: unknown[] }> }) =>
  Number(Object.values((await c.execute('PRAGMA busy_timeout')).rows[0] as object)[0])
const openFiles = () => fs.readdirSync('/proc/self/fd').length

it('keeps the client on its configured connection after transactions, and opens no more files', async () => {
  const c = await guardedClient()
  expect(await busyTimeout(c)).toBe(4321)
  const tx = await c.transaction('write')
  await tx.execute("INSERT INTO t (v) VALUES ('a')")
  await tx.commit()
  const before = openFiles()
  for (let i = 0; i < 100; i++) {
    const t = await c.transaction('write')
    await t.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [String(i)] })
    await t.commit()
  }
  // The driver's own transactions each left a connection (two files) open until collected.
  expect(openFiles() - before).toBeLessThan(4)
  expect(await busyTimeout(c)).toBe(4321)
  expect(Number((await c.execute('SELECT count(*) AS n FROM t')).rows[0].n)).toBe(101)
})

it('makes a write wait for the open transaction instead of stalling the process and failing', async () => {
  const c = await guardedClient()
  const tx = await c.transaction('write')
  await tx.execute("INSERT INTO t (v) VALUES ('in transaction')")
  const started = Date.now()
  const order: string[] = []
  // Outside the transaction, on the client: without the turn it would wait for SQLite's lock on
  // this very thread (the transaction could never commit) and fail after the busy timeout.
  const write = c.execute("INSERT INTO t (v) VALUES ('after')").then(() => order.push('write'))
  // Reads do not wait (WAL): they see the state before the transaction.
  expect(Number((await c.execute('SELECT count(*) AS n FROM t')).rows[0].n)).toBe(0)
  await new Promise((resolve) => setTimeout(resolve, 50))
  order.push('commit')
  await tx.commit()
  await write
  expect(order).toEqual(['commit', 'write'])
  expect(Date.now() - started).toBeLessThan(2000)
  const rows = (await c.execute('SELECT v FROM t ORDER BY id')).rows.map((r) => r.v)
  expect(rows).toEqual(['in transaction', 'after'])
})

it('lets transactions take turns, and a rolled-back one leaves nothing', async () => {
  const c = await guardedClient()
  const run = async (v: string, keep = true) => {
    const tx = await c.transaction('write')
    await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [v] })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [v] })
    if (keep) await tx.commit()
    else await tx.rollback()
  }
  await Promise.all([run('a'), run('x', false), run('b'), run('c')])
  const rows = (await c.execute('SELECT v FROM t ORDER BY id')).rows.map((r) => r.v)
  // Each transaction's two rows are next to each other: none interleaved with another.
  expect(rows).toEqual(['a', 'a', 'b', 'b', 'c', 'c'])
})
