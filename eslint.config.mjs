import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links go through SiteLink, which skips prefetching on 2g or Save-Data (issue 4).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/runtime/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use SiteLink from @/components/runtime/SiteLink.' }] },
      ],
    },
  },
  {
    // No import cycles between modules (issue 55), dynamic import() included.
    // eslint-config-next registers the import plugin and its TypeScript resolver (the `@/` alias).
    // The site's own modules only: tests, scripts and migrations are never imported back, and the
    // rule's module graph is the slow part of the lint.
    files: ['src/**/*.{ts,tsx,mjs,js}', 'server.mjs'],
    ignores: ['src/cms/migrations/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.tmp/**',
    'bench/floor/.next/**',
    'bench/results/**',
    'test-results-*/**',
    'node_modules/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/cms/migrations/**',
    'src/cms/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
  ]),
])
