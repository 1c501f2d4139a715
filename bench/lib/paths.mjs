// Where the bench keeps its files and which loopback ports it uses: ten from BENCH_PORT (default
// 3260, so 3260-3269), so two checkouts can run the bench side by side.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const benchDir = path.join(root, 'bench')
export const floorDir = path.join(benchDir, 'floor')
// BENCH_WORK_DIR: another scratch folder (a second run beside this one; it empties its own).
export const work = path.resolve(root, process.env.BENCH_WORK_DIR || '.tmp/bench')
export const resultsDir = path.join(benchDir, 'results')
export const resultsFile = path.join(resultsDir, 'latest.json')
/** The scale mode's last results (BENCH_SCALE). */
export const scaleResultsFile = path.join(resultsDir, 'scale-latest.json')
// BENCH_DIST_DIR: measure another build of this checkout (e.g. `.next` from the e2e run, with
// BENCH_SKIP_BUILD=1) instead of building `.next-bench`.
export const siteDistDir = process.env.BENCH_DIST_DIR || '.next-bench'

/**
 * `dir` (relative to the checkout) as an absolute path, for a folder the bench empties before a
 * build: refuses the checkout itself and anything outside it.
 */
export function buildFolder(dir) {
  const resolved = path.resolve(root, dir)
  if (!resolved.startsWith(root + path.sep)) throw new Error(`${dir}: not a folder inside ${root}`)
  return resolved
}

const base = Number(process.env.BENCH_PORT || 3260)
export const ports = {
  site: base,
  floor: base + 1,
  proxy: base + 2,
  static: base + 3,
  /** deploy/nginx.conf's https port (HTTP/2), where visitors arrive, and its plain-http redirect port. */
  tls: base + 4,
  redirect: base + 5,
  /** The floor behind its own copy of deploy/nginx.conf: https, plain http, redirect. */
  floorTls: base + 6,
  floorPlain: base + 7,
  floorRedirect: base + 8,
  /** Nothing listens here: the "mail server down" of the enquiry benchmark. */
  deadSmtp: base + 9,
}

/**
 * The site's two hosts, as visitors reach them: https through deploy/nginx.conf. Chromium resolves
 * *.localhost to loopback. Requests straight to the app's port name the host in a header.
 */
export const hosts = {
  zh: `localhost:${ports.tls}`,
  en: `en.localhost:${ports.tls}`,
}
