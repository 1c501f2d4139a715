import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { industryOptions } from '@/cms/fields'
import {
  checkPlanQuery,
  getPlan,
  getPlans,
  planIndustryOf,
  planIndustrySlugs,
  type Plan,
  type PlanIndustry,
  type PlanKind,
} from './queries'
import { ProductCard } from '@/features/products/ProductCard'
import { getProducts } from '@/features/products/queries'
import {
  pageLocale,
  type LocaleParams,
  type SearchParams,
  idPageDocument,
  idPageMetadata,
} from '@/features/content/page'
import { parsePaging, toImage, type Paged } from '@/features/content/visitor'
import { ListPager } from '@/components/content/ListPager'
import { seoMetadata } from '@/features/seo/metadata'
import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { Card, CardGrid, CardSection } from '@/components/content/CardGrid'
import { RelatedCases } from '@/features/cases/CaseCard'
import type { CaseDoc } from '@/features/cases/queries'
import { CtaBand, HeroActions } from '@/components/content/CtaBand'
import { EmptyState } from '@/components/content/EmptyState'
import { Img } from '@/components/content/Img'
import { PageHero } from '@/components/content/PageHero'
import { ListingPage } from '@/components/content/ListingPage'
import { PointsSection } from '@/components/content/PointsGrid'
import { RichText } from '@/components/content/RichText'
import { Section, SectionHeading } from '@/components/content/Section'
import { FilterChips } from '@/components/content/Tabs'
import { ZoomableImage } from '@/components/content/ZoomableImage'

/**
 * Solutions (/solution) and product plans (/product_solution) are the same kind of page with
 * different words and addresses; product plans are also listed per industry.
 */
const planPages = {
  'solution-plans': { messages: 'pages.solution', base: '/solution', byIndustry: false },
  'product-plans': { messages: 'pages.productSolution', base: '/product_solution', byIndustry: true },
} as const satisfies Record<PlanKind, { messages: string; base: string; byIndustry: boolean }>

type DetailProps = { params: Promise<{ locale: string; id: string }> }

/**
 * The whole listing page of one kind of plan: hero, (industry links,) a page of plans, pager,
 * contact band. A product-plan query with an industry shows that industry's page instead.
 */
export async function PlanListPage({
  kind,
  params,
  searchParams,
}: LocaleParams & { kind: PlanKind; searchParams: SearchParams }) {
  const { messages, base, byIndustry } = planPages[kind]
  const locale = await pageLocale(params)
  const query = await searchParams
  await checkPlanQuery(locale, kind, base, query)
  const { page, size } = parsePaging(query)
  const industry = kind === 'product-plans' ? planIndustryOf(query) : undefined
  if (industry) return <IndustryPlans locale={locale} industry={industry} page={page} size={size} />
  const plans = await getPlans(locale, kind, page, size)
  return (
    <ListingPage messages={messages}>
      {byIndustry ? <IndustryLinks slugs={planIndustrySlugs} locale={locale} /> : null}
      <PlanGrid plans={plans} base={base} locale={locale} />
    </ListingPage>
  )
}

/**
 * One industry's product plans. /product_solution/{industry} is its first page, cached like the
 * plans' pages; the pager's further pages are /product_solution?industry={industry}&page=N.
 */
export async function IndustryPlans({
  locale,
  industry,
  page = 1,
  size = 10,
}: {
  locale: Locale
  industry: PlanIndustry
  page?: number
  size?: number
}) {
  const [t, plans] = await Promise.all([
    getTranslations('pages.productSolution'),
    getPlans(locale, 'product-plans', page, size, industry),
  ])
  const name = industryLabel(industry, locale)
  return (
    <main>
      <PageHero
        eyebrow={t('title')}
        title={t('industryTitle', { industry: name })}
        lead={t('industryLead', { industry: name })}
        crumbs={[{ label: t('title'), href: '/product_solution' }, { label: name }]}
      />
      <Section>
        <h2 className="sr-only">{t('industryTitle', { industry: name })}</h2>
        <IndustryLinks slugs={planIndustrySlugs} locale={locale} active={industry} />
        <PlanGrid plans={plans} base="/product_solution" locale={locale} query={{ industry }} />
      </Section>
      <CtaBand />
    </main>
  )
}

/** The metadata of one industry's product plans, whose own page is /product_solution/{industry}. */
export async function industryMetadata(locale: Locale, industry: PlanIndustry): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages.productSolution' })
  const name = industryLabel(industry, locale)
  return seoMetadata({
    locale,
    path: `/product_solution/${industry}`,
    title: t('industryTitle', { industry: name }),
    description: t('industryLead', { industry: name }),
  })
}

