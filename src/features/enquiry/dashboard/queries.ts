import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { DASHBOARD_WEEKS, weekStarts } from './weeks'

/**
 * The lead dashboard's numbers, counted by the database: four grouped queries whatever the number
 * of enquiries, none of them reading a document through Payload's find. The SQL is the subset
 * SQLite and PostgreSQL share (CASE, COALESCE, window functions, GROUP BY ordinals), written
 * against the adapter's own table objects; only the length of an interval is said per dialect.
 * Weeks are compared as ISO instants: SQLite stores dates as ISO text, which sorts as time does,
 * and PostgreSQL reads the same text as a timestamp.
 *
 * Spam is not an enquiry for these numbers: marked spam, it leaves every count.
 */

/** The statuses of an enquiry still being worked on. */
export const OPEN_STATUSES = ['new', 'contacted', 'qualified'] as const
type OpenStatus = (typeof OPEN_STATUSES)[number]

/** How many series a chart draws before the rest are summed as "other". */
const MAX_SERIES = 8
/** Rows of the top pages and campaigns tables. */
const TOP = 10

export type WeeklySeries = { name: string; counts: number[] }

export type OwnerLoad = {
  /** null: nobody has taken these yet. */
  owner: { id: number | string; name: string | null; email: string } | null
  counts: Record<OpenStatus, number>
  total: number
}

export type LeadDashboard = {
  /** Each week's start (ISO), oldest first; the last is the current week. */
  weeks: string[]
  /** Enquiries received per week. */
  received: number[]
  /** Per product and per host, each with one count per week; the largest first, the rest as `other`. */
  byProduct: WeeklySeries[]
  byHost: WeeklySeries[]
  /** Of each week's enquiries: how many were contacted, and the median seconds to first contact. */
  contacted: number[]
  medianSecondsToContact: (number | null)[]
  /** Open enquiries per owner, the unowned first, then the busiest. */
  openByOwner: OwnerLoad[]
  topPages: { host: string; path: string; count: number }[]
  topCampaigns: { campaign: string; count: number }[]
}

export type DashboardOptions = {
  now?: Date
  timeZone: string
  /** The site's two hosts: an enquiry without a recorded host came from the host of its language. */
  hosts: { zh: string; en: string }
  /** The label of the summed rest of a chart's series. */
  other: string
}

type Row = Record<string, unknown>
type SQL = ReturnType<typeof sql>

/** The adapter's drizzle instance and tables (public on both adapters; typed loosely here). */
type Database = {
  name: string
  drizzle: { execute?: (q: SQL) => Promise<{ rows: Row[] }>; all?: (q: SQL) => Promise<Row[]> }
  tables: Record<string, Record<string, unknown>>
}

/** Runs one statement and returns its rows as objects, on either adapter. */
async function rows(db: Database, query: SQL): Promise<Row[]> {
  if (db.name === 'postgres') return (await db.drizzle.execute!(query)).rows
  return db.drizzle.all!(query)
}

const num = (value: unknown): number => Number(value ?? 0)

