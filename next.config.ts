import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { staticHeaderRules } from './src/features/security/policy.mjs'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // The catalogues are compiled at build (icu-minify): the browser then carries a small
    // formatter for the precompiled messages instead of a full ICU parser.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})

const nextConfig: NextConfig = {
  // A separate build folder lets several development servers share one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Compression (gzip) and ETags with their 304s are Next's own (`compress`, `generateEtags`, both
  // on by default): the server's CSP step inflates a gzip document to hash its scripts and sends
  // it as Next made it (src/features/security/respond.mjs); nginx adds brotli (deploy/nginx.conf).
  // The test hosts (www.site.test, en.site.test) may load the dev server's live-reload channel.
  allowedDevOrigins: ['*.site.test', '*.localhost'],
  reactStrictMode: true,
  experimental: {
    // Next loads every route's code right after start, on the one main thread the first
    // request also needs: about 0.7 s before `/` could answer (docs/performance.md, cold start).
    // Each route's code now loads on its own first request instead.
    preloadEntriesOnStart: false,
    // Cached pages and data reads live in Next's size-bounded memory cache only, never as files
    // under the dist dir: each distinct path Next caches (a 404 for a made-up id, a listing query)
    // used to leave files there for good, so visitors could grow the disk without bound
    // (docs/reliability.md, "Visitor-controlled state"). Nothing is lost: scripts/start.mjs
    // empties those folders at every start anyway.
    isrFlushToDisk: false,
    // Turbopack keeps a build cache under the dist dir that makes the next build of the same
    // checkout quicker (about 1 min instead of 3 on a slow two-core machine). A fresh checkout that
    // builds once (CI) only pays for writing it, about 26 s: NEXT_BUILD_CACHE=off skips it there.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  // `npm test` type-checks before it builds (scripts/typecheck.mjs: the same check, about 45 s
  // on a two-core machine); its build skips the repeat. Every other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === 'off' },
  // Several instances share one page/data cache in Redis (src/lib/cache-handler.mjs); without
  // REDIS_URL, Next's built-in cache. Read when the server starts, so one build serves both ways.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), 'src/lib/cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  images: {
    // Uploads are served by Payload from the site's own origin; nothing is loaded from outside.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/**' }],
    formats: ['image/webp'],
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload asks every path for the colour-scheme client hint with Critical-CH, which makes the
// browser fetch each visitor page twice on a first visit; only the admin uses the hint.
const withPayloadHeaders = config.headers
config.headers = async () => [
  ...((await withPayloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  ),
  // The security headers that depend on nothing; the CSP and HSTS are set per response by the
  // server (src/features/security/respond.mjs).
  ...staticHeaderRules(),
]

export default config
