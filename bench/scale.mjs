// The bench's scale mode (`BENCH_SCALE=1,10,100 npm run bench`, issue 53): the same site at its
// seeded size and at multiples of it, each step on a fresh copy of the seeded database grown
// through Payload's local API (bench/scale/fill.ts). At each size it times, straight from the app:
// the cache-miss render of each listing's first and last page, a detail page of each kind, the
// home page and a search (publish, then ask); each host's sitemap, feeds and llms.txt (time and
// bytes); one publish and which pages it invalidates; the time until the first search after start
// shows results (the search index's build) and the memory that took; the server's RSS after the
// run and the database's size.
// Then the growth table: every per-request figure at the largest size against the seeded one
// (budget <= 1.5x), the files and the search index against the content's own growth (budget: at
// most linear). Results: bench/results/scale-latest.json, checked by `npm run bench:check`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { evaluateScale, scaleBudgets } from './budgets.mjs'
import {
  copyDatabase,
  databaseKind,
  databaseMb,
  databaseEnv,
  dropDatabase,
  freshDatabase,
} from './lib/database.mjs'
import { hosts, ports, resultsDir, root, scaleResultsFile, siteDistDir, work } from './lib/paths.mjs'
import { get, waitForStatus } from './lib/proc.mjs'
import { publishSettings, signIn } from './lib/renders.mjs'
import { serverRssMb, startSite } from './lib/site.mjs'
import { percentile } from './lib/stats.mjs'
import { seededTemplate } from '../scripts/seeded-template.mjs'

/**
 * `BENCH_SCALE`: a list of factors ("1,10,100"; the seeded size, 1, is always added as every
 * ratio's base), `full` (1, 10, 100), or `smoke`: CI's smoke test, one step at 2x (the fill and
 * every measurement run once, no ratios, in about two minutes).
 */
export function scaleFactors(value) {
  if (value === 'smoke') return [2]
  const list = value === 'full' ? [1, 10, 100] : String(value).split(',').map(Number)
  if (list.some((f) => !(f >= 1))) throw new Error(`BENCH_SCALE=${value}: factors >= 1, e.g. 1,10,100`)
  return [...new Set([1, ...list])].sort((a, b) => a - b)
}

/** The listed kinds: listing path and the pattern of its detail links. */
const listings = [
  ['news', '/about/news', /href="(\/about\/news\/\d+)"/],
  ['case', '/customer/case', /href="(\/customer\/case\/\d+)"/],
  ['article', '/technology/article', /href="(\/technology\/article\/\d+)"/],
  ['document', '/doc', /href="(\/doc\/\d+)"/],
  ['video', '/video', /href="(\/video\/\d+)"/],
  ['solution plan', '/solution', /href="(\/solution\/\d+)"/],
  ['product plan', '/product_solution', /href="(\/product_solution\/\d+)"/],
]
/** The REST collections behind them, for the published counts. */
const collections = ['news', 'cases', 'articles', 'docs', 'videos', 'solution-plans', 'product-plans']
const searchTerms = { zh: '数据库', en: 'database' }
/**
 * The sitemap (src/features/seo/sitemap.ts): the index and the pages file cost the same at any
 * size, budgeted per request. A kind's file holds at most 500 ids: `news-1` (ids 1-500) grows
 * with the content until it is full, from 10x on (1,000 news), and then stays the same: it is
 * budgeted as a file (at most linear against 1x) and, when it is full at two sizes, per request
 * against the first of them (`full`: the smallest factor at which it is full).
 */
const sitemaps = [
  ['sitemap index', '/sitemap.xml'],
  ['sitemap pages file', '/sitemaps/sitemap/pages.xml'],
  ['sitemap news file 1', '/sitemaps/sitemap/news-1.xml', { file: true, fullFrom: 10 }],
]
/** Files that list the content: budgeted to grow no faster than it. */
const files = [
  ['news feed', '/about/news/rss.xml'],
  ['article feed', '/technology/article/rss.xml'],
  ['llms.txt', '/llms.txt'],
]
/** Long enough for a sitemap that has not been fixed yet (issue 53 measured 120 s at 5,000 news). */
const slowMs = 300_000

const locales = ['zh', 'en']

/** The highest `page=N` a listing links to (its last page), 1 when it has one page. */
const lastPage = (html) =>
  Math.max(1, ...[...html.matchAll(/[?&](?:amp;)?page=(\d+)/g)].map((m) => Number(m[1])))