export async function leadDashboard(payload: Payload, options: DashboardOptions): Promise<LeadDashboard> {
  const db = payload.db as unknown as Database
  const e = db.tables.enquiries! as Record<string, SQL>
  const users = db.tables.users! as Record<string, SQL>
  const { starts, end } = weekStarts(options.now ?? new Date(), options.timeZone, DASHBOARD_WEEKS)
  const from = starts[0]!

  // The week an enquiry was received in, as 0 (oldest) … 11 (this week).
  const week = sql.join(
    [
      sql`CASE`,
      ...starts.map((start, i) => sql`WHEN ${e.createdAt} >= ${start} THEN ${sql.raw(String(i))}`).reverse(),
      sql`END`,
    ],
    sql` `,
  )
  const inWindow = sql`${e.createdAt} >= ${from} AND ${e.createdAt} < ${end} AND (${e.status} IS NULL OR ${e.status} <> 'spam')`
  const host = sql`COALESCE(NULLIF(${e.source_host}, ''), CASE WHEN ${e.locale} = 'en' THEN ${options.hosts.en} ELSE ${options.hosts.zh} END)`
  const seconds =
    db.name === 'postgres'
      ? sql`EXTRACT(EPOCH FROM (${e.firstContactAt} - ${e.createdAt}))`
      : sql`(julianday(${e.firstContactAt}) - julianday(${e.createdAt})) * 86400.0`
  const open = sql.join(
    OPEN_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )

  const [weekly, contact, owners, pages, campaigns] = await Promise.all([
    rows(
      db,
      sql`SELECT ${week} AS week, ${e.product} AS product, ${host} AS host, COUNT(*) AS n
          FROM ${e} WHERE ${inWindow} GROUP BY 1, 2, 3`,
    ),
    // The median of each week: the middle row, or the mean of the two middle rows.
    rows(
      db,
      sql`WITH d AS (
            SELECT ${week} AS week, ${seconds} AS s FROM ${e}
            WHERE ${inWindow} AND ${e.firstContactAt} IS NOT NULL
          ), r AS (
            SELECT week, s, ROW_NUMBER() OVER (PARTITION BY week ORDER BY s) AS i,
                   COUNT(*) OVER (PARTITION BY week) AS n
            FROM d
          )
          SELECT week, AVG(s) AS median, MAX(n) AS n FROM r
          WHERE i IN ((n + 1) / 2, (n + 2) / 2) GROUP BY week`,
    ),
    rows(
      db,
      sql`SELECT ${e.owner} AS owner, ${users.name} AS name, ${users.email} AS email, ${e.status} AS status,
                 COUNT(*) AS n
          FROM ${e} LEFT JOIN ${users} ON ${users.id} = ${e.owner}
          WHERE ${e.status} IN (${open})
          GROUP BY 1, 2, 3, 4`,
    ),
    rows(
      db,
      sql`SELECT ${host} AS host, ${e.source_path} AS path, COUNT(*) AS n FROM ${e}
          WHERE ${inWindow} AND ${e.source_path} IS NOT NULL AND ${e.source_path} <> ''
          GROUP BY 1, 2 ORDER BY 3 DESC, 2, 1 LIMIT ${sql.raw(String(TOP))}`,
    ),
    rows(
      db,
      sql`SELECT ${e.source_utmCampaign} AS campaign, COUNT(*) AS n FROM ${e}
          WHERE ${inWindow} AND ${e.source_utmCampaign} IS NOT NULL AND ${e.source_utmCampaign} <> ''
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${sql.raw(String(TOP))}`,
    ),
  ])

  const received = starts.map(() => 0)
  const products = new Map<string, number[]>()
  const hosts = new Map<string, number[]>()
  const add = (series: Map<string, number[]>, name: string, w: number, n: number) => {
    let counts = series.get(name)
    if (!counts) series.set(name, (counts = starts.map(() => 0)))
    counts[w]! += n
  }
  for (const r of weekly) {
    const w = num(r.week)
    const n = num(r.n)
    received[w]! += n
    add(products, String(r.product ?? ''), w, n)
    add(hosts, String(r.host ?? ''), w, n)
  }

  const contacted = starts.map(() => 0)
  const medianSecondsToContact: (number | null)[] = starts.map(() => null)
  for (const r of contact) {
    const w = num(r.week)
    contacted[w] = num(r.n)
    // Whole seconds: PostgreSQL's epoch keeps the milliseconds' fraction.
    medianSecondsToContact[w] = Math.round(num(r.median))
  }

  return {
    weeks: starts,
    received,
    byProduct: largestFirst(products, options.other),
    byHost: largestFirst(hosts, options.other),
    contacted,
    medianSecondsToContact,
    openByOwner: ownerLoads(owners),
    topPages: pages.map((r) => ({ host: String(r.host), path: String(r.path), count: num(r.n) })),
    topCampaigns: campaigns.map((r) => ({ campaign: String(r.campaign), count: num(r.n) })),
  }
}

/** Series by their total, largest first; past MAX_SERIES the rest is summed as one. */
function largestFirst(series: Map<string, number[]>, other: string): WeeklySeries[] {
  const total = (counts: number[]) => counts.reduce((a, b) => a + b, 0)
  const sorted = [...series]
    .map(([name, counts]) => ({ name, counts }))
    .sort((a, b) => total(b.counts) - total(a.counts) || a.name.localeCompare(b.name))
  if (sorted.length <= MAX_SERIES) return sorted
  const kept = sorted.slice(0, MAX_SERIES - 1)
  const rest = sorted.slice(MAX_SERIES - 1)
  return [
    ...kept,
    { name: other, counts: rest[0]!.counts.map((_, w) => total(rest.map((s) => s.counts[w]!))) },
  ]
}

function ownerLoads(rows: Row[]): OwnerLoad[] {
  const loads = new Map<string, OwnerLoad>()
  for (const r of rows) {
    const key = r.owner == null ? '' : String(r.owner)
    let load = loads.get(key)
    if (!load) {
      load = {
        owner:
          r.owner == null
            ? null
            : {
                id: r.owner as number | string,
                name: (r.name as string | null) ?? null,
                email: String(r.email ?? ''),
              },
        counts: { new: 0, contacted: 0, qualified: 0 },
        total: 0,
      }
      loads.set(key, load)
    }
    const n = num(r.n)
    load.counts[r.status as OpenStatus] += n
    load.total += n
  }
  return [...loads.values()].sort(
    (a, b) =>
      Number(a.owner !== null) - Number(b.owner !== null) ||
      b.total - a.total ||
      (a.owner?.email ?? '').localeCompare(b.owner?.email ?? ''),
  )
}
