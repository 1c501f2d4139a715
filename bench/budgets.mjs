// The performance budgets (issues 8, 19 and 53), checked against one results file
// (bench/results/latest.json). What moves with the machine is a ratio to a floor measured in the
// same run, interleaved with the site's figures: the bare page (bench/floor, `/`) and the hero
// floor (the bare page with one priority hero image of the home page's bytes and size, `/hero`).
// What does not move with the machine stays absolute. Each check returns rows
// { budget, subject, value, limit, ok } so the summary and bench:check agree.
import { median } from './lib/stats.mjs'

export const budgets = {
  /** Lighthouse accessibility, best practices and SEO on every measured page. */
  lighthouseQuality: 100,
  /** Lighthouse performance (trace pass): at least the bare page's score minus this many points. */
  performanceSlack: 3,
  /** LCP (trace pass, median of five): at most this times the hero floor's. */
  lcpOverHeroFloor: 1.2,
  /** TBT (trace pass, median of five): at most the bare page's plus this many ms. */
  tbtOverBareMs: 100,
  /** Issue 19: the first tap right after load on a slow phone (CPU 4x, slow 4G). INP: the web's "good" line. */
  inpMaxMs: 200,
  tapShownMaxMs: 2000,
  /** Largest Cumulative Layout Shift that still counts as 0 (Lighthouse reports e.g. 0.0003). */
  clsMax: 0.001,
  /** First-load JavaScript over the bare page's, per page: every script a browser fetches until the network is idle 2 s, compressed (bench/lib/first-load.mjs). */
  firstLoadJsOverBareBytes: 40 * 1024,
  /** Pages behind deploy/nginx.conf: share of nginx serving the same page's HTML as a static file. */
  proxiedVsStatic: 0.5,
  /** The enquiry through deploy/nginx.conf at a constant rate from distinct addresses: p99 under this, no error. */
  enquiryRate: 50,
  enquirySeconds: 30,
  enquiryP99Ms: 100,
  /** Cold start (npm start to the first 200) and clean build: at most this times the bare page's. */
  overBareStartAndBuild: 3,
}

const row = (budget, subject, value, limit, ok) => ({ budget, subject, value, limit, ok: Boolean(ok) })

const locales = ['zh', 'en']
/**
 * What a full run measures (bench/run.mjs uses the same names). A figure missing from the results
 * is a broken check, never a skipped one: a run that lost a page, or a section that did not run
 * (BENCH_ONLY, BENCH_QUICK, BENCH_SKIP_BUILD), cannot pass.
 */
export const expected = {
  /** Cached pages measured through deploy/nginx.conf against nginx sending the same bytes. */
  proxied: locales.flatMap((l) => ['home', 'product', 'listing', 'detail'].map((p) => `${l} ${p}`)),
  /** Cache-miss render times after a publish, per page type. */
  renders: locales.flatMap((l) =>
    [
      'home',
      'company',
      'product',
      'case listing',
      'case detail',
      'news listing',
      'news detail',
      'honor',
      'TrendChart',
      'landing page',
    ].map((p) => `${l} ${p}`),
  ),
  /** The first interaction on a slow phone (bench/lib/interaction.mjs): page x interaction. */
  interactions: locales.flatMap((l) =>
    ['home', 'company'].flatMap((p) => ['mobile menu', 'contact dialog'].map((i) => `${l} ${p}: ${i}`)),
  ),
  /** Pages measured in the browser (first-load JS, Lighthouse), besides the bare page. */
  browser: locales.flatMap((l) =>
    ['home', 'product', 'case listing', 'news detail', 'honor', 'TrendChart', 'landing page'].map(
      (p) => `${l} ${p}`,
    ),
  ),
}

/** The rows that fail because a figure is missing from the results. */
export function missing(results) {
  const rows = []
  const absent = (section, subject) =>
    rows.push(row('measured', `${section}: ${subject}`, 'missing', 'a figure', false))
  const load = results.load ?? []
  for (const name of expected.proxied) {
    const r = load.find((x) => x.target === 'proxy' && x.name === name)
    if (!r) absent('through nginx', name)
    else if (!r.cached)
      rows.push(
        row(
          'measured',
          `through nginx: ${name}`,
          `not shareable (Cache-Control: ${r.cacheControl || 'none'})`,
          'a cached page',
          false,
        ),
      )
    else if (!load.some((x) => x.target === 'static' && x.page === name))
      absent('nginx static file of the same bytes', name)
  }
  for (const name of expected.renders) {
    const r = (results.renders ?? []).find((x) => `${x.locale} ${x.type}` === name)
    if (!r || r.samples === 0 || r.p50Ms == null || r.p95Ms == null) absent('cache-miss render', name)
  }
  for (const [section, list] of [
    ['first-load JS', results.firstLoadJs],
    ['lighthouse', results.lighthouse],
  ]) {
    if (!(list ?? []).some((x) => x.bare === true || x.bare === 'page')) absent(section, 'bare page')
    if (section === 'lighthouse' && !(list ?? []).some((x) => x.bare === 'hero'))
      absent(section, 'hero floor')
    for (const name of expected.browser) if (!(list ?? []).some((x) => x.name === name)) absent(section, name)
  }
  for (const name of expected.interactions) {
    const r = (results.interactions ?? []).find((x) => `${x.name}: ${x.interaction}` === name)
    if (!r || (!r.error && r.inpMs == null)) absent('first interaction', name)
  }
  if (!results.enquiry) absent('enquiry POST', 'POST /api/demandEmail')
  if (results.coldStartMs == null) absent('cold start', 'npm start -> 200 on /')
  if (results.buildMs == null) absent('build time', 'next build')
  return rows
}

