#!/usr/bin/env node
// `npm run bench:check`: compares the last results with the budgets (bench/budgets.mjs) and exits
// non-zero naming each broken one: the full run's (bench/results/latest.json; BENCH_RESULTS picks
// another file) and, when the scale mode has run, its growth budgets (scale-latest.json;
// BENCH_SCALE_RESULTS picks another file).
import fs from 'node:fs'
import { evaluate, evaluateScale } from './budgets.mjs'
import { resultsFile, scaleResultsFile } from './lib/paths.mjs'

const file = process.env.BENCH_RESULTS || resultsFile
const scaleFile = process.env.BENCH_SCALE_RESULTS || scaleResultsFile
if (!fs.existsSync(file) && !fs.existsSync(scaleFile)) {
  console.error(`No results at ${file} or ${scaleFile}: run \`npm run bench\` first.`)
  process.exit(2)
}
let failed = false
// Every check, held or not, so a reader sees each figure against its budget; a missing figure is a
// FAIL row naming what was not measured.
const report = (label, rows) => {
  const broken = rows.filter((r) => !r.ok)
  console.log(label)
  for (const r of rows)
    console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.budget}: ${r.subject} = ${r.value} (budget ${r.limit})`)
  console.log(`${rows.length - broken.length} of ${rows.length} budget checks hold.`)
  if (broken.length) failed = true
}
if (fs.existsSync(file)) {
  const results = JSON.parse(fs.readFileSync(file, 'utf8'))
  report(
    `${file}: ${results.startedAt}${results.quick ? ' (quick mode: not all pages measured)' : ''}`,
    evaluate(results),
  )
} else {
  console.log(`No full run at ${file}.`)
  failed = true
}
if (fs.existsSync(scaleFile)) {
  const scale = JSON.parse(fs.readFileSync(scaleFile, 'utf8'))
  report(
    `\n${scaleFile}: ${scale.startedAt}, sizes ${scale.steps.map((s) => `${s.factor}x`).join(', ')}`,
    evaluateScale(scale),
  )
}
process.exit(failed ? 1 : 0)
