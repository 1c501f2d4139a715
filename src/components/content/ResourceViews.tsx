import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatDate, formatDuration } from '@/features/content/format'
import { getResources, getResourceTypes, type ResourceKind } from '@/features/content/resources'
import { parsePaging, toImage } from '@/features/content/visitor'
import { Card, CardGrid } from './CardGrid'
import { EmptyState } from './EmptyState'
import { ListPager } from './ListPager'
import { LinkTabs, hrefWith } from './Tabs'

const basePath: Record<ResourceKind, string> = { docs: '/doc', videos: '/video' }

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
    getTranslations(kind === 'docs' ? 'pages.doc' : 'pages.video'),
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
