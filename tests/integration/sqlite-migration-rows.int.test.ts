import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseAdapter } from '@/cms/db'
import { migrations } from '@/cms/migrations/sqlite'
import type { LibsqlClient } from '@/cms/sqlite-connections'
import { env } from '@/lib/env'

/**
 * Upgrading a SQLite database keeps its rows. Payload's generated SQLite migrations rebuild a
 * table (CREATE __new_x, copy, DROP x, RENAME) under `PRAGMA foreign_keys=OFF`, but that pragma
 * does nothing inside the transaction each migration runs in (and libsql connections enforce
 * foreign keys), so `DROP TABLE x` deletes the rows of every table referencing x with ON DELETE
 * CASCADE: locales, rels, arrays, blocks, versions. A migration that rebuilds a table with such
 * children has to keep their rows itself (see 20261124_070659_nav_globals).
 *
 * A database of its own (not the run's shared one), brought up one committed migration at a time
 * with Payload's migrate API through the project's adapter (src/cms/db.ts). Before each migration
 * every table gets a fresh row, parents first, every foreign key pointing at the parent's new row
 * (so each child table has rows a cascade would remove); after it, every table still there has at
 * least as many rows and as many links set. The only tables that may go are those a migration
 * drops on purpose. Run against a migration rebuilding a table with children unguarded, it names
 * the children that lost their rows.
 */

// The run's adapter (tests/integration/setup-env.ts): this file runs on SQLite runs only.
const sqlite = (process.env.DATABASE_URL ?? '').startsWith('file:')

/** Tables a migration drops on purpose, after carrying their rows to their successors. */
const droppedOnPurpose: Record<string, string[]> = {
  // Related links moved to the footer global (footer_related_links, footer_related_links_locales).
  '20261124_070659_nav_globals': ['site_settings_related_links', 'site_settings_related_links_locales'],
}

const file = path.resolve('.tmp', `migration-rows-${process.pid}.db`)
let payload: Payload
let client: LibsqlClient

type Column = { name: string; type: string; pk: number }
type ForeignKey = { table: string; from: string; to: string | null }

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

async function select<T>(sql: string): Promise<T[]> {
  return (await client.execute(sql)).rows as unknown as T[]
}

async function tableNames(): Promise<string[]> {
  const tables = await select<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name`,
  )
  return tables.map((t) => t.name)
}

/**
 * Rows per table ('table'), and per foreign-key column the rows that have it set ('table.column'):
 * a parent's DROP deletes cascading children and empties ON DELETE SET NULL links (a version
 * losing its document, a document its image).
 */
async function snapshot(): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const name of await tableNames()) {
    const keys = await select<ForeignKey>(`SELECT * FROM pragma_foreign_key_list(${literal(name)})`)
    const set = keys.map((k) => `count(${ident(k.from)}) AS ${ident(k.from)}`)
    const [row] = await select<Record<string, number>>(
      `SELECT ${['count(*) AS "*"', ...set].join(', ')} FROM ${ident(name)}`,
    )
    counts.set(name, Number(row['*']))
    for (const k of keys) counts.set(`${name}.${k.from}`, Number(row[k.from]))
  }
  return counts
}

let serial = 0

/**
 * One new row in every table but payload_migrations, parents before children. Every foreign key
 * points at the row just added to its parent, nullable ones too (a rels row then references every
 * collection), so a cascade from any parent's DROP reaches it. Other columns get unique values.
 */
async function addRowEverywhere(): Promise<void> {
  const names = (await tableNames()).filter((name) => name !== 'payload_migrations')
  const keysOf = new Map<string, ForeignKey[]>()
  for (const name of names)
    keysOf.set(name, await select<ForeignKey>(`SELECT * FROM pragma_foreign_key_list(${literal(name)})`))
  const done = new Set<string>()
  const add = async (name: string, chain: string[]): Promise<void> => {
    if (done.has(name) || chain.includes(name)) return
    const keys = keysOf.get(name) ?? []
    for (const key of keys) if (key.table !== name) await add(key.table, [...chain, name])
    done.add(name)
    const values = new Map<string, string | number | null>()
    for (const column of await select<Column>(`SELECT * FROM pragma_table_info(${literal(name)})`)) {
      serial += 1
      const key = keys.find((k) => k.from === column.name)
      if (key?.table === name) continue
      if (key) {
        const [parent] = await select<{ v: string | number }>(
          `SELECT ${ident(key.to ?? 'id')} AS v FROM ${ident(key.table)} ORDER BY rowid DESC LIMIT 1`,
        )
        values.set(column.name, parent?.v ?? null)
      } else if (column.pk && /int/i.test(column.type)) continue
      else if (column.name === '_locale' || column.name === 'locale') values.set(column.name, 'zh')
      else if (/int|num|real/i.test(column.type)) values.set(column.name, serial)
      else values.set(column.name, `v${serial}`)
    }
    const columns = [...values.keys()]
    await client.execute({
      sql: `INSERT INTO ${ident(name)} (${columns.map(ident).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      args: [...values.values()],
    })
  }
  for (const name of names) await add(name, [])
}

describe.skipIf(!sqlite)('SQLite migrations on an upgraded database', () => {
  beforeAll(async () => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
    // The project's configuration on this database, without onInit (which would apply every
    // migration at once, then seed).
    const base = await config
    payload = await getPayload({
      key: 'sqlite-migration-rows',
      config: {
        ...base,
        db: { ...base.db, ...databaseAdapter({ ...env(), DATABASE_URL: `file:${file}` }) },
        onInit: () => undefined,
      },
    })
    const db = payload.db as unknown as { client: LibsqlClient; clientConfig: { url: string } }
    expect(db.clientConfig.url).toBe(`file:${file}`)
    client = db.client
  })

  afterAll(async () => {
    await payload?.destroy()
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  })

  it('keep the rows and links of the tables they keep (locales, rels, arrays, blocks, versions)', async () => {
    const report: { migration: string; empty: string[]; lost: string[]; dropped: string[] }[] = []
    for (const [i, migration] of migrations.entries()) {
      if (i > 0) await addRowEverywhere()
      const before = await snapshot()
      await payload.db.migrate({ migrations: migrations.slice(0, i + 1) as never })
      const after = await snapshot()
      // Every table has rows a cascade could take (the first migration starts from nothing).
      const empty = [...before].filter(([key, n]) => n === 0 && !key.includes('.')).map(([key]) => key)
      const lost: string[] = []
      const dropped: string[] = []
      for (const [key, n] of before) {
        const left = after.get(key)
        const [table, column] = key.split('.')
        if (left === undefined) {
          // A column the migration removes (its value carried elsewhere) is not a loss.
          if (!column && !after.has(table)) dropped.push(table)
          continue
        }
        // Links count as lost beyond the rows of their table that went.
        const rowsGone = column ? (before.get(table) ?? 0) - (after.get(table) ?? 0) : 0
        if (n - left > rowsGone) lost.push(`${key}: ${n} ${column ? 'set' : 'rows'} before, ${left} after`)
      }
      report.push({ migration: migration.name, empty, lost, dropped: dropped.sort() })
    }
    expect(report).toEqual(
      migrations.map((m) => ({
        migration: m.name,
        empty: [],
        lost: [],
        dropped: droppedOnPurpose[m.name] ?? [],
      })),
    )
  })
})
