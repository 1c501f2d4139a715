// Where a page's long tasks spend their time, in Lighthouse's own simulated run (docs/performance.md,
// "Where the long tasks' time goes"). Lantern multiplies each main-thread task's wall time by four;
// Chromium's trace also records the CPU time the thread ran in it (`tdur`). A task whose wall time
// is far above its CPU time was waiting: descheduled, or blocked on another process.
//
//   node bench/task-times.mjs URL [lang=zh-CN] [runs=3]      (KIDS=1 also lists what the waiting tasks hold)
//
// Prints, per run: TBT, the tasks over 10 ms as wall/CPU ms, and the blocking time (×4 − 50 ms over
// every task, before FCP included) computed from wall time and from CPU time.
import lighthouse from 'lighthouse'
import { launchChrome } from './lib/lighthouse.mjs'

const [url, lang = 'zh-CN', runs = '3'] = process.argv.slice(2)
if (!url) {
  console.error('usage: node bench/task-times.mjs URL [lang] [runs]')
  process.exit(2)
}
const ms = (us) => ((us ?? 0) / 1000).toFixed(1)
const isTask = (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')

const chrome = await launchChrome(lang)
try {
  for (let i = 0; i < Number(runs); i++) {
    const r = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const ev = r.artifacts.Trace.traceEvents
    // The page's main thread: the renderer main thread with the most complete events.
    let main = null
    let most = 0
    for (const t of ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
      const n = ev.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length
      if (n > most) [main, most] = [t, n]
    }
    const onMain = (e) => e.pid === main.pid && e.tid === main.tid
    const tasks = ev.filter((e) => onMain(e) && isTask(e))
    // Lantern's factor, as this run used it (4 in the mobile preset).
    const slowdown = r.lhr.configSettings.throttling.cpuSlowdownMultiplier
    const blocking = (k) =>
      Math.round(tasks.reduce((s, t) => s + Math.max(0, (slowdown * (t[k] ?? 0)) / 1000 - 50), 0))
    const long = tasks.filter((t) => t.dur > 10_000)
    console.log(
      `run ${i + 1}: TBT ${Math.round(r.lhr.audits['total-blocking-time'].numericValue)} ms; tasks > 10 ms (wall/CPU): ${long.map((t) => `${ms(t.dur)}/${ms(t.tdur)}`).join(' ')}`,
    )
    console.log(
      `  blocking ×${slowdown} from wall time ${blocking('dur')} ms, from CPU time ${blocking('tdur')} ms`,
    )
    if (process.env.KIDS) {
      for (const t of long.filter((t) => t.dur - (t.tdur ?? 0) > 8000)) {
        const inside = ev.filter(
          (e) =>
            onMain(e) &&
            e.ph === 'X' &&
            e !== t &&
            e.ts >= t.ts &&
            e.ts + e.dur <= t.ts + t.dur &&
            e.dur > 2000,
        )
        console.log(
          `  ${ms(t.dur)}/${ms(t.tdur)}: ${inside
            .slice(0, 14)
            .map((e) => `${e.name} ${ms(e.dur)}/${ms(e.tdur)}`)
            .join(' | ')}`,
        )
      }
    }
  }
} finally {
  chrome.kill()
}
