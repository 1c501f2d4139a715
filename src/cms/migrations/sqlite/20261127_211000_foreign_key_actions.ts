// @ts-nocheck -- written by hand (SQLite only: the PostgreSQL migrations added these links with their actions)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Columns that earlier migrations added with `ALTER TABLE … ADD … REFERENCES x(id)` and no
// ON DELETE action (the generated SQL leaves it out), so SQLite refuses to delete the row they
// point at: an editor could not delete an upload used as an honor's certificate or a diagram in
// one language. The same holds for the edit locks' links to landing pages and redirects (Payload
// removes a document's lock before deleting it, so no delete failed there). Payload's schema (and
// PostgreSQL) has `set null` for a document's links and `cascade` for a `_rels` row. SQLite cannot
// change a constraint in place, so each table is rebuilt from its own stored definition with the
// action added. Only leaf tables (nothing points at them): their DROP cannot take other rows with
// it.
const ACTIONS: [table: RegExp, action: string][] = [
  [/_locales$/, 'set null'],
  [/_rels$/, 'cascade'],
]

const q = (name: string) => `\`${name.replaceAll('`', '``')}\``

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const tables = await db.all<{ name: string; sql: string }>(
    sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '%REFERENCES %(id)%'`,
  )
  for (const { name, sql: definition } of tables) {
    const action = ACTIONS.find(([pattern]) => pattern.test(name))?.[1]
    // An added link reads `REFERENCES media(id)`; the CREATE TABLE ones are quoted and carry actions.
    const bare = /REFERENCES (\w+)\((\w+)\)(?! ON)/g
    if (!action || !bare.test(definition)) continue
    const children = await db.all(sql.raw(`SELECT 1 FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f."table" = '${name}'`))
    if (children.length > 0) throw new Error(`${name} has tables pointing at it; rebuilding it would delete their rows`)
    const indexes = await db.all<{ sql: string }>(
      sql`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${name} AND sql IS NOT NULL`,
    )
    const columns = (await db.all<{ name: string }>(sql.raw(`PRAGMA table_info(${q(name)})`))).map((c) => q(c.name)).join(', ')
    const rebuilt = definition
      .replace(/^CREATE TABLE [`"]?[\w]+[`"]?/, `CREATE TABLE ${q(`__new_${name}`)}`)
      .replace(bare, (_, table, column) => `REFERENCES ${table}(${column}) ON DELETE ${action}`)
    await db.run(sql.raw(rebuilt))
    await db.run(sql.raw(`INSERT INTO ${q(`__new_${name}`)} (${columns}) SELECT ${columns} FROM ${q(name)}`))
    await db.run(sql.raw(`DROP TABLE ${q(name)}`))
    await db.run(sql.raw(`ALTER TABLE ${q(`__new_${name}`)} RENAME TO ${q(name)}`))
    for (const index of indexes) await db.run(sql.raw(index.sql))
  }
}

export async function down(_: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the earlier schema differed only in refusing those deletes.
}
