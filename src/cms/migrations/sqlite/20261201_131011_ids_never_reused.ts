// @ts-nocheck -- written by hand over the generated snapshot (SQLite only: PostgreSQL's serial ids are never reused)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Every document's integer id becomes AUTOINCREMENT (the adapter's `autoIncrement`, src/cms/db.ts): SQLite's
// plain rowid hands the highest id out again once its row is deleted, so an old link to a deleted
// enquiry (a notification mail, an export, a bookmark) would open the next visitor's enquiry.
//
// SQLite cannot change a key in place, and the generated SQL (rebuild under PRAGMA
// foreign_keys=OFF) would delete rows: that pragma does nothing inside the migration's
// transaction, so DROP TABLE cascades into every table pointing at the dropped one. Instead every
// table is rebuilt at once, with foreign keys left on and checked at commit:
// 1. each table is renamed to `__old_<name>` (SQLite rewrites the other tables' references too, so
//    the old tables now point only at each other);
// 2. each table is created again from its own stored definition, with AUTOINCREMENT on its integer
//    id, and filled from its old copy (its references name the new tables);
// 3. the old tables are dropped, those pointed at last, so no cascade runs;
// 4. the indexes are created again from their stored definitions.
// Inserting the old ids sets each table's AUTOINCREMENT counter to its highest id.

const q = (name: string) => `\`${name.replaceAll('`', '``')}\``
const old = (name: string) => `__old_${name}`
// The id column as Payload's CREATE TABLE writes it: `id` integer PRIMARY KEY NOT NULL.
// Payload's own rows of a document (its languages, links and lists of texts) keep plain ids, as
// the adapter's schema has them: nothing outside the database names them.
const OWN_ROWS = /_(locales|rels|texts)$/
const INTEGER_ID = /([`"]?id[`"]?\s+integer\s+PRIMARY\s+KEY)(?!\s+AUTOINCREMENT)/i

type Table = { name: string; sql: string }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const others = await db.all<{ type: string; name: string }>(
    sql`SELECT type, name FROM sqlite_master WHERE type IN ('view', 'trigger') OR sql LIKE 'CREATE VIRTUAL%'`,
  )
  if (others.length > 0) throw new Error(`unexpected schema objects: ${others.map((o) => o.name).join(', ')}`)
  const tables = await db.all<Table>(
    sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  )
  const indexes = await db.all<{ sql: string }>(
    sql`SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name NOT LIKE 'sqlite_%'`,
  )
  // Which table each table points at (not itself), to drop the old ones children first.
  const parents = new Map<string, Set<string>>()
  for (const { name } of tables) {
    const keys = await db.all<{ table: string }>(sql`SELECT "table" FROM pragma_foreign_key_list(${name})`)
    parents.set(name, new Set(keys.map((k) => k.table).filter((t) => t !== name)))
  }
  const definitions = new Map<string, string>()
  for (const { name, sql: definition } of tables) {
    const columns = await db.all<{ name: string; type: string; pk: number }>(
      sql`SELECT name, type, pk FROM pragma_table_info(${name})`,
    )
    const keyed = columns.filter((c) => Number(c.pk) > 0)
    const integerId =
      !OWN_ROWS.test(name) && keyed.length === 1 && keyed[0].name === 'id' && keyed[0].type.toLowerCase() === 'integer'
    if (integerId && !INTEGER_ID.test(definition)) throw new Error(`${name}: its id column was not recognised`)
    definitions.set(name, integerId ? definition.replace(INTEGER_ID, '$1 AUTOINCREMENT') : definition)
  }

  await db.run(sql`PRAGMA defer_foreign_keys = ON`)
  for (const { name } of tables) await db.run(sql.raw(`ALTER TABLE ${q(name)} RENAME TO ${q(old(name))}`))
  // All created before any is filled: a statement writing a table needs the tables it points at.
  for (const { name } of tables) await db.run(sql.raw(definitions.get(name)!))
  for (const { name } of tables) {
    const columns = (await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${name})`))
      .map((c) => q(c.name))
      .join(', ')
    await db.run(sql.raw(`INSERT INTO ${q(name)} (${columns}) SELECT ${columns} FROM ${q(old(name))}`))
  }
  // Children first: a table goes once no remaining old table points at it (a cycle, if any, last).
  const left = new Set(tables.map((t) => t.name))
  while (left.size > 0) {
    const pointedAt = new Set([...left].flatMap((name) => [...parents.get(name)!]))
    const leaves = [...left].filter((name) => !pointedAt.has(name))
    for (const name of leaves.length > 0 ? leaves : [...left]) {
      await db.run(sql.raw(`DROP TABLE ${q(old(name))}`))
      left.delete(name)
    }
  }
  for (const index of indexes) await db.run(sql.raw(index.sql))

  const broken = await db.all(sql`PRAGMA foreign_key_check`)
  if (broken.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.slice(0, 5))}`)
}

export async function down(_: MigrateDownArgs): Promise<void> {
  // Nothing to undo: without AUTOINCREMENT the tables worked the same, only reusing deleted ids.
}
