/**
 * The bench's scale mode (bench/scale.mjs): grows a freshly seeded database to `factor` times its
 * seeded content of every listed kind, through Payload's local API (no HTTP), in both languages.
 * Each new document is a copy of a seeded one of its kind with a numbered title, its own page
 * address and an older date, so listings, feeds, the sitemap and the search index see distinct
 * items. Writes go in one transaction per batch: on SQLite a commit per document would cost a
 * disk sync each.
 *
 *   DATABASE_URL=file:… tsx --conditions=development bench/scale/fill.ts <factor>
 *
 * Prints one line `SCALE_FILL {json}`: documents per kind and the seconds the fill took.
 */
import {
  commitTransaction,
  createLocalReq,
  getPayload,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
} from 'payload'
import config from '../../src/cms/payload.config'

/** The kinds a visitor lists, and the least each holds at `factor` 100 (issue 53). */
export const kinds: { slug: CollectionSlug; atLeastAt100: number; unique?: 'number' }[] = [
  { slug: 'news', atLeastAt100: 10_000 },
  { slug: 'articles', atLeastAt100: 5_000 },
  { slug: 'docs', atLeastAt100: 5_000 },
  { slug: 'cases', atLeastAt100: 0 },
  { slug: 'videos', atLeastAt100: 0 },
  { slug: 'solution-plans', atLeastAt100: 0, unique: 'number' },
  { slug: 'product-plans', atLeastAt100: 0, unique: 'number' },
]

type Doc = Record<string, unknown>
const BATCH = 100
const ctx = { context: { seeding: true, disableRevalidate: true }, overrideAccess: true } as const

/** The target count of a kind seeded with `seeded` documents. */
export const target = (seeded: number, factor: number, atLeastAt100: number) =>
  Math.max(Math.round(seeded * factor), Math.round((atLeastAt100 * factor) / 100))

/**
 * A stored document as data for a new one: without its identity, timestamps and array-row ids
 * (array rows are keyed by their id; a copy needs rows of its own). Rich text is kept whole.
 */
function asData(doc: Doc): Doc {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip)
    if (v && typeof v === 'object') {
      if ('root' in v) return v
      const out: Doc = {}
      for (const [k, x] of Object.entries(v)) if (k !== 'id') out[k] = strip(x)
      return out
    }
    return v
  }
  const data = strip(doc) as Doc
  for (const k of ['createdAt', 'updatedAt', '_status', 'updatedBy', 'createdBy']) delete data[k]
  return data
}

/** Numbered title and a date `n` hours before the original, where the kind has them. */
function vary(data: Doc, n: number, locale: 'zh' | 'en'): Doc {
  const out = { ...data }
  if (typeof out.title === 'string')
    out.title = `${out.title} ${locale === 'zh' ? '第' : 'No. '}${n}${locale === 'zh' ? '期' : ''}`
  for (const k of ['publishedAt', 'createTime'])
    if (typeof out[k] === 'string')
      out[k] = new Date(Date.parse(out[k] as string) - n * 3_600_000).toISOString()
  return out
}

async function grow(payload: Payload, kind: (typeof kinds)[number], factor: number) {
  const read = (locale: 'zh' | 'en') =>
    payload.find({
      collection: kind.slug,
      locale,
      depth: 0,
      limit: 0,
      pagination: false,
      draft: false,
      ...ctx,
    })
  const [zh, en] = await Promise.all([read('zh'), read('en')])
  const originals = zh.docs as unknown as Doc[]
  const enById = new Map((en.docs as unknown as Doc[]).map((d) => [d.id, d]))
  const want = target(originals.length, factor, kind.atLeastAt100)
  let nextNumber = Math.max(0, ...originals.map((d) => Number(d.number) || 0)) + 1
  let made = 0
  while (originals.length + made < want) {
    const req = await createLocalReq({}, payload)
    const inTransaction = await initTransaction(req)
    try {
      const batch = Math.min(BATCH, want - originals.length - made)
      for (let i = 0; i < batch; i++) {
        const n = made + i + 1
        const source = originals[n % originals.length]!
        const extra = kind.unique === 'number' ? { number: nextNumber++ } : {}
        const created = await payload.create({
          collection: kind.slug,
          locale: 'zh',
          data: { ...vary(asData(source), n, 'zh'), ...extra, _status: 'published' } as never,
          req,
          ...ctx,
        })
        const english = enById.get(source.id)
        if (english)
          await payload.update({
            collection: kind.slug,
            id: created.id,
            locale: 'en',
            data: { ...vary(asData(english), n, 'en'), ...extra, _status: 'published' } as never,
            req,
            ...ctx,
          })
      }
      if (inTransaction) await commitTransaction(req)
      made += batch
    } catch (error) {
      if (inTransaction) await killTransaction(req)
      throw error
    }
  }
  return { seeded: originals.length, total: originals.length + made }
}

const factor = Number(process.argv[2])
if (!(factor >= 1)) {
  console.error('usage: tsx bench/scale/fill.ts <factor >= 1>')
  process.exit(2)
}
const started = performance.now()
const payload = await getPayload({ config })
const counts: Record<string, { seeded: number; total: number }> = {}
for (const kind of kinds) {
  const t = performance.now()
  counts[kind.slug] = await grow(payload, kind, factor)
  console.error(
    `fill ${kind.slug}: ${counts[kind.slug]!.total} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
  )
}
// As after any bulk import, the planner's statistics (and on PostgreSQL the visibility map) are
// brought up to date, so the measured site runs the plans it will run once PostgreSQL's
// autovacuum or the SQLite server's hourly ANALYZE (cms/sqlite-checkpoints.ts) has seen the new
// rows. Without this PostgreSQL still believed the seeded 50 news and sorted all 5,000 for a
// first page (11 ms against 0.14 ms), and counted them through the table (12 ms against 2.8 ms).
const db = payload.db as unknown as {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
}
await db.execute({ drizzle: db.drizzle, raw: db.name === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE' })
console.log(
  `SCALE_FILL ${JSON.stringify({ factor, counts, seconds: Math.round((performance.now() - started) / 1000) })}`,
)
process.exit(0)
