import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { caseIndustryLabel, caseProductLabel, type CaseDoc } from './queries'
import { toImage } from '@/features/content/visitor'
import { Card, CardSection } from '@/components/content/CardGrid'

/** A case card: sector badge, product, title, the result figure. */
export function CaseCard({
  c,
  locale,
  cta,
  withImage = false,
  priority,
}: {
  c: CaseDoc
  locale: Locale
  cta: string
  withImage?: boolean
  /** See Card: the first card of a listing. */
  priority?: boolean
}) {
  return (
    <Card
      href={`/customer/case/${c.id}`}
      title={c.title}
      text={c.summary}
      image={withImage ? toImage(c.cover) : null}
      priority={priority}
      badge={caseIndustryLabel(c.industry, locale)}
      meta={<span>{caseProductLabel(c.product)}</span>}
      cta={cta}
      footer={
        c.result?.value ? (
          // The figure keeps its line ("< 0.5 ms" broke beside a long label): the label moves under
          // it instead, and only a figure wider than the card wraps.
          <p className="mt-4 flex flex-wrap items-baseline gap-x-2 border-t border-line pt-4">
            <span className="max-w-full shrink-0 text-2xl font-bold text-accent-strong tabular-nums">
              {c.result.value}
            </span>
            <span className="text-sm text-ink-muted">{c.result.label}</span>
          </p>
        ) : null
      }
    />
  )
}

/** The "related cases" section of a product, service or plan page; nothing when there are none. */
export async function RelatedCases({
  cases,
  locale,
  tone,
}: {
  cases: CaseDoc[]
  locale: Locale
  tone?: 'soft'
}) {
  if (cases.length === 0) return null
  const tc = await getTranslations('pages.common')
  return (
    <CardSection id="cases" tone={tone} title={tc('relatedCases')}>
      {cases.map((c) => (
        <CaseCard key={c.id} c={c} locale={locale} cta={tc('viewCase')} />
      ))}
    </CardSection>
  )
}
