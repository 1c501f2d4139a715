#!/usr/bin/env node
// `npm run test:resilience`: the site under load, faults and bad input (docs/reliability.md).
// Each scenario starts its own production server (server.mjs) on loopback with its own port and
// data directory, is bounded in time and stops what it started. Pick scenarios by name:
//   node scripts/resilience/run.mjs soak geo
// RESILIENCE_SHORT=1 shortens the soak to 60 s (CI). Figures go to .tmp/resilience-<port>/figures.json.
import fs from 'node:fs'
import path from 'node:path'
import { badInput } from './bad-input.mjs'
import { databaseDown } from './database.mjs'
import { geoFaults } from './geo.mjs'
import { httpsSite } from './https.mjs'
import { ensureBuild, Report, short, workDir } from './lib.mjs'
import { crashMidBurst, mailOutage } from './mail.mjs'
import { soak } from './soak.mjs'
import { startupFailures } from './startup.mjs'

const scenarios = {
  https: httpsSite,
  geo: geoFaults,
  badInput,
  mailOutage,
  crash: crashMidBurst,
  database: databaseDown,
  startup: startupFailures,
  soak,
}
const picked = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(scenarios)
const unknown = picked.filter((p) => !scenarios[p])
if (unknown.length) {
  console.error(`unknown scenario(s): ${unknown.join(', ')}; known: ${Object.keys(scenarios).join(', ')}`)
  process.exit(2)
}

// Every scenario has its own bound; this is the suite's.
const limitMs = (short ? 20 : 40) * 60_000
const deadline = setTimeout(() => {
  console.error(`resilience suite took longer than ${limitMs / 60_000} minutes: stopped`)
  process.exit(1)
}, limitMs)

// Each scenario copies the build's seeded site (scripts/seeded-template.mjs, through lib.mjs).
fs.mkdirSync(workDir, { recursive: true })
ensureBuild()
const report = new Report()
for (const name of picked) {
  const started = Date.now()
  console.log(`\n== ${name}`)
  try {
    await scenarios[name](report)
  } catch (error) {
    report.check(`${name}: ran to the end`, false, error instanceof Error ? error.stack : String(error))
  }
  console.log(`== ${name}: ${Math.round((Date.now() - started) / 1000)} s`)
}
clearTimeout(deadline)
fs.writeFileSync(
  path.join(workDir, 'figures.json'),
  JSON.stringify(
    { at: new Date().toISOString(), short, figures: report.figures, results: report.results },
    null,
    2,
  ),
)
const failed = report.results.filter((r) => !r.ok)
console.log(`\n${report.results.length - failed.length} passed, ${failed.length} failed`)
process.exit(failed.length ? 1 : 0)
