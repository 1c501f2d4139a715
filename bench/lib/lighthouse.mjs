// Lighthouse (npm package, default = mobile preset) in the system Chromium, one browser for all pages.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
// Lighthouse's own choice of a representative run (its docs, "variability": the run nearest the
// median FCP and TTI of several).
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_FLAGS } from '../../scripts/chromium.mjs'

const CHROME_PATH = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/** Audits that cost points in the three categories that must be 100, with where they failed. */
function failures(lhr) {
  const out = []
  for (const cat of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[cat].auditRefs) {
      const a = lhr.audits[ref.id]
      if (ref.weight === 0 || a.score === null || a.score >= 1) continue
      const items = (a.details?.items ?? [])
        .slice(0, 5)
        .map(
          (i) =>
            i.node?.selector ?? i.node?.snippet ?? i.url ?? i.description ?? JSON.stringify(i).slice(0, 160),
        )
      out.push({ category: cat, id: a.id, title: a.title, items })
    }
  }
  return out
}

/** The browser Lighthouse drives, in `lang` (the site's locale rule reads the browser's language). */
export function launchChrome(lang) {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--ignore-certificate-errors',
      `--lang=${lang}`,
      `--accept-lang=${lang}`,
    ],
  })
}

/**
 * Runs every page in order; `pages` are { name, url, bare?, lang?, headers? } (`bare`: true for the
 * bare page, 'hero' for the hero floor). One browser per
 * language (`lang` sets the browser's language, which the site's locale rule reads). Full reports
 * go to `reportDir`, named with `label` when given. The site's https port has a self-signed
 * certificate (bench/lib/nginx.mjs), which the browser accepts.
 *
 * With `runs` > 1 each page is audited that many times, in rounds over all pages, and the result
 * is Lighthouse's median run (`computeMedianRun`), whose report is the one kept; every run's LCP,
 * TBT and score stay in `runs`, where the budgets take each figure's own median.
 */
export async function runLighthouse(
  pages,
  { reportDir, log, throttlingMethod, label = throttlingMethod, runs = 1 },
) {
  fs.mkdirSync(reportDir, { recursive: true })
  // Interleaved: each round audits every page once, floors included, so a slow spell of this
  // shared machine falls on the floors and the site's pages alike instead of on one page's runs.
  const done = new Map(pages.map((p) => [p.name, []]))
  const langs = [...new Set(pages.map((p) => p.lang ?? 'en-US'))]
  for (let round = 0; round < runs; round++) {
    for (const lang of langs) {
      const chrome = await launchChrome(lang)
      try {
        const inLang = pages.filter((p) => (p.lang ?? 'en-US') === lang)
        // One load of each origin first, not kept. A new browser has not yet seen how slow the
        // network is, and until it has, it fetches every low-priority script at once beside the
        // stylesheet and the hero image (later loads fetch a few at a time, the rest as those
        // finish). The first page audited in each browser was the only one measured in that
        // state: the case listing's LCP was 2.3 s first and 1.4-1.6 s after another page
        // (docs/performance.md, "Every page in the same browser state"). The floors' tiny pages
        // do not teach it: after them the English home page still fetched all eleven at once.
        // A visitor's phone has seen its network before.
        const firsts = inLang.filter(
          (p, i) => inLang.findIndex((q) => new URL(q.url).origin === new URL(p.url).origin) === i,
        )
        for (const first of firsts) await audit(first, chrome, log, throttlingMethod, 'warm-up')
        for (const page of inLang)
          done.get(page.name).push(await audit(page, chrome, log, throttlingMethod, label))
      } finally {
        chrome.kill()
      }
    }
  }
  // In the order given.
  return pages.map((p) => medianRun(done.get(p.name), reportDir, label, runs))
}

/** The median run's summary of one page's audits, every run's figures, the median's report. */
function medianRun(done, reportDir, label, n) {
  const good = done.filter((r) => !r.error)
  const chosen = good.length ? computeMedianRun(good.map((r) => r.lhr)) : null
  const pick = good.find((r) => r.lhr === chosen) ?? done[done.length - 1]
  if (pick.report) {
    const file = `${pick.name.replace(/[^a-z0-9]+/gi, '_')}${label ? `-${label}` : ''}.json`
    fs.writeFileSync(path.join(reportDir, file), pick.report)
  }
  const summary = { ...pick }
  delete summary.lhr
  delete summary.report
  if (n > 1) summary.runs = good.map((r) => ({ performance: r.scores.performance, ...r.metrics }))
  return summary
}

/**
 * One audit, tried again once when Lighthouse's own trace recording fails (NO_NAVSTART and the
 * like: seen about once in a dozen runs here, unrelated to the page).
 */
async function audit(...args) {
  const first = await auditOnce(...args)
  return first.error ? auditOnce(...args) : first
}

async function auditOnce(page, chrome, log, throttlingMethod, label) {
  const t0 = performance.now()
  try {
    const run = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // 'devtools': the same phone and network, applied to the real browser while it loads, so
      // the figures are what the trace saw; the default is Lantern's simulation of them.
      ...(throttlingMethod ? { throttlingMethod } : {}),
      ...(page.headers ? { extraHeaders: page.headers } : {}),
    })
    const lhr = run.lhr
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
    const score = (c) => Math.round((lhr.categories[c].score ?? 0) * 100)
    return {
      name: page.name,
      url: page.url,
      bare: page.bare ?? false,
      scores: Object.fromEntries(categories.map((c) => [c, score(c)])),
      metrics: {
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
      },
      failures: failures(lhr),
      lhr,
      report: run.report,
    }
  } catch (error) {
    return {
      name: page.name,
      url: page.url,
      bare: page.bare ?? false,
      error: String(error?.message ?? error),
    }
  } finally {
    log(
      `  lighthouse ${page.name}${label ? ` (${label})` : ''}: ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    )
  }
}
