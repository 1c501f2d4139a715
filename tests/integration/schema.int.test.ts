import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LibsqlClient } from '@/cms/sqlite-connections'
import { payloadForTests } from './helpers'

/**
 * The database the committed migrations build is the schema Payload works with: the latest
 * migration snapshot (the `.json` beside each generated migration, which is Payload's schema when
 * it was written). Every table, column and index of the snapshot is there, and every foreign key
 * has the snapshot's ON DELETE action. Hand-written and generated SQL can drift from it without
 * any migration failing: SQLite's `ALTER TABLE … ADD … REFERENCES` came without its action, so
 * deleting an upload still in use failed (20261127_211000_foreign_key_actions).
 */

type Snapshot = {
  tables: Record<
    string,
    {
      name: string
      columns: Record<string, { name: string; notNull: boolean; autoincrement?: boolean }>
      indexes: Record<string, { name: string }>
      foreignKeys: Record<
        string,
        { tableFrom: string; columnsFrom: string[]; tableTo: string; onDelete: string }
      >
    }
  >
}

type Found = {
  /** Column name -> NOT NULL. */
  columns: Map<string, boolean>
  indexes: Set<string>
  /** `column -> table:action`, the action in lower case. */
  keys: Map<string, string>
  /** SQLite: the table's integer id is AUTOINCREMENT (never reused). */
  autoIncrement?: boolean
}

const postgres = !(process.env.DATABASE_URL ?? '').startsWith('file:')
const dir = path.resolve('src/cms/migrations', postgres ? 'postgres' : 'sqlite')

function latestSnapshot(): Snapshot {
  const latest = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .at(-1)!
  return JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8')) as Snapshot
}

/** Postgres' `confdeltype` codes. */
const pgAction: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
}

async function sqliteTable(client: LibsqlClient, table: string): Promise<Found> {
  const rows = async <T>(sql: string, args: string[] = []) =>
    (await client.execute({ sql, args })).rows as unknown as T[]
  const columns = await rows<{ name: string; notnull: number }>(
    'SELECT name, "notnull" FROM pragma_table_info(?)',
    [table],
  )
  const indexes = await rows<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?",
    [table],
  )
  const keys = await rows<{ from: string; table: string; on_delete: string }>(
    'SELECT "from", "table", on_delete FROM pragma_foreign_key_list(?)',
    [table],
  )
  const [definition] = await rows<{ sql: string }>(
    "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
    [table],
  )
  return {
    autoIncrement: /\bAUTOINCREMENT\b/i.test(definition?.sql ?? ''),
    columns: new Map(columns.map((c) => [c.name, Number(c.notnull) === 1])),
    indexes: new Set(indexes.map((i) => i.name)),
    keys: new Map(keys.map((k) => [k.from, `${k.table}:${k.on_delete.toLowerCase()}`])),
  }
}

type Pool = { query: <T>(sql: string, args: string[]) => Promise<{ rows: T[] }> }

async function postgresTable(pool: Pool, table: string): Promise<Found> {
  const columns = await pool.query<{ name: string; nullable: string }>(
    "SELECT column_name AS name, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
    [table],
  )
  const indexes = await pool.query<{ name: string }>(
    "SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1",
    [table],
  )
  const keys = await pool.query<{ column: string; target: string; action: string }>(
    `SELECT a.attname AS column, c.confrelid::regclass::text AS target, c.confdeltype AS action
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.conrelid = ('public.' || quote_ident($1))::regclass`,
    [table],
  )
  return {
    columns: new Map(columns.rows.map((c) => [c.name, c.nullable === 'NO'])),
    indexes: new Set(indexes.rows.map((i) => i.name)),
    keys: new Map(
      keys.rows.map((k) => [
        k.column,
        `${k.target.replace(/^public\./, '').replaceAll('"', '')}:${pgAction[k.action]}`,
      ]),
    ),
  }
}

let payload: Payload

beforeAll(async () => {
  payload = await payloadForTests()
})

describe(`the migrated ${postgres ? 'PostgreSQL' : 'SQLite'} database`, () => {
  it("has the latest snapshot's tables, columns (and their NOT NULL), AUTOINCREMENT ids, indexes and foreign-key actions", async () => {
    const snapshot = latestSnapshot()
    const db = payload.db as unknown as { client?: LibsqlClient; pool?: Pool }
    const differences: string[] = []
    for (const table of Object.values(snapshot.tables)) {
      const found = postgres
        ? await postgresTable(db.pool!, table.name)
        : await sqliteTable(db.client!, table.name)
      if (found.columns.size === 0) {
        differences.push(`${table.name}: missing`)
        continue
      }
      for (const column of Object.values(table.columns)) {
        const notNull = found.columns.get(column.name)
        if (notNull === undefined) differences.push(`${table.name}.${column.name}: missing`)
        else if (notNull !== column.notNull)
          differences.push(
            `${table.name}.${column.name}: ${notNull ? 'NOT NULL' : 'nullable'}, snapshot ${column.notNull ? 'NOT NULL' : 'nullable'}`,
          )
      }
      const autoIncrement = Object.values(table.columns).some((c) => c.autoincrement)
      if (!postgres && found.autoIncrement !== autoIncrement)
        differences.push(`${table.name}: ${autoIncrement ? 'no ' : ''}AUTOINCREMENT, unlike the snapshot`)
      for (const index of Object.values(table.indexes))
        if (!found.indexes.has(index.name)) differences.push(`index ${index.name}: missing`)
      for (const key of Object.values(table.foreignKeys)) {
        const want = `${key.tableTo}:${key.onDelete.toLowerCase()}`
        const got = found.keys.get(key.columnsFrom[0]!)
        if (got !== want)
          differences.push(`${table.name}.${key.columnsFrom[0]} -> ${want}: ${got ?? 'no foreign key'}`)
      }
    }
    expect(differences).toEqual([])
  })
})
