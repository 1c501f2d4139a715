import { getTranslations } from 'next-intl/server'
import { PlayCircle } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { ContactLink } from '@/components/content/CtaBand'
import { AsideList, DetailLayout } from '@/components/content/DetailLayout'
import { resourceDetailMetadata, resourcePage } from '@/features/resources/ResourceViews'
import { Img } from '@/components/content/Img'
import { formatDate, formatDuration } from '@/features/content/format'
import { toImage } from '@/features/content/visitor'
import { VideoJsonLd } from '@/features/seo/ArticleJsonLd'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; id: string }> }

export const generateMetadata = ({ params }: Props) => resourceDetailMetadata('videos', params)

/** Only http(s) addresses are played; anything else is treated as "no video". */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url, 'http://local')
    return u.protocol === 'http:' || u.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

export default async function VideoPage({ params }: Props) {
  const { locale, found } = await resourcePage('videos', params)
  if (!found) return <NotFoundPage locale={locale} />
  const { doc, related, listing, typeCrumb } = found
  const [t, tc] = await Promise.all([getTranslations('pages.video'), getTranslations('pages.common')])
  const poster = toImage(doc.cover, doc.title)
  const file = typeof doc.videoFile === 'object' && doc.videoFile?.url ? doc.videoFile : null
  const src = file?.url ?? safeUrl(doc.externalUrl)
  const duration = formatDuration(doc.durationSeconds)
  return (
    <DetailLayout
      crumbs={[{ label: t('title'), href: '/video' }, ...typeCrumb, { label: doc.title }]}
      title={doc.title}
      meta={
        <>
          <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, locale)}</time>
          {duration ? <span>{t('duration', { duration })}</span> : null}
          {doc.product ? <span>{doc.product}</span> : null}
        </>
      }
      backHref={listing}
      aside={<AsideList title={tc('relatedVideos')} items={related} />}
    >
      <VideoJsonLd
        locale={locale}
        path={`/video/${doc.id}`}
        title={doc.meta?.title || doc.title}
        description={doc.meta?.description || doc.summary}
        image={doc.cover}
        uploadDate={doc.publishedAt}
        contentUrl={src}
        durationSeconds={doc.durationSeconds}
      />
      {src ? (
        <video
          controls
          preload="metadata"
          poster={poster?.url}
          width={poster?.width ?? 1280}
          height={poster?.height ?? 720}
          className="aspect-video w-full rounded-card bg-night"
        >
          <source src={src} type={file?.mimeType ?? undefined} />
          {t('unsupported')}
        </video>
      ) : (
        <figure className="relative overflow-hidden rounded-card bg-night">
          {poster ? (
            <Img
              image={poster}
              priority
              sizes="(min-width: 1200px) 800px, 100vw"
              className="w-full opacity-70"
            />
          ) : null}
          <Icon
            icon={PlayCircle}
            aria-hidden
            className="absolute top-1/2 left-1/2 size-16 -translate-x-1/2 -translate-y-1/2 text-white/80"
          />
          <figcaption className="border-t border-white/10 bg-night px-5 py-4 text-sm text-slate-200">
            {t('noFile')}
          </figcaption>
        </figure>
      )}
      {doc.summary ? <p className="mt-8 max-w-[72ch] text-lg text-ink-muted">{doc.summary}</p> : null}
      {!src ? (
        <div className="mt-6">
          <ContactLink label={tc('contact')} />
        </div>
      ) : null}
    </DetailLayout>
  )
}
