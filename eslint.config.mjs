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