/** Every budget row for one results object, including a broken row per missing figure. */
export function evaluate(results) {
  const rows = missing(results)
  // The budgeted Lighthouse pass: throttling applied in the browser (a real trace), five runs a
  // page; LCP, TBT and the score are each the median of the five.
  const lh = results.lighthouse ?? []
  const bare = lh.find((r) => r.bare === true || r.bare === 'page')
  const hero = lh.find((r) => r.bare === 'hero')
  const ok = (r) => r && !r.error
  // A floor whose audit failed leaves every page's ratio without a base: one broken row names it.
  for (const f of [bare, hero].filter((x) => x?.error))
    rows.push(row('lighthouse ran', f.name, f.error, 'a report (the ratio budgets need it)', false))
  for (const r of lh.filter((x) => !x.bare)) {
    if (r.error) {
      rows.push(row('lighthouse ran', r.name, r.error, 'a report', false))
      continue
    }
    for (const cat of ['accessibility', 'best-practices', 'seo']) {
      rows.push(
        row(
          `lighthouse ${cat}`,
          r.name,
          r.scores[cat],
          `= ${budgets.lighthouseQuality}`,
          r.scores[cat] >= budgets.lighthouseQuality,
        ),
      )
    }
    if (ok(bare)) {
      const min = medianOf(bare, 'performance') - budgets.performanceSlack
      const score = medianOf(r, 'performance')
      rows.push(
        row(
          'lighthouse performance (trace)',
          r.name,
          score,
          `>= ${min} (bare ${medianOf(bare, 'performance')} - ${budgets.performanceSlack})`,
          score >= min,
        ),
      )
      const tbt = medianOf(r, 'tbtMs')
      const tbtMax = medianOf(bare, 'tbtMs') + budgets.tbtOverBareMs
      rows.push(
        row(
          'TBT (trace)',
          r.name,
          `${tbt} ms`,
          `<= ${tbtMax} ms (bare ${medianOf(bare, 'tbtMs')} + ${budgets.tbtOverBareMs})`,
          tbt <= tbtMax,
        ),
      )
    }
    if (ok(hero)) {
      const lcp = medianOf(r, 'lcpMs')
      const heroLcp = medianOf(hero, 'lcpMs')
      rows.push(
        row(
          'LCP (trace) vs hero floor',
          r.name,
          ratio(lcp, heroLcp),
          `<= ${budgets.lcpOverHeroFloor} (${lcp} ms / hero floor ${heroLcp} ms)`,
          lcp <= budgets.lcpOverHeroFloor * heroLcp,
        ),
      )
    }
    rows.push(row('CLS', r.name, r.metrics.cls, `<= ${budgets.clsMax}`, r.metrics.cls <= budgets.clsMax))
  }

  for (const r of results.interactions ?? []) {
    const subject = `${r.name}: ${r.interaction}`
    if (r.error) {
      rows.push(row('first interaction measured', subject, r.error, 'a tap that opens it', false))
      continue
    }
    rows.push(
      row(
        'INP, first tap on a slow phone',
        subject,
        `${r.inpMs} ms`,
        `<= ${budgets.inpMaxMs} ms`,
        r.inpMs <= budgets.inpMaxMs,
      ),
    )
    rows.push(
      row(
        'tap to open, slow phone',
        subject,
        `${r.shownMs} ms`,
        `<= ${budgets.tapShownMaxMs} ms`,
        r.shownMs <= budgets.tapShownMaxMs,
      ),
    )
  }

  const js = results.firstLoadJs ?? []
  const bareJs = js.find((r) => r.bare)
  if (bareJs?.error)
    rows.push(
      row('first-load JS measured', bareJs.name, bareJs.error, 'a page load (the budget needs it)', false),
    )
  else if (bareJs) {
    const limit = bareJs.gzipBytes + budgets.firstLoadJsOverBareBytes
    for (const r of js.filter((x) => !x.bare)) {
      if (r.error) rows.push(row('first-load JS measured', r.name, r.error, 'a page load', false))
      else
        rows.push(
          row(
            'first-load JS compressed, until idle',
            r.name,
            kb(r.gzipBytes),
            `<= ${kb(limit)} (bare + 40 KB)`,
            r.gzipBytes <= limit,
          ),
        )
    }
  }

  const load = results.load ?? []
  // Served by the app directly, pages are Next's speed: printed, not budgeted. The site is
  // measured where it runs, behind deploy/nginx.conf (issue 19).
  for (const r of load.filter((x) => x.target === 'proxy' && x.cached)) {
    const stat = load.find((x) => x.target === 'static' && x.page === r.name)
    if (stat)
      rows.push(
        row(
          `proxied page rps vs nginx static (${stat.name})`,
          r.name,
          ratio(r.rps, stat.rps),
          `>= ${budgets.proxiedVsStatic}`,
          r.rps >= budgets.proxiedVsStatic * stat.rps && r.ok,
        ),
      )
  }
  for (const r of results.renders ?? []) {
    for (const error of r.errors)
      rows.push(row('cache-miss render measured', `${r.locale} ${r.type}`, error, 'a render', false))
  }
  for (const r of load.filter((x) => !x.ok))
    rows.push(
      row(
        'load test answered 2xx',
        `${r.target} ${r.name}`,
        `${r.non2xx} non-2xx, ${r.socketErrors} socket errors`,
        '0',
        false,
      ),
    )

  if (results.enquiry) {
    const e = results.enquiry
    const atRate = e.rate >= budgets.enquiryRate && e.seconds >= budgets.enquirySeconds
    rows.push(
      row(
        `enquiry POST p99 at ${budgets.enquiryRate}/s for ${budgets.enquirySeconds} s (mail down, distinct addresses)`,
        'POST /api/demandEmail',
        `${e.p99Ms} ms, ${e.errors} errors${atRate ? '' : ` (at ${e.rate}/s for ${e.seconds} s)`}`,
        `< ${budgets.enquiryP99Ms} ms, 0 errors`,
        atRate && e.p99Ms < budgets.enquiryP99Ms && e.ok,
      ),
    )
  }
  const bareTimes = { coldStartMs: results.floorColdStartMs, buildMs: results.floorBuildMs }
  for (const [key, subject] of [
    ['coldStartMs', 'cold start: npm start -> 200 on /'],
    ['buildMs', 'build time: next build'],
  ]) {
    if (results[key] == null) continue
    if (bareTimes[key] == null) {
      rows.push(row('measured', `${subject} of the bare page`, 'missing', 'a figure', false))
      continue
    }
    rows.push(
      row(
        `${subject} vs the bare page`,
        subject,
        ratio(results[key], bareTimes[key]),
        `<= ${budgets.overBareStartAndBuild} (${results[key]} ms / bare ${bareTimes[key]} ms)`,
        results[key] <= budgets.overBareStartAndBuild * bareTimes[key],
      ),
    )
  }
  return rows
}

