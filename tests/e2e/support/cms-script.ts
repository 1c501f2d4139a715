import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import path from 'node:path'
import { E2E_PORT } from '../../../playwright.config'
import { lexicalCondition } from '../../../scripts/node-conditions.mjs'

/**
 * Runs a script of tests/e2e/support against the e2e server's database through Payload's local
 * API, in a tsx child process (the CMS config imports Next's modules, which only a bundler or tsx
 * resolves). The caller asserts on the child's output and status.
 */
export function runCmsScript(script: string, args: string[]): SpawnSyncReturns<string> {
  const dir = path.resolve(process.env.E2E_DIR ?? './.tmp/e2e')
  return spawnSync(
    process.execPath,
    // Without the condition, Node's loader sometimes stalls on Lexical's module graph and the
    // child exits with code 13 having done nothing (scripts/node-conditions.mjs says why).
    [lexicalCondition(), '--import', 'tsx', `tests/e2e/support/${script}`, ...args],
    {
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
      env: {
        ...process.env,
        DATABASE_URL: `file:${dir}/site.db`,
        DATA_DIR: dir,
        SITE_ZH_HOST: `www.site.test:${E2E_PORT}`,
        SITE_EN_HOST: `en.site.test:${E2E_PORT}`,
        JOBS_AUTORUN: 'false',
        SEED_ON_START: 'false',
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: '--no-deprecation',
      },
    },
  )
}
