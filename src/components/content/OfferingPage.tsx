import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Media } from '@/cms/payload-types'
import type { Locale } from '@/i18n/routing'
import { toImage } from '@/features/content/visitor'
import { notFoundMetadata } from '@/features/errors/NotFoundPage'
import { seoMetadata } from '@/features/seo/metadata'
import { CtaBand, HeroActions } from './CtaBand'
import { PageHero } from './PageHero'

/**
 * Product pages (/products/{type}) and service pages (/services/{type}) are one kind of page: a
 * hero from the document, sections of points, related cases, the contact band. The route files
 * hold only their own sections.
 */
const offerings = {
  products: { messages: 'pages.products', more: '#features' },
  services: { messages: 'pages.services', more: '#offerings' },
} as const

type OfferingKind = keyof typeof offerings

type Offering = {
  title: string
  tagline?: string | null
  summary?: string | null
  heroImage?: number | Media | null
  meta?: { title?: string | null; description?: string | null } | null
}

/** `generateMetadata` of a product or service page; the not-found metadata when there is no document. */
export function offeringMetadata(
  locale: Locale,
  kind: OfferingKind,
  type: string,
  doc: Offering | null,
): Promise<Metadata> | Metadata {
  if (!doc) return notFoundMetadata
  return seoMetadata({
    locale,
    path: `/${kind}/${type}`,
    title: doc.title,
    description: doc.summary ?? doc.tagline,
    meta: doc.meta,
    image: doc.heroImage,
    document: { collection: kind, field: 'type', value: type },
  })
}

/** The page around a product's or service's own sections: its hero before them, the contact band after. */
export async function OfferingPage({
  kind,
  doc,
  children,
}: {
  kind: OfferingKind
  doc: Offering
  children: ReactNode
}) {
  const { messages, more } = offerings[kind]
  const t = await getTranslations(messages)
  return (
    <main>
      <PageHero
        eyebrow={t('section')}
        title={doc.title}
        lead={doc.tagline}
        background={toImage(doc.heroImage)}
        crumbs={[{ label: t('section') }, { label: doc.title }]}
        actions={<HeroActions href={more} />}
      >
        {doc.summary ? <p className="mt-6 max-w-2xl text-[15px] text-slate-300">{doc.summary}</p> : null}
      </PageHero>
      {children}
      <CtaBand />
    </main>
  )
}
