import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatDate, formatDuration } from '@/features/content/format'
import {
  flatQuery,
  idPageDocument,
  idPageMetadata,
  pageLocale,
  type IdPageProps,
  type LocaleParams,
  type SearchParams,
} from '@/features/content/page'
import { checkResourceQuery, getResource, getResources, getResourceTypes, type ResourceKind } from './queries'
import { parsePaging, toImage } from '@/features/content/visitor'
import { articleMetadata, seoMetadata } from '@/features/seo/metadata'
import { canonicalQuery } from '@/features/seo/urls'
import { Card, CardGrid } from '@/components/content/CardGrid'
import { EmptyState } from '@/components/content/EmptyState'
import { ListPager } from '@/components/content/ListPager'
import { ListingPage } from '@/components/content/ListingPage'
import { LinkTabs, hrefWith } from '@/components/content/Tabs'

const basePath: Record<ResourceKind, string> = { docs: '/doc', videos: '/video' }
const messages = { docs: 'pages.doc', videos: 'pages.video' } as const

type ListingProps = LocaleParams & { searchParams: SearchParams }

/** A resource listing's title and description; a type tab is a page of its own, page and size are not. */
export async function resourceListingMetadata(
  kind: ResourceKind,
  { params, searchParams }: ListingProps,
): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, types] = await Promise.all([
    getTranslations({ locale, namespace: messages[kind] }),
    getResourceTypes(locale, kind),
  ])
  // Only a type shown in this language makes its own canonical address.
  const query = canonicalQuery(await searchParams, { docType: types.map((type) => type.key) })
  return seoMetadata({
    locale,
    path: basePath[kind],
    query,
    title: t('title'),
    description: t('description'),
  })
}

/** A document's or video's page (/doc/{id}, /video/{id}): its own title, summary, SEO fields and cover. */
export function resourceDetailMetadata(
  kind: ResourceKind,
  params: Promise<{ locale: string; id: string }>,
): Promise<Metadata> {
  return idPageMetadata(
    params,
    (locale, n) => getResource(locale, kind, n),
    ({ doc }, locale, n) =>
      articleMetadata(locale, `${basePath[kind]}/${n}`, doc, { collection: kind, field: 'id', value: n }),
  )
}

/**
 * What a document's or video's page starts from: its locale and, null for an unknown id, the
 * document, the related ones as links with their dates, the listing of its type (the way back) and
 * that type's crumb.
 */
export async function resourcePage<K extends ResourceKind>(kind: K, params: IdPageProps['params']) {
  const { locale, found } = await idPageDocument(params, (l, n) => getResource(l, kind, n))
  if (!found) return { locale, found: null }
  const type = typeof found.doc.type === 'object' ? found.doc.type : null
  const listing = type ? `${basePath[kind]}?docType=${encodeURIComponent(type.key)}` : basePath[kind]
  // A type without a title in this language has no crumb of its own.
  const typeCrumb = type?.title ? [{ label: type.title, href: listing }] : []
  const related = found.related.map((r) => ({
    href: `${basePath[kind]}/${r.id}`,
    title: r.title,
    meta: formatDate(r.publishedAt, locale),
  }))
  return { locale, found: { doc: found.doc, related, listing, typeCrumb } }
}

/**
 * The whole page of /doc or /video (?docType={type key}&page=&size=): the hero, the listing and the
 * contact band. An unknown value in the query redirects to the listing without it.
 */
export async function ResourceListingPage({
  kind,
  params,
  searchParams,
}: ListingProps & { kind: ResourceKind }) {
  const locale = await pageLocale(params)
  const raw = await searchParams
  await checkResourceQuery(locale, kind, basePath[kind], raw)
  return (
    <ListingPage messages={messages[kind]} parent="resources" heading={false}>
      <ResourceListing kind={kind} locale={locale} query={flatQuery(raw)} />
    </ListingPage>
  )
}

/**
 * The resource centre listing (/doc, /video): a tab per type selected by `docType` (the type's
 * key), the page of items, the pager. An unknown `docType` shows every item.
 */
export async function ResourceListing({
  kind,
  locale,
  query,
}: {
  kind: ResourceKind
  locale: Locale
  query: Record<string, string | undefined>
}) {
  const [tc, t, types] = await Promise.all([
    getTranslations('pages.common'),
    getTranslations(messages[kind]),
    getResourceTypes(locale, kind),
  ])
  const { page, size } = parsePaging(query)
  const active = types.find((ty) => ty.key === query.docType)
  const result = await getResources(locale, kind, active?.id, page, size)
  const path = basePath[kind]
  const current = { docType: active?.key, size: size === 10 ? undefined : String(size) }
  const typeTitle = (id: unknown) =>
    types.find((ty) => ty.id === (typeof id === 'object' && id ? (id as { id: number }).id : id))?.title
  return (
    <>
      <LinkTabs
        label={t('types')}
        items={[
          { href: hrefWith(path, { size: current.size }, {}), label: tc('all'), active: !active },
          ...types.map((ty) => ({
            href: hrefWith(path, { size: current.size }, { docType: ty.key }),
            label: ty.title,
            active: active?.id === ty.id,
          })),
        ]}
      />
      <h2 className="mt-10 mb-6 text-2xl font-bold">{active?.title ?? tc('all')}</h2>
      {result.docs.length === 0 ? (
        <EmptyState title={tc('emptyTitle')} text={tc('emptyText')} />
      ) : (
        <CardGrid>
          {result.docs.map((d, i) => {
            const duration = 'durationSeconds' in d ? formatDuration(d.durationSeconds) : null
            const version = 'version' in d ? d.version : null
            return (
              <Card
                key={d.id}
                href={`${path}/${d.id}`}
                title={d.title}
                text={d.summary}
                image={kind === 'videos' ? toImage(d.cover) : null}
                play={kind === 'videos'}
                priority={i === 0}
                badge={typeTitle(d.type) ?? null}
                meta={
                  <>
                    <time dateTime={d.publishedAt}>{formatDate(d.publishedAt, locale)}</time>
                    {duration ? <span>{duration}</span> : null}
                    {version ? <span>{t('version', { version })}</span> : null}
                  </>
                }
                cta={tc('learnMore')}
              />
            )
          })}
        </CardGrid>
      )}
      <ListPager total={result.total} page={result.page} pageSize={size} pathname={path} query={current} />
    </>
  )
}
