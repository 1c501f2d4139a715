import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, expect, it } from 'vitest'
import { guardConnections, type LibsqlClient } from './sqlite-connections'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/** A client on a fresh WAL database with a busy timeout, as the adapter connects it. */
async function client() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-connections-'))
  dirs.push(dir)
  const c = createClient({ url: `file:${path.join(dir, 'db.sqlite')}` })
  await c.execute('PRAGMA busy_timeout = 5000')
  await c.execute('PRAGMA journal_mode = WAL')
  await c.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)')
  return c
}

const busyTimeout = async (c: { execute(sql: string): Promise<{ rows: unknown[] }> }) =>
  Number(Object.values((await c.execute('PRAGMA busy_timeout')).rows[0] as object)[0])

it('gives the connection the driver opens after a transaction the busy timeout', async () => {
  const c = await client()
  guardConnections(c as unknown as LibsqlClient, 4321)
  const tx = await c.transaction('write')
  await tx.execute("INSERT INTO t (v) VALUES ('a')")
  await tx.commit()
  // The client now talks through a new connection (libsql handed the old one to the transaction).
  expect(await busyTimeout(c)).toBe(4321)
})

it('makes a write wait for the open transaction instead of stalling the process and failing', async () => {
  const c = await client()
  guardConnections(c as unknown as LibsqlClient, 5000)
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

it('lets two transactions take turns', async () => {
  const c = await client()
  guardConnections(c as unknown as LibsqlClient, 5000)
  const run = async (v: string) => {
    const tx = await c.transaction('write')
    await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [v] })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [v] })
    await tx.commit()
  }
  await Promise.all([run('a'), run('b'), run('c')])
  const rows = (await c.execute('SELECT v FROM t ORDER BY id')).rows.map((r) => r.v)
  // Each transaction's two rows are next to each other: none interleaved with another.
  expect(rows).toEqual(['a', 'a', 'b', 'b', 'c', 'c'])
})
