import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { EmptyState } from '@/components/content/EmptyState'
import { ListPager } from '@/components/content/ListPager'
import { PageHero } from '@/components/content/PageHero'
import { Section } from '@/components/content/Section'
import { formatDate } from '@/features/content/format'
import { pageLocale, type SearchParams } from '@/features/content/page'
import { parsePaging } from '@/features/content/visitor'
import { Highlighted } from '@/features/search/Highlighted'
import { checkQuery, maxQueryLength, siteSearch } from '@/features/search/query'

// Results depend on the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  // Result pages are for visitors, not for search engines' indexes.
  return { title: t('title'), description: t('description'), robots: { index: false, follow: true } }
}

/** /search?q=&page=&size=: the site's published content in the host's language, best first. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const checked = checkQuery(query.q)
  const { page, size } = parsePaging(query)
  const t = await getTranslations('search')
  const result = checked.ok ? await siteSearch(locale, checked.q, { page, size }) : null

  return (
    <main>
      <PageHero title={t('title')} crumbs={[{ label: t('title') }]}>
        <form action="/search" method="get" role="search" className="mt-8 flex max-w-2xl gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t('inputLabel')}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={checked.q}
            maxLength={maxQueryLength * 2}
            placeholder={t('placeholder')}
            enterKeyHint="search"
            data-testid="search-page-input"
            className="h-12 min-w-0 flex-1 rounded-control border border-white/30 bg-white px-4 text-base text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          />
          <button
            type="submit"
            className="h-12 shrink-0 rounded-control bg-accent-strong px-6 font-medium text-white hover:bg-[#085bb9]"
          >
            {t('submit')}
          </button>
        </form>
      </PageHero>
      <Section>
        {!checked.ok ? (
          <div role="alert" data-testid="search-message">
            <h2 className="text-lg text-ink-muted">
              {checked.problem === 'tooLong' ? t('tooLong', { max: maxQueryLength }) : t('empty')}
            </h2>
          </div>
        ) : !result ? null : (
          <>
            {result.complete ? null : (
              <p
                role="status"
                data-testid="search-incomplete"
                className="mb-8 rounded-card border border-line bg-accent-soft/50 px-4 py-3 text-ink-muted"
              >
                {t('incomplete')} {/* A plain link: a full load asks the server again. */}
                <a
                  href={`/search?${new URLSearchParams({ q: checked.q })}`}
                  className="text-accent-strong underline underline-offset-4"
                >
                  {t('retry')}
                </a>
              </p>
            )}
            {result.total === 0 ? (
              <div data-testid="search-message">
                <EmptyState title={t('noResults', { q: checked.q })} text={t('noResultsHint')} titleAs="h2" />
              </div>
            ) : (
              <>
                <h2 className="mb-6 text-sm text-ink-subtle" data-testid="search-count">
                  {t('count', { total: result.total, q: checked.q })}
                </h2>
                <ol
                  aria-label={t('resultsLabel')}
                  className="divide-y divide-line"
                  data-testid="search-results"
                >
                  {result.hits.map((hit) => (
                    <li key={hit.id} className="py-5 first:pt-0" data-testid="search-result">
                      <p className="mb-1.5 flex items-center gap-3 text-xs text-ink-subtle">
                        <span
                          data-testid="search-result-kind"
                          className="rounded-full bg-accent-soft px-2.5 py-0.5 font-medium text-accent-strong"
                        >
                          {t(`kinds.${hit.kind}`)}
                        </span>
                        {hit.date ? <time dateTime={hit.date}>{formatDate(hit.date, locale)}</time> : null}
                      </p>
                      <h3 className="text-lg font-bold">
                        <Link href={hit.url} className="hover:text-accent-strong hover:underline">
                          <Highlighted value={hit.title} />
                        </Link>
                      </h3>
                      {hit.excerpt.text ? (
                        <p className="mt-1.5 line-clamp-3 text-[15px] leading-relaxed text-ink-muted">
                          <Highlighted value={hit.excerpt} />
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ol>
                <ListPager
                  total={result.total}
                  page={page}
                  pageSize={size}
                  pathname="/search"
                  query={{ q: checked.q }}
                />
              </>
            )}
          </>
        )}
      </Section>
    </main>
  )
}
