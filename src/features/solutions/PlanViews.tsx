import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { industryOptions } from '@/cms/fields'
import { getPlan, getPlans, planIndustrySlugs, type Plan, type PlanKind } from './queries'
import { ProductCard } from '@/features/products/ProductCard'
import { getProducts } from '@/features/products/queries'
import { pageLocale, type LocaleParams, idPageDocument, idPageMetadata } from '@/features/content/page'
import { toImage } from '@/features/content/visitor'
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

/** The whole listing page of one kind of plan: hero, (industry links,) the plans, contact band. */
export async function PlanListPage({ kind, params }: LocaleParams & { kind: PlanKind }) {
  const { messages, base, byIndustry } = planPages[kind]
  const locale = await pageLocale(params)
  const plans = await getPlans(locale, kind)
  return (
    <ListingPage messages={messages}>
      {byIndustry ? <IndustryLinks slugs={planIndustrySlugs} locale={locale} /> : null}
      <PlanGrid plans={plans} base={base} locale={locale} />
    </ListingPage>
  )
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

/** A grid of plans linking to their pages. */
export async function PlanGrid({ plans, base, locale }: { plans: Plan[]; base: string; locale: Locale }) {
  const tc = await getTranslations('pages.common')
  if (plans.length === 0) return <EmptyState title={tc('emptyTitle')} text={tc('emptyText')} />
  return (
    <CardGrid>
      {plans.map((p) => (
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
