import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/**
 * Integration files that need a Payload of their own: they set the environment the config reads
 * at import (a fake mail server, the chat-app's fake API, rate limits, a Redis key prefix), mock
 * or reset modules, or test what a fresh process does (the first search after a start).
 */
const ownProcess = [
  'api',
  'mail',
  'search',
  'search-incomplete',
  'shared-state',
  'staff-auth',
  'team-chat',
].map((name) => `tests/integration/${name}.int.test.ts`)

const integration = {
  environment: 'node' as const,
  globalSetup: ['tests/integration/global-setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 240_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'deploy/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
        },
      },
      // The integration suite, on one throw-away database seeded once; files run one after
      // another. Most files share one module graph (importing Payload and its config costs each
      // file 3-7 s, over a third of the suite's time on a busy two-core machine); the files
      // that need a module graph of their own run after them, each in a fresh process.
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          exclude: ownProcess,
          isolate: false,
          // The environment every shared-graph file runs in, fixed before the first import of the
          // Payload config (which reads it once): no in-process job runner.
          setupFiles: ['tests/integration/setup-env.ts', 'tests/integration/no-job-runner.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration-own-process',
          include: ownProcess,
          setupFiles: ['tests/integration/setup-env.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
