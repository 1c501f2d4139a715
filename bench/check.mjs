#!/usr/bin/env node
// `npm run bench:check`: compares the last results file with the budgets (bench/budgets.mjs) and
// exits non-zero naming each broken one. BENCH_RESULTS picks another results file.
import fs from 'node:fs'
import { evaluate } from './budgets.mjs'
import { resultsFile } from './lib/paths.mjs'

const file = process.env.BENCH_RESULTS || resultsFile
if (!fs.existsSync(file)) {
  console.error(`No results at ${file}: run \`npm run bench\` first.`)
  process.exit(2)
}
const results = JSON.parse(fs.readFileSync(file, 'utf8'))
const rows = evaluate(results)
const broken = rows.filter((r) => !r.ok)
console.log(`${file}: ${results.startedAt}${results.quick ? ' (quick mode: not all pages measured)' : ''}`)
console.log(`${rows.length - broken.length} of ${rows.length} budget checks hold.`)
for (const r of broken) console.log(`BROKEN  ${r.budget}: ${r.subject} = ${r.value} (budget ${r.limit})`)
process.exit(broken.length ? 1 : 0)
