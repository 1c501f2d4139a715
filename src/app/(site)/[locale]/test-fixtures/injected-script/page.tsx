import { notFound } from 'next/navigation'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { env } from '@/lib/env'

/**
 * Test-only (TEST_FIXTURES, which the e2e suite sets and env.ts refuses on an https site): a site
 * page holding two scripts that reached it as an injection would, one of them dressed as Next's
 * flight data. The CSP must give neither a hash (tests/e2e/csp.spec.ts); off, this path is a 404.
 */
// Rendered per request (the switch is read at run time, not when the page was first cached); a page
// cached as static that turned dynamic at run time would be a 500.
export const dynamic = 'force-dynamic'

export default async function InjectedScriptFixture({ params }: LocaleParams) {
  if (!env().TEST_FIXTURES) notFound()
  await pageLocale(params)
  return (
    <div className="container py-12">
      <h1>CSP fixture</h1>
      <script
        dangerouslySetInnerHTML={{ __html: "window.__injected=(window.__injected||[]).concat('plain')" }}
      />
      <script
        dangerouslySetInnerHTML={{
          __html: 'self.__next_f.push([1,""]);window.__injected=(window.__injected||[]).concat(\'flight\')',
        }}
      />
    </div>
  )
}
