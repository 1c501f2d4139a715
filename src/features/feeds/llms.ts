import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { productCatalogue, serviceCatalogue } from '@/features/products/catalogue'
import { getPlans } from '@/features/solutions/queries'
import { getResources } from '@/features/resources/queries'
import { siteOrigin } from '@/lib/env'
import { feedPaths } from './posts'

/** One line of the map: a titled absolute link with an optional note. */
export type MapLink = { title: string; url: string; note?: string }
export type SiteMapText = { name: string; summary: string; sections: { heading: string; links: MapLink[] }[] }

const oneLine = (text: string | null | undefined, max = 200) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}
/** Markdown link text and notes must not break the line's syntax. */
const safe = (text: string) => text.replace(/[[\]\n]/g, ' ').trim()

/** The llms.txt format (llmstxt.org): a title, a one-paragraph summary, sections of links. */
export function renderLlms(map: SiteMapText): string {
  const lines = [`# ${safe(map.name)}`, '', `> ${safe(map.summary)}`, '']
  for (const section of map.sections) {
    if (section.links.length === 0) continue
    lines.push(`## ${safe(section.heading)}`, '')
    for (const l of section.links)
      lines.push(`- [${safe(l.title)}](${l.url})${l.note ? `: ${safe(l.note)}` : ''}`)
    lines.push('')
  }
  return lines.join('\n')
}

const docLimit = 50
/** The first plans of each kind in editorial order (the listings page through the rest). */
const planLimit = 50

/** /llms.txt of one language: products, services, solutions and docs, published ones only. */
export async function llmsMap(locale: Locale): Promise<SiteMapText> {
  const origin = siteOrigin(locale)
  const [t, meta, products, services, solutions, productPlans, docs] = await Promise.all([
    getTranslations({ locale, namespace: 'feeds' }),
    getTranslations({ locale, namespace: 'meta' }),
    productCatalogue(locale),
    serviceCatalogue(locale),
    getPlans(locale, 'solution-plans', 1, planLimit),
    getPlans(locale, 'product-plans', 1, planLimit),
    getResources(locale, 'docs', undefined, 1, docLimit),
  ])
  const catalogue = (entries: { name: string; path: string; summary: string }[]) =>
    entries.map((e) => ({ title: e.name, url: origin + e.path, note: oneLine(e.summary) }))
  return {
    name: meta('siteTitle'),
    summary: t('llmsSummary'),
    sections: [
      { heading: t('llmsProducts'), links: catalogue(products) },
      { heading: t('llmsServices'), links: catalogue(services) },
      {
        heading: t('llmsSolutions'),
        links: [
          ...solutions.docs.map((p) => ({
            title: p.title,
            url: `${origin}/solution/${p.number}`,
            note: oneLine(p.summary),
          })),
          ...productPlans.docs.map((p) => ({
            title: p.title,
            url: `${origin}/product_solution/${p.number}`,
            note: oneLine(p.summary),
          })),
        ],
      },
      {
        heading: t('llmsDocs'),
        links: docs.docs.map((d) => ({
          title: d.title,
          url: `${origin}/doc/${d.id}`,
          note: oneLine(d.summary),
        })),
      },
      {
        heading: t('llmsMore'),
        links: [
          { title: t('llmsSearch'), url: `${origin}/search` },
          { title: t('llmsNews'), url: origin + feedPaths.news.feed },
          { title: t('llmsArticles'), url: origin + feedPaths.articles.feed },
        ],
      },
    ],
  }
}
