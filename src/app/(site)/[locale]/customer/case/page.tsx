import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardGrid } from '@/components/content/CardGrid'
import { CaseCard } from '@/features/cases/CaseCard'
import { EmptyState } from '@/components/content/EmptyState'
import { ListPager } from '@/components/content/ListPager'
import { ListingPage } from '@/components/content/ListingPage'
import { FilterChips, hrefWith } from '@/components/content/Tabs'
import { caseIndustries, caseProducts, getCases, parseCaseQuery } from '@/features/cases/queries'
import {
  oneOf,
  pageRule,
  redirectPastLastPage,
  redirectUnlessValid,
  sizeRule,
  type Rules,
} from '@/features/content/listing-query'
import { pageLocale, type SearchParams } from '@/features/content/page'
import { seoMetadata } from '@/features/seo/metadata'
import type { Locale } from '@/i18n/routing'
import { canonicalQuery } from '@/features/seo/urls'

// Filters and pages come from the query string: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages.cases' })
  // The product and industry filters are pages of their own; page and size are not.
  const query = canonicalQuery(await searchParams, {
    product: caseProducts.map((p) => p.value),
    industry: caseIndustries(locale).map((i) => i.value),
  })
  return seoMetadata({
    locale,
    path: '/customer/case',
    query,
    title: t('title'),
    description: t('description'),
  })
}

const caseRules = (locale: Locale): Rules => ({
  product: oneOf(caseProducts.map((p) => p.value)),
  industry: oneOf(caseIndustries(locale).map((i) => i.value)),
  page: pageRule,
  size: sizeRule,
})

/**
 * /customer/case?product=1..4&industry=1..5&page=&size=. A value the listing does not offer (or a
 * page past the last) redirects to the listing without it (features/content/listing-query.ts).
 */
export default async function CasesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const raw = await searchParams
  const rules = caseRules(locale)
  redirectUnlessValid('/customer/case', raw, rules)
  const q = parseCaseQuery(raw)
  if (q.page > 1) {
    // The first page (a bounded cache key) tells how many pages exist before page N is read.
    const first = await getCases(locale, q.product, q.industry, 1, q.size)
    redirectPastLastPage('/customer/case', raw, rules, { page: q.page, size: q.size, total: first.total })
  }
  const [t, tc, result] = await Promise.all([
    getTranslations('pages.cases'),
    getTranslations('pages.common'),
    getCases(locale, q.product, q.industry, q.page, q.size),
  ])
  const path = '/customer/case'
  const current = {
    product: q.product,
    industry: q.industry,
    size: q.size === 10 ? undefined : String(q.size),
  }
  const chip = (key: 'product' | 'industry', value: string | undefined, label: string) => ({
    href: hrefWith(path, current, { [key]: value, page: undefined }),
    label,
    active: q[key] === value,
  })
  return (
    <ListingPage messages="pages.cases" parent="customer" heading={t('filters')}>
      <div className="mb-10 space-y-3 rounded-card border border-line bg-white p-5">
        <FilterChips
          label={t('product')}
          items={[
            chip('product', undefined, tc('all')),
            ...caseProducts.map((p) => chip('product', p.value, p.label)),
          ]}
        />
        <FilterChips
          label={t('industry')}
          items={[
            chip('industry', undefined, tc('all')),
            ...caseIndustries(locale).map((i) => chip('industry', i.value, i.label)),
          ]}
        />
      </div>
      <p className="mb-6 text-sm text-ink-subtle" data-testid="result-count">
        {t('count', { count: result.total })}
      </p>
      {result.docs.length === 0 ? (
        <EmptyState title={tc('emptyTitle')} text={tc('emptyText')} />
      ) : (
        <CardGrid>
          {result.docs.map((c, i) => (
            <CaseCard key={c.id} c={c} locale={locale} cta={tc('viewCase')} withImage priority={i === 0} />
          ))}
        </CardGrid>
      )}
      <ListPager total={result.total} page={q.page} pageSize={q.size} pathname={path} query={current} />
    </ListingPage>
  )
}
