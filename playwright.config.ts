import { defineConfig, devices } from '@playwright/test'
import './tests/e2e/support/resolve-test-hosts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

/** End-to-end tests against the production build, in the Debian Chromium, on both hosts. */
/** E2E_PORT and E2E_NO_SERVER=1 let a developer point the tests at a server already running. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const ZH = `http://www.site.test:${E2E_PORT}`
export const EN = `http://en.site.test:${E2E_PORT}`
export const E2E_DIR = process.env.E2E_DIR ?? './.tmp/e2e'

const desktop = { ...devices['Desktop Chrome'], channel: undefined }
// Specs that only read the site, as visitors do. Any other spec (one that changes content, signs
// staff in or watches the whole server) runs in the staff project, one at a time.
const VISITOR_SPECS = [
  'accessibility',
  'card-grid',
  'csp',
  'first-load',
  'layout-stability',
  'pages',
  'routing',
  'scrollbars',
  'search',
  'share',
  'shell',
  'taps',
  'trendchart',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so suites of several work trees can run at once without wiping each other's results.
  outputDir: E2E_PORT === 3100 ? 'test-results' : `test-results-${E2E_PORT}`,
  // Two browsers at a time for the visitor project (below), one for the staff project.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: ZH,
    // No trace by default: recording one costs this two-core machine about a fifth of the suite's
    // time (CI's 30-minute budget). A failure keeps its message, the page's accessibility snapshot
    // and a screenshot; `npm run test:e2e -- --trace on` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_FLAGS,
        // Both public hosts reach the one local server.
        '--host-resolver-rules=MAP *.site.test 127.0.0.1',
        // Production is https: treat the plain-http test hosts as secure contexts, so the browser
        // sends Sec-Fetch-* headers (Payload's CSRF check needs them for the admin's cookie) and
        // offers the async Clipboard API, as it does on the real site.
        `--unsafely-treat-insecure-origin-as-secure=${ZH},${EN}`,
      ],
    },
  },
  // The visitor specs run two files at once (about three minutes less on a two-core machine); the
  // staff specs after them, one at a time, so no test sees another's change half-made
  // (visitor-state counts the server's files and memory, so it is one of them).
  projects: [
    { name: 'visitor', testMatch: VISITOR_SPECS, workers: 2, use: desktop },
    { name: 'staff', testIgnore: VISITOR_SPECS, dependencies: ['visitor'], workers: 1, use: desktop },
  ],
  webServer:
    process.env.E2E_NO_SERVER === '1'
      ? undefined
      : {
          command: 'node scripts/start.mjs',
          url: `http://127.0.0.1:${E2E_PORT}/healthz`,
          timeout: 240_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: {
            PORT: String(E2E_PORT),
            // As behind a reverse proxy; a named HOSTNAME once turned every page into a self-proxy loop.
            HOSTNAME: '127.0.0.1',
            DATABASE_URL: `file:${E2E_DIR}/site.db`,
            DATA_DIR: E2E_DIR,
            SITE_ZH_HOST: `www.site.test:${E2E_PORT}`,
            SITE_EN_HOST: `en.site.test:${E2E_PORT}`,
            ADMIN_EMAIL: 'admin@site.test',
            ADMIN_PASSWORD: 'e2e-admin-password',
            LOG_LEVEL: 'warn',
            // The fixture pages under /test-fixtures (a page with an injected script: csp.spec.ts).
            TEST_FIXTURES: '1',
          },
        },
})