/**
 * The limit a load row is compared with: nginx serving that same page's HTML from a file when the
 * run measured it (issue #8: "nginx serving the same page's HTML as a static file"), otherwise the
 * bare page's HTML (results of earlier runs).
 */
export function staticFor(load, r) {
  const statics = load.filter((x) => x.target === 'static')
  return statics.find((x) => x.page === r.name) ?? statics.find((x) => !x.page)
}

/** A page's median over its Lighthouse runs (the single run's figure when there was one). */
export function medianOf(r, key) {
  const pick = (x) => (key === 'performance' ? x.performance : x[key])
  if (r.runs?.length) return median(r.runs.map(pick))
  return key === 'performance' ? r.scores.performance : r.metrics[key]
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ratio = (a, b) => (b ? Number((a / b).toFixed(2)) : 0)

/** Issue 53's scale budgets: the largest size measured against the seeded one, in the same run. */
export const scaleBudgets = {
  /** Every per-request figure (a cache-miss render, a search, a publish): at most this times the seeded one. */
  perRequestRatio: 1.5,
  /**
   * /healthz and a cached page while a sitemap, a search or the search index is built (issue 53):
   * under 100 ms, or no slower than 1.5x the same while an ordinary page renders (the floor; on a
   * loaded machine any render delays the answers beside it).
   */
  answerWhileBusyMs: 100,
  answerWhileBusyFloorRatio: 1.5,
  /** RSS differences under this many MB are noise: the search index's memory ratio starts from it. */
  memoryNoiseMb: 5,
}

const documents = (counts) => Object.values(counts ?? {}).reduce((a, b) => a + (b ?? 0), 0)

/**
 * The scale mode's budget rows (bench/scale.mjs): per-request figures at the largest size <= 1.5x
 * their seeded figure; sitemaps, feeds, llms.txt and the search index (first search after start,
 * its memory) grow no faster than the content (documents of the listed kinds). A figure missing at
 * either size, or a page that answered an error, is a broken row.
 */
export function evaluateScale(scale) {
  const rows = []
  const steps = scale?.steps ?? []
  const base = steps.find((s) => s.factor === 1)
  const top = steps.at(-1)
  if (!base || !top || top === base)
    return [row('measured', 'scale: the seeded size and a larger one', 'missing', 'two sizes', false)]
  const growth = documents(top.counts) / documents(base.counts)
  const linear = `<= ${growth.toFixed(1)} (documents ${documents(top.counts)} / ${documents(base.counts)})`
  const perRequest = `<= ${scaleBudgets.perRequestRatio}`
  const times = (a, b) => (a != null && b ? Number((a / b).toFixed(2)) : null)
  // A listing with more pages at the larger size than at the seeded one (its middle or last page
  // exists only there) is held to its own first page at the seeded size.
  const firstPageOf = (name) =>
    base.pages.find((p) => p.name === name.replace(/ listing (middle|last)( |$)/, ' listing p1$2'))
  const pairs = [
    ...base.pages.map((b) => [b, top.pages.find((p) => p.name === b.name)]),
    ...top.pages
      .filter((t) => !base.pages.some((b) => b.name === t.name))
      .map((t) => [firstPageOf(t.name), t]),
  ].filter(([b]) => b)
  for (const [b, t] of pairs) {
    if (!t || t.p50Ms == null || b.p50Ms == null) {
      rows.push(row('measured', `scale: ${b.name}`, 'missing', `a figure at 1x and ${top.factor}x`, false))
      continue
    }
    if (b.file) {
      const r = times(t.p50Ms, b.p50Ms)
      rows.push(row(`grows at most linearly (${top.factor}x / 1x)`, `${b.name} ms`, r, linear, r <= growth))
      // A file of bounded size (a sitemap file): once full, the same per request at any size.
      const full = b.fullFrom && steps.find((s) => s.factor >= b.fullFrom)
      const f = full && full !== top && full.pages.find((p) => p.name === b.name)
      if (f) {
        const r = times(t.p50Ms, f.p50Ms)
        rows.push(
          row(
            `per request once full (${top.factor}x / ${full.factor}x)`,
            `${b.name} p50`,
            r,
            perRequest,
            r != null && r <= scaleBudgets.perRequestRatio,
          ),
        )
      }
    } else
      for (const k of ['p50', 'p95']) {
        const r = times(t[`${k}Ms`], b[`${k}Ms`])
        rows.push(
          row(
            `per request (${top.factor}x / 1x)`,
            `${t.name} ${k}`,
            r,
            perRequest,
            r <= scaleBudgets.perRequestRatio,
          ),
        )
      }
  }
  for (const s of steps)
    for (const k of ['healthz', 'cached']) {
      const v = s.responsiveness?.[k]
      const floor = s.responsivenessFloor?.[k]
      const { answerWhileBusyMs: ms, answerWhileBusyFloorRatio: ratio } = scaleBudgets
      rows.push(
        row(
          'answers while a sitemap or search is built',
          `${s.factor}x ${k === 'healthz' ? '/healthz' : 'a cached page'}: median slowest ms`,
          v ?? 'missing',
          `< ${ms}, or <= ${ratio}x ${floor ?? '?'} (beside an ordinary render)`,
          v != null && (v < ms || (floor != null && v <= ratio * floor)),
        ),
      )
    }
  for (const s of steps)
    for (const p of s.pages)
      for (const e of p.errors)
        rows.push(row('scale page answered', `${s.factor}x ${p.name}`, e, 'a render', false))
  for (const k of ['p50', 'p95']) {
    const r = times(top.publish?.[`${k}Ms`], base.publish?.[`${k}Ms`])
    rows.push(
      row(
        `per request (${top.factor}x / 1x)`,
        `publish ${k}`,
        r,
        perRequest,
        r != null && r <= scaleBudgets.perRequestRatio,
      ),
    )
  }
  for (const key of Object.keys(base.searchIndex ?? {}).filter((k) => k !== 'memoryMb')) {
    const r = times(top.searchIndex?.[key], base.searchIndex[key])
    rows.push(
      row(
        `grows at most linearly (${top.factor}x / 1x)`,
        `search index: ${key}`,
        r,
        linear,
        r != null && r <= growth,
      ),
    )
  }
  const floor = scaleBudgets.memoryNoiseMb
  const mem = times(
    Math.max(top.searchIndex?.memoryMb ?? 0, floor),
    Math.max(base.searchIndex?.memoryMb ?? 0, floor),
  )
  rows.push(
    row(`grows at most linearly (${top.factor}x / 1x)`, 'search index: memory', mem, linear, mem <= growth),
  )
  return rows
}
