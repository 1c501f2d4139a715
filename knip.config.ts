import type { KnipConfig } from 'knip'

/**
 * Unused files, exports and dependencies (`npm run lint`). Next's plugin adds the app routes,
 * `next.config.ts`, `src/proxy.ts` and `src/instrumentation.ts`; Vitest's and Playwright's add
 * the tests. What Next, Payload and the scripts load by path is listed here.
 */
const config: KnipConfig = {
  entry: [
    'server.mjs',
    // Payload loads its config and the admin components of the import map by path.
    'src/cms/payload.config.ts',
    'src/app/(payload)/admin/importMap.js',
    // next.config.ts names the cache handler by path.
    'src/lib/cache-handler.mjs',
    // Scripts the e2e tests run on the server's database (tests/e2e/support/cms-script.ts).
    'tests/e2e/support/*.ts',
    'scripts/**/*.{mjs,ts}',
    'bench/**/*.{mjs,ts}',
  ],
  project: ['src/**/*.{ts,tsx,mjs,js,css}', 'scripts/**/*.{mjs,ts}', 'bench/**/*.{mjs,ts}', 'tests/**/*.ts'],
  ignore: ['src/cms/payload-types.ts'],
  // A named constant used in its own module documents a number; it need not be imported elsewhere.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Files read by path, not imported: the Inter source for scripts/subset-inter.sh, the Noto
    // Sans SC glyphs of the seed's images, the geo database, the HTML checker's jar.
    '@fontsource-variable/inter',
    '@fontsource/noto-sans-sc',
    '@ip-location-db/geo-whois-asn-country-mmdb',
    'vnu-jar',
    // The types of smtp-server, which the integration tests and resilience scripts start.
    '@types/smtp-server',
    // The import-cycle checker, run by path from scripts/cycles.mjs.
    'dpdm',
  ],
  // System tools the bench and resilience scripts run (docs/performance.md, docs/reliability.md).
  ignoreBinaries: ['openssl', 'wrk', 'fc-list', 'runuser', 'java', 'psql'],
  compilers: {
    // Tailwind and other packages are imported from the stylesheets.
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
}

export default config
