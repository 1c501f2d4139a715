import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import { sql as pgSql } from '@payloadcms/db-postgres/drizzle'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { columnKey, type Hooked, type PostgresSchemaHook } from './parent-indexes'

/**
 * The indexes a visitor's listing needs to cost the same at any size (issue 53). A listing asks
 * for published documents with a title in its language, in the listing's order, one page at a
 * time (features/content/read.ts); Payload writes that as a join of the collection with its
 * `*_locales` table, ordered by the sort columns and then `created_at desc`.
 * - On the collection: (`_status`, its order's columns, `created_at`), so the database walks the
 *   published rows in the listing's order and stops after a page. Without it every page, every
 *   previous/next link and the home page's newest items sorted the whole collection (10,000 news
 *   on SQLite: 14 ms per read, 0.08 ms with it).
 * - On the collection too: (`_status`, `updated_at`, `created_at`), for the sitemap's date of a
 *   listing's newest change, one row however many documents there are; and (`_status`, `id`,
 *   `created_at`) for its highest published id (the files it lists): PostgreSQL otherwise
 *   gathered every published row to find it (5,000 news: 10 ms, 0.1 ms with it; SQLite walks
 *   the primary key either way).
 * - On `*_locales`: (`_locale`, `_parent_id`) for the rows that have a title, so "has a title in
 *   this language" and a listing's count read the index alone (count of 10,000 news: 14 → 3 ms).
 * Added through the adapters' schema hook, as parent-indexes.ts does, so the migration snapshots
 * know them.
 */
export const listingOrders: Record<string, readonly string[]> = {
  news: ['published_at', 'id'],
  articles: ['published_at', 'id'],
  cases: ['published_at', 'id'],
  docs: ['published_at', 'id'],
  videos: ['published_at', 'id'],
  // Plans are listed by the editors' order, ascending, while Payload adds `created_at desc`.
  solution_plans: ['sort', 'id'],
  product_plans: ['sort', 'id'],
}

type IndexBuilder = (name: string) => {
  on: (...columns: never[]) => { where: (condition: unknown) => unknown }
}

function addListingIndexes(
  { schema, extendTable }: Hooked,
  index: IndexBuilder,
  sql: typeof sqliteSql,
): void {
  for (const [name, order] of Object.entries(listingOrders)) {
    const table = schema.tables[name]
    const locales = schema.tables[`${name}_locales`]
    if (!table || !locales) continue
    // By the columns' SQL names, through the columns extraConfig is given (PostgreSQL's index
    // builder needs those, not the table's own).
    const on = (t: object, cols: Record<string, never>, names: string[]) =>
      names.map((n) => cols[columnKey(t, n)!]!)
    ;(extendTable as (args: unknown) => void)({
      table,
      extraConfig: (cols: Record<string, never>) => {
        const [status, created, updated, id, ...ordered] = on(table, cols, [
          '_status',
          'created_at',
          'updated_at',
          'id',
          ...order,
        ])
        // Plans sort ascending and Payload appends `created_at desc`: the index says the same.
        const createdLast = order[0] === 'sort' ? sql`${created} desc` : created
        return {
          listingIdx: index(`${name}_listing_idx`).on(...([status, ...ordered, createdLast] as never[])),
          // The sitemap's "newest change" of each listing and filter (features/seo/sitemap.ts).
          updatedIdx: index(`${name}_updated_idx`).on(...([status, updated, created] as never[])),
          // The sitemap's highest published id in a language (its files' ranges).
          idIdx: index(`${name}_id_idx`).on(...([status, id, created] as never[])),
        }
      },
    })
    ;(extendTable as (args: unknown) => void)({
      table: locales,
      extraConfig: (cols: Record<string, never>) => {
        const [locale, parent, title] = on(locales, cols, ['_locale', '_parent_id', 'title'])
        return {
          titledIdx: index(`${name}_locales_titled_idx`)
            .on(...([locale, parent] as never[]))
            .where(sql`${title} is not null`),
        }
      },
    })
  }
}

export const sqliteListingIndexes: SQLiteSchemaHook = (args) => {
  addListingIndexes(args as unknown as Hooked, sqliteIndex as never, sqliteSql)
  return args.schema
}

export const postgresListingIndexes: PostgresSchemaHook = (args) => {
  addListingIndexes(args as unknown as Hooked, pgIndex as never, pgSql as never)
  return args.schema
}