/** `generateMetadata` of one plan's page (/solution/{number}, /product_solution/{number}). */
export function planDetailMetadata(kind: PlanKind, { params }: DetailProps): Promise<Metadata> {
  return idPageMetadata(
    params,
    (locale, n) => getPlan(locale, kind, n),
    (plan, locale, n) =>
      seoMetadata({
        locale,
        path: `${planPages[kind].base}/${n}`,
        title: plan.title,
        description: plan.summary,
        meta: plan.meta,
        image: plan.heroImage,
        document: { collection: kind, field: 'number', value: n },
      }),
  )
}

/** One plan's page, by the number in its address; the not-found page for any other value. */
export async function PlanDetailPage({ kind, params }: DetailProps & { kind: PlanKind }) {
  const { messages, base } = planPages[kind]
  const { locale, found: plan } = await idPageDocument(params, (l, n) => getPlan(l, kind, n))
  if (!plan) return <NotFoundPage locale={locale} />
  const [t, products] = await Promise.all([getTranslations(messages), getProducts(locale)])
  return (
    <PlanDetail
      plan={plan}
      locale={locale}
      products={products}
      crumbs={[{ label: t('title'), href: base }, { label: plan.title }]}
    />
  )
}

export function industryLabel(slug: string | null | undefined, locale: Locale): string {
  return industryOptions.find((o) => o.value === slug)?.label[locale] ?? ''
}

/** A page of plans as cards linking to their pages, then the pager (its links keep `query`). */
async function PlanGrid({
  plans,
  base,
  locale,
  query,
}: {
  plans: Paged<Plan>
  base: string
  locale: Locale
  query?: Record<string, string>
}) {
  const tc = await getTranslations('pages.common')
  if (plans.docs.length === 0) return <EmptyState title={tc('emptyTitle')} text={tc('emptyText')} />
  return (
    <>
      <CardGrid>
        {plans.docs.map((p) => (
          <Card
            key={p.id}
            href={`${base}/${p.number}`}
            title={p.title}
            text={p.summary}
            image={toImage(p.heroImage)}
            badge={industryLabel(p.industry, locale)}
            cta={tc('learnMore')}
          />
        ))}
      </CardGrid>
      <ListPager total={plans.total} page={plans.page} pageSize={plans.size} pathname={base} query={query} />
    </>
  )
}

/** Industry chips linking to /product_solution/{industry}. */
export async function IndustryLinks({
  slugs,
  locale,
  active,
}: {
  slugs: readonly string[]
  locale: Locale
  active?: string
}) {
  const t = await getTranslations('pages.solution')
  return (
    <FilterChips
      nav
      className="mb-10"
      label={t('byIndustry')}
      items={slugs.map((s) => ({
        href: `/product_solution/${s}`,
        label: industryLabel(s, locale),
        active: s === active,
      }))}
    />
  )
}

/** One solution or product plan: challenge, solution, architecture, benefits, products, cases. */
async function PlanDetail({
  plan,
  crumbs,
  locale,
  products,
}: {
  plan: Omit<Plan, 'relatedCases'> & { relatedCases: CaseDoc[] }
  crumbs: { label: string; href?: string }[]
  locale: Locale
  products: { type: string; title: string; tagline?: string | null }[]
}) {
  const [t, tc] = await Promise.all([getTranslations('pages.solution'), getTranslations('pages.common')])
  const architecture = toImage(plan.architectureImage, plan.title)
  const related = (plan.relatedProducts ?? [])
    .map((type) => products.find((p) => p.type === type))
    .filter((p): p is NonNullable<typeof p> => Boolean(p))
  return (
    <main>
      <PageHero
        eyebrow={industryLabel(plan.industry, locale)}
        title={plan.title}
        lead={plan.summary}
        crumbs={crumbs}
        // No hero visual: the same diagram is the figure of the solution section just below.
        actions={<HeroActions href="#solution" />}
      />
      <PointsSection id="challenges" title={t('challenges')} items={plan.challenges} />
      <Section tone="soft" labelledBy="solution" id="solution">
        <SectionHeading id="solution-title" title={t('solution')} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <RichText data={plan.body} />
          {architecture ? (
            <figure className="rounded-card border border-line bg-white p-4 shadow-card">
              <ZoomableImage image={architecture} title={t('architecture')}>
                <Img image={architecture} sizes="(min-width: 1024px) 560px, 100vw" className="w-full" />
              </ZoomableImage>
              <figcaption className="mt-3 text-center text-sm text-ink-subtle">
                {t('architecture')}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </Section>
      <PointsSection id="benefits" title={t('benefits')} items={plan.benefits} />
      <CardSection id="products" tone="soft" title={tc('relatedProducts')}>
        {related.map((p) => (
          <ProductCard key={p.type} product={p} cta={tc('learnMore')} />
        ))}
      </CardSection>
      <RelatedCases cases={plan.relatedCases} locale={locale} />
      <CtaBand />
    </main>
  )
}