async function discover(port, locale) {
  const host = hosts[locale]
  const pages = [
    ['home', '/'],
    ['search', `/search?q=${encodeURIComponent(searchTerms[locale])}`],
  ]
  for (const [kind, listing, detail] of listings) {
    const r = await get(port, listing, { host, timeoutMs: slowMs })
    if (r.status !== 200) throw new Error(`${locale} ${listing}: status ${r.status}`)
    const last = lastPage(r.text)
    const item = r.text.match(detail)?.[1]
    if (!item) throw new Error(`${locale} ${listing}: no ${kind} link`)
    pages.push([`${kind} listing p1`, listing])
    // A listing of one page has no other last page (its one page was just asked). The middle page
    // skips the most rows: a page in the second half is read from the other end (content/read.ts).
    if (last > 2) pages.push([`${kind} listing middle`, `${listing}?page=${Math.ceil(last / 2)}`])
    if (last > 1) pages.push([`${kind} listing last`, `${listing}?page=${last}`])
    pages.push([`${kind} detail`, item])
  }
  return pages
}

/** Published documents per listed kind, as a visitor's REST read counts them. */
async function counts(port) {
  const out = {}
  for (const c of collections) {
    const r = await get(port, `/cms-api/${c}?limit=1&depth=0&locale=zh`, {
      host: hosts.zh,
      timeoutMs: slowMs,
    })
    out[c] = r.status === 200 ? JSON.parse(r.text).totalDocs : null
  }
  return out
}

/** One publish of a post (its title edited) through the CMS's REST API; returns its time. */
async function publishPost(port, token, collection, id, round) {
  const auth = { authorization: `JWT ${token}` }
  const url = `/cms-api/${collection}/${id}?locale=zh&depth=0`
  const current = await get(port, url, { host: hosts.zh, headers: auth })
  const title = JSON.parse(current.text).title.replace(/ · r\d+$/, '')
  const started = performance.now()
  const r = await get(port, url, {
    host: hosts.zh,
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ title: `${title} · r${round}`, _status: 'published' }),
    timeoutMs: slowMs,
  })
  if (r.status !== 200)
    throw new Error(`publishing ${collection} ${id} failed (${r.status}): ${r.text.slice(0, 200)}`)
  return performance.now() - started
}

const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b)
  const r = (v) => (v == null ? null : Math.round(v))
  return { samples: sorted.length, p50Ms: r(percentile(sorted, 50)), p95Ms: r(percentile(sorted, 95)) }
}

/**
 * Runs `work` (a heavy request: a sitemap, a search, the first search that builds the index) while
 * asking /healthz and, when given, a page Next has cached, one request after another: issue 53's
 * "no request can freeze the others". Resolves to work's result and the slowest answer of each.
 */
