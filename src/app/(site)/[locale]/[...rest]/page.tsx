import type { Metadata } from 'next'
import { RenderBlocks } from '@/features/landing-pages/blocks/RenderBlocks'
import { PageHero } from '@/components/content/PageHero'
import { getLandingPage } from '@/features/landing-pages/queries'
import { pageLocale } from '@/features/content/page'
import { NotFoundPage, notFoundMetadata } from '@/features/errors/NotFoundPage'
import { seoMetadata } from '@/features/seo/metadata'

// Statically rendered (ISR) like the other pages: only that render path gives NotFoundPage its
// 404 status with the page in the HTML (features/errors/NotFoundPage.tsx). Entries live in the
// size-bounded memory cache only (next.config.ts, isrFlushToDisk); publishing a landing page
// purges its path's entry (features/landing-pages/queries.ts).
export const revalidate = 300
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; rest: string[] }> }

const pathOf = (rest: string[]) => `/${rest.join('/')}`

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const path = pathOf((await params).rest)
  const page = await getLandingPage(locale, path)
  if (!page) return notFoundMetadata
  return seoMetadata({
    locale,
    path,
    title: page.title,
    meta: page.meta,
    document: { collection: 'pages', field: 'path', value: path },
  })
}

/**
 * Any path no route of the code matches: an editor's landing page when one is published there
 * with content in the host's language, else the locale's 404 page inside the site shell.
 */
export default async function CatchAll({ params }: Props) {
  const locale = await pageLocale(params)
  const page = await getLandingPage(locale, pathOf((await params).rest))
  if (!page) return <NotFoundPage locale={locale} />
  // Every page opens with a dark hero holding its h1: the page's title when no hero block leads.
  const leadsWithHero = page.layout[0]?.blockType === 'hero'
  return (
    <main>
      {leadsWithHero ? null : <PageHero title={page.title} />}
      <RenderBlocks blocks={page.layout} locale={locale} />
    </main>
  )
}
