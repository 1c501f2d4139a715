import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { idPageDocument, idPageMetadata } from '@/features/content/page'
import { AsideList, DetailCover, DetailLayout } from '@/components/content/DetailLayout'
import { RichText } from '@/components/content/RichText'
import { caseIndustryLabel, caseProductLabel, getCase } from '@/features/cases/queries'
import { formatDate } from '@/features/content/format'
import { toImage } from '@/features/content/visitor'
import { seoMetadata } from '@/features/seo/metadata'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; id: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return idPageMetadata(params, getCase, ({ doc }, locale, n) =>
    seoMetadata({
      locale,
      path: `/customer/case/${n}`,
      title: doc.title,
      description: doc.summary,
      meta: doc.meta,
      image: doc.cover,
      document: { collection: 'cases', field: 'id', value: n },
    }),
  )
}

export default async function CasePage({ params }: Props) {
  const { locale, found } = await idPageDocument(params, getCase)
  if (!found) return <NotFoundPage locale={locale} />
  const { doc, related } = found
  const [t, tc, tcu] = await Promise.all([
    getTranslations('pages.cases'),
    getTranslations('pages.common'),
    getTranslations('pages.customer'),
  ])
  return (
    <DetailLayout
      crumbs={[
        { label: tcu('title'), href: '/customer' },
        { label: t('title'), href: '/customer/case' },
        { label: doc.title },
      ]}
      title={doc.title}
      lead={doc.summary}
      meta={
        <>
          <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-white">
            {caseIndustryLabel(doc.industry, locale)}
          </span>
          <span>{caseProductLabel(doc.product)}</span>
          <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, locale)}</time>
        </>
      }
      backHref="/customer/case"
      aside={
        <>
          <section className="rounded-card border border-line bg-accent-soft p-6">
            {doc.customer ? (
              <>
                <h2 className="text-sm text-ink-subtle">{t('customer')}</h2>
                <p className="mt-1 font-bold">{doc.customer}</p>
              </>
            ) : null}
            {doc.result?.value ? (
              <div className="mt-5">
                <h2 className="text-sm text-ink-subtle">{t('result')}</h2>
                <p className="mt-1 text-4xl font-bold text-accent-strong tabular-nums">{doc.result.value}</p>
                <p className="text-ink-muted">{doc.result.label}</p>
              </div>
            ) : null}
          </section>
          <AsideList
            title={tc('relatedCases')}
            items={related.map((r) => ({
              href: `/customer/case/${r.id}`,
              title: r.title,
              meta: caseProductLabel(r.product),
            }))}
          />
        </>
      }
    >
      <DetailCover image={toImage(doc.cover, doc.title)} />
      <RichText data={doc.body} />
    </DetailLayout>
  )
}