async function whileAnswering(port, work, cachedPath) {
  const slowest = { healthz: null, cached: null }
  let done = false
  const probing = (async () => {
    while (!done) {
      for (const [key, p, host] of [
        ['healthz', '/healthz', hosts.zh],
        ...(cachedPath ? [['cached', cachedPath, hosts.zh]] : []),
      ]) {
        const started = performance.now()
        const r = await get(port, p, { host, timeoutMs: slowMs })
        const ms = performance.now() - started
        // A cached page only: a render would time the render, not the wait.
        if (key === 'healthz' || !/MISS/i.test(String(r.headers['x-nextjs-cache'] ?? '')))
          slowest[key] = Math.max(slowest[key] ?? 0, Math.round(ms))
      }
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })()
  try {
    return { result: await work(), slowest }
  } finally {
    done = true
    await probing
  }
}

/**
 * Starts the site of one size on its own port, and measures what happens once: the start, the
 * first searches (they build or load the search index) and what the site holds. Returns the run
 * the rounds then measure.
 */
async function startStep({ factor, dataDir, port, fillSeconds, log }) {
  const site = startSite(dataDir, { port, name: `site-${factor}x` })
  const startMs = await waitForStatus(port, '/healthz', {
    alive: () => site.running,
    stepMs: 20,
    timeoutMs: slowMs,
  })
  await waitForStatus(port, '/', { host: hosts.zh, alive: () => site.running, timeoutMs: slowMs })
  const step = { factor, startMs, fillSeconds }
  // The search index: built at start (the memory shows in the start RSS). A search answers at
  // once, from what the index holds so far while it is built (marked incomplete); the first
  // answer's time, and the time until the results are complete: the index build.
  step.rssAtStartMb = serverRssMb(site)
  step.searchIndex = {}
  step.firstSearchAnswer = {}
  // The slowest /healthz and cached page while a search index, a sitemap or a search is built, and
  // the floor: the same while an ordinary page renders (the en home page, a cache miss), since on
  // a loaded two-core machine any render delays the answers beside it.
  const slowest = { heavy: { healthz: [], cached: [] }, floor: { healthz: [], cached: [] } }
  for (const l of locales) {
    const started = performance.now()
    const { result: r, slowest: one } = await whileAnswering(port, async () => {
      for (;;) {
        const asked = performance.now()
        const res = await get(port, `/search?q=${encodeURIComponent(searchTerms[l])}`, {
          host: hosts[l],
          timeoutMs: slowMs,
        })
        step.firstSearchAnswer[l] ??= Math.round(performance.now() - asked)
        if (res.status !== 200 || !res.text.includes('data-testid="search-incomplete"')) return res
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    })
    step.searchIndex[`${l} first search after start`] = Math.round(performance.now() - started)
    if (r.status !== 200) throw new Error(`${l} first search: status ${r.status}`)
    noteSlowest(slowest.heavy, one)
  }
  step.searchIndex.memoryMb = (serverRssMb(site) ?? 0) - (step.rssAtStartMb ?? 0)
  step.counts = await counts(port)
  log(`  ${factor}x: ${JSON.stringify(step.counts)}`)

  const pages = []
  for (const l of locales) for (const [name, p] of await discover(port, l)) pages.push({ l, name, path: p })
  for (const l of locales)
    for (const [name, p, how = {}] of sitemaps) pages.push({ l, name, path: p, file: false, ...how })
  for (const l of locales) for (const [name, p] of files) pages.push({ l, name, path: p, file: true })
  // The zh host's detail pages name the documents the rounds publish.
  const idOf = (name) =>
    pages
      .find((p) => p.l === 'zh' && p.name === name)
      .path.split('/')
      .pop()
  return {
    step,
    site,
    port,
    dataDir,
    pages,
    token: await signIn(port, hosts.zh),
    ids: { news: idOf('news detail'), articles: idOf('article detail'), docs: idOf('document detail') },
    samples: new Map(pages.map((p) => [`${p.l} ${p.name}`, { ...p, ms: [], bytes: 0, errors: [] }])),
    publishMs: [],
    slowest,
  }
}

/** Keeps the slowest answers of one probe (one heavy request, or one ordinary render). */
const noteSlowest = (into, slowest) => {
  for (const k of ['healthz', 'cached']) if (slowest[k] != null) into[k].push(slowest[k])
}

/**
 * One cache-miss round of one size: a publish every page shows (the site settings), a news publish
 * (timed: the sitemaps, the news feed and the news pages list it), then every page and file once.
 */
async function measureRound(run, round) {
  const { port, token, ids, pages, samples } = run
  await publishSettings(port, hosts.zh, token)
  run.publishMs.push(await publishPost(port, token, 'news', ids.news, round))
  // The article feed lists articles only, llms.txt the catalogue, plans and documents: a publish
  // of each, so every file is a cache miss too.
  await publishPost(port, token, 'articles', ids.articles, round)
  await publishPost(port, token, 'docs', ids.docs, round)
  for (const p of pages) {
    const entry = samples.get(`${p.l} ${p.name}`)
    // The zh home page is the round's first render: cached by the time these run.
    const heavy = p.name.startsWith('sitemap') || p.name === 'search'
    const floor = p.l === 'en' && p.name === 'home'
    const started = performance.now()
    const fetch = () => get(port, p.path, { host: hosts[p.l], timeoutMs: slowMs })
    const r =
      heavy || floor
        ? await whileAnswering(port, fetch, '/').then(({ result, slowest }) => {
            noteSlowest(floor ? run.slowest.floor : run.slowest.heavy, slowest)
            return result
          })
        : await fetch()
    const ms = performance.now() - started
    const cache = String(r.headers['x-nextjs-cache'] ?? '')
    if (r.status !== 200) entry.errors.push(`round ${round}: status ${r.status}`)
    else if (/HIT|STALE/i.test(cache)) entry.errors.push(`round ${round}: served from the cache (${cache})`)
    else {
      entry.ms.push(ms)
      entry.bytes = Buffer.byteLength(r.text)
    }
  }
}

/** The figures of one size after its rounds, what one publish invalidates, memory and size. */
async function finishStep(run, rounds) {
  const { step, site, port, token, ids, pages, samples, dataDir } = run
  step.pages = [...samples.values()].map(({ l, name, path: p, file, fullFrom, ms, bytes, errors }) => ({
    name: `${l} ${name}`,
    path: p,
    file: Boolean(file),
    ...(fullFrom ? { fullFrom } : {}),
    bytes,
    ...summary(ms),
    errors,
  }))
  step.publish = summary(run.publishMs)
  // Per probe the slowest answer; the budget takes their median (one slow spell of a shared
  // machine is not a freeze; a build that holds the server shows in every probe), max printed.
  const median = (list) => summary(list).p50Ms
  const max = (list) => (list.length ? Math.max(...list) : null)
  const { heavy, floor } = run.slowest
  step.responsiveness = {
    healthz: median(heavy.healthz),
    cached: median(heavy.cached),
    healthzMax: max(heavy.healthz),
    cachedMax: max(heavy.cached),
  }
  step.responsivenessFloor = { healthz: median(floor.healthz), cached: median(floor.cached) }

  // What one publish invalidates, page by page: asked twice (the second answer shows whether Next
  // caches it), one news publish, asked again. One page at a time: with every page asked first,
  // the renders after the publish pushed earlier pages out of Next's size-bounded memory cache,
  // which read as invalidations. Pages never cached (the search) are not counted either way.
  const hit = (r) => /HIT/i.test(String(r.headers['x-nextjs-cache'] ?? ''))
  step.cachedPages = 0
  step.invalidated = []
  for (const [i, p] of pages.entries()) {
    await get(port, p.path, { host: hosts[p.l], timeoutMs: slowMs })
    if (!hit(await get(port, p.path, { host: hosts[p.l], timeoutMs: slowMs }))) continue
    step.cachedPages++
    await publishPost(port, token, 'news', ids.news, rounds + 1 + i)
    if (!hit(await get(port, p.path, { host: hosts[p.l], timeoutMs: slowMs })))
      step.invalidated.push(`${p.l} ${p.name}`)
  }
  step.rssAfterRunMb = serverRssMb(site)
  step.databaseMb = databaseMb(dataDir)
  return step
}

/** Grows a copy of the seeded database to `factor` times its content (bench/scale/fill.ts). */
function fill(dataDir, factor, logFile) {
  const env = {
    ...process.env,
    ...databaseEnv(dataDir),
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    NODE_OPTIONS: '--no-deprecation',
    LOG_LEVEL: 'warn',
  }
  delete env.NODE_ENV
  const r = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=development', 'bench/scale/fill.ts', String(factor)],
    { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  fs.appendFileSync(logFile, `${r.stderr ?? ''}${r.stdout ?? ''}`)
  const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('SCALE_FILL '))
  if (r.status !== 0 || !line) throw new Error(`filling ${factor}x failed (exit ${r.status}); see ${logFile}`)
  return JSON.parse(line.slice('SCALE_FILL '.length))
}

function printTable(title, header, rows) {
  console.log(`\n${title}`)
  const all = [header, ...rows].map((r) => header.map((_, i) => String(r[i] ?? '')))
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)))
  for (const [n, r] of all.entries()) {
    console.log('  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
    if (n === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '))
  }
}

/** The growth table: one row per figure, one column per size, the largest against the seeded. */
export function printScale(scale) {
  const steps = scale.steps
  const head = ['figure', ...steps.map((s) => `${s.factor}x`), 'largest/1x', 'budget', 'ok']
  const rows = evaluateScale(scale)
  const byFigure = new Map(rows.map((r) => [r.subject, r]))
  const cells = (get) => steps.map((s) => get(s) ?? '')
  const table = []
  table.push(['documents (listed kinds)', ...cells((s) => total(s.counts))])
  for (const c of collections) table.push([`  ${c}`, ...cells((s) => s.counts?.[c])])
  // Every size's pages, in the order found (a larger size may have a listing's middle page).
  const names = [...new Set(steps.flatMap((s) => s.pages.map((p) => p.name)))]
  for (const name of names) {
    const page = (s) => s.pages.find((p) => p.name === name)
    if (steps.some((s) => page(s)?.file)) {
      const b = byFigure.get(`${name} ms`)
      table.push([
        `${name} ms (p50)`,
        ...cells((s) => page(s)?.p50Ms),
        b?.value,
        b?.limit,
        b ? (b.ok ? 'yes' : 'NO') : '',
      ])
      table.push([`${name} KB`, ...cells((s) => (page(s) ? (page(s).bytes / 1024).toFixed(1) : ''))])
    } else
      for (const k of ['p50', 'p95']) {
        const b = byFigure.get(`${name} ${k}`)
        table.push([
          `${name} ${k} ms`,
          ...cells((s) => page(s)?.[`${k}Ms`]),
          b?.value,
          b?.limit,
          b ? (b.ok ? 'yes' : 'NO') : '',
        ])
      }
  }
  for (const [k, label] of [
    ['healthz', '/healthz'],
    ['cached', 'a cached page'],
  ])
    table.push([
      `${label} while a sitemap or search is built: median slowest (floor; max) ms`,
      ...cells(
        (s) => `${s.responsiveness?.[k]} (${s.responsivenessFloor?.[k]}; ${s.responsiveness?.[`${k}Max`]})`,
      ),
      '',
      `< ${scaleBudgets.answerWhileBusyMs} or <= ${scaleBudgets.answerWhileBusyFloorRatio}x (floor)`,
      rows.some((r) => r.budget.startsWith('answers while') && r.subject.includes(label) && !r.ok)
        ? 'NO'
        : 'yes',
    ])
  for (const k of ['p50', 'p95']) {
    const b = byFigure.get(`publish ${k}`)
    table.push([
      `one publish ${k} ms`,
      ...cells((s) => s.publish[`${k}Ms`]),
      b?.value,
      b?.limit,
      b ? (b.ok ? 'yes' : 'NO') : '',
    ])
  }
  table.push([
    'cached pages a news publish invalidated',
    ...cells((s) => `${s.invalidated.length}/${s.cachedPages ?? s.pages.length}`),
  ])
  // Printed, not budgeted: one sample each, on an event loop the index build shares (a search
  // never waits for the build: search.int.test.ts).
  for (const l of locales)
    table.push([`${l} first search after start: answered ms`, ...cells((s) => s.firstSearchAnswer?.[l])])
  for (const l of locales) {
    const key = `${l} first search after start`
    const b = byFigure.get(`search index: ${key}`)
    table.push([
      `${key}: complete ms`,
      ...cells((s) => s.searchIndex[key]),
      b?.value,
      b?.limit,
      b ? (b.ok ? 'yes' : 'NO') : '',
    ])
  }
  const m = byFigure.get('search index: memory')
  table.push([
    'search index memory MB',
    ...cells((s) => s.searchIndex.memoryMb),
    m?.value,
    m?.limit,
    m ? (m.ok ? 'yes' : 'NO') : '',
  ])
  table.push(['server RSS at start MB', ...cells((s) => s.rssAtStartMb)])
  table.push(['server RSS after the run MB', ...cells((s) => s.rssAfterRunMb)])
  table.push(['database MB', ...cells((s) => s.databaseMb)])
  table.push(['start to /healthz ms', ...cells((s) => s.startMs)])
  table.push(['fill s', ...cells((s) => s.fillSeconds ?? 0)])
  printTable(
    `Growth with content on ${scale.database ?? 'SQLite'} (cache misses straight from the app, ${scale.rounds} rounds; ms)`,
    head,
    table,
  )
  const last = steps.at(-1)
  console.log(
    `\nA news publish at ${last.factor}x invalidated: ${last.invalidated.join(', ') || 'nothing measured'}`,
  )
  const errors = steps.flatMap((s) =>
    s.pages.filter((p) => p.errors.length).map((p) => `${s.factor}x ${p.name}: ${p.errors[0]}`),
  )
  for (const e of errors) console.log(`  ERROR ${e}`)
  if (!steps.some((s) => s.factor === 1)) {
    console.log('\nScale budgets: not checked (no seeded-size step to compare with).')
    return { errors, broken: [] }
  }
  const broken = rows.filter((r) => !r.ok)
  console.log(
    `\nScale budgets (${steps.at(-1).factor}x against 1x): ${rows.length - broken.length} of ${rows.length} checks hold.`,
  )
  for (const r of broken) console.log(`  BROKEN  ${r.budget}: ${r.subject} = ${r.value} (budget ${r.limit})`)
  return { errors, broken }
}

const total = (counts) => Object.values(counts ?? {}).reduce((a, b) => a + (b ?? 0), 0)

/** The scale mode: returns the process's exit code (errors only; budgets are bench:check's). */
export async function runScale({ factors, rounds, log, ensureBuild }) {
  const logs = path.join(work, 'logs')
  await ensureBuild()
  const scale = {
    startedAt: new Date().toISOString(),
    database: databaseKind,
    rounds,
    factors,
    budgets: scaleBudgets,
    steps: [],
  }
  const template = path.join(work, 'scale', 'seeded')
  // BENCH_SCALE_REUSE=1 keeps the seeded and filled copies for the next run (filling 100x takes
  // tens of minutes on a busy machine), and reuses those a run before it left.
  const reuse = process.env.BENCH_SCALE_REUSE === '1'
  const ready = (dir) => path.join(dir, 'bench-scale.json')
  if (!reuse || !fs.existsSync(ready(template))) {
    fs.rmSync(path.join(work, 'scale'), { recursive: true, force: true })
    if (databaseKind === 'SQLite') {
      log('scale: a copy of the build’s seeded site (scripts/seeded-template.mjs)…')
      fs.cpSync(await seededTemplate(siteDistDir), template, { recursive: true })
    } else {
      freshDatabase(template)
      log(`scale: first start on an empty ${databaseKind} database (migrations and seed)…`)
      const site = startSite(template)
      // Seeding generates every image: minutes on a busy machine.
      await waitForStatus(ports.site, '/healthz', { alive: () => site.running, timeoutMs: 900_000 })
      await waitForStatus(ports.site, '/', { host: hosts.zh, alive: () => site.running })
      await site.stop()
    }
    fs.writeFileSync(ready(template), JSON.stringify({ seeded: new Date().toISOString() }))
  }
  // Every size is filled first, then all run at once, one port each (the scale mode starts no
  // floor or nginx, so it takes the ports from BENCH_PORT on), and the rounds alternate between
  // them: a busy spell of a shared machine falls on every size alike, so the ratios hold.
  const dirs = []
  for (const factor of factors) {
    const dataDir = path.join(work, 'scale', `x${factor}`)
    if (reuse && fs.existsSync(ready(dataDir))) {
      log(`scale ${factor}x: reusing the copy a run before left (BENCH_SCALE_REUSE)`)
      dirs.push({ factor, dataDir, ...JSON.parse(fs.readFileSync(ready(dataDir), 'utf8')) })
      continue
    }
    dropDatabase(dataDir)
    copyDatabase(template, dataDir)
    let fillSeconds = 0
    if (factor > 1) {
      log(`scale ${factor}x: filling through the local API…`)
      fillSeconds = fill(dataDir, factor, path.join(logs, `fill-${factor}x.log`)).seconds
      log(`scale ${factor}x: filled in ${fillSeconds} s`)
    }
    fs.writeFileSync(ready(dataDir), JSON.stringify({ fillSeconds }))
    dirs.push({ factor, dataDir, fillSeconds })
  }
  const runs = []
  try {
    for (const [i, d] of dirs.entries()) {
      log(`scale ${d.factor}x: starting…`)
      runs.push(await startStep({ ...d, port: ports.site + i, log }))
    }
    for (let round = 0; round < rounds; round++) {
      // Ascending in even rounds, descending in odd ones: no size always goes first.
      for (const run of round % 2 ? [...runs].reverse() : runs) await measureRound(run, round)
      log(`  round ${round + 1} of ${rounds} (${factors.join('x, ')}x)`)
    }
    for (const run of runs) scale.steps.push(await finishStep(run, rounds))
  } finally {
    for (const run of runs) await run.site.stop()
    // The copies are large at 100x; the figures are kept, the data is not (unless reused).
    if (!reuse) for (const d of dirs) dropDatabase(d.dataDir)
  }
  if (!reuse) dropDatabase(template)
  scale.durationS = Math.round((Date.now() - Date.parse(scale.startedAt)) / 1000)
  fs.mkdirSync(resultsDir, { recursive: true })
  const json = JSON.stringify(scale, null, 2)
  fs.writeFileSync(scaleResultsFile, json)
  fs.writeFileSync(path.join(resultsDir, `scale-${scale.startedAt.replace(/[:.]/g, '-')}.json`), json)
  const { errors } = printScale(scale)
  console.log(`\nResults: ${path.relative(root, scaleResultsFile)} (${scale.durationS} s)`)
  return errors.length ? 1 : 0
}
