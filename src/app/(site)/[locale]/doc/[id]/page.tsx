import { getTranslations } from 'next-intl/server'
import { Download } from 'lucide'
import { Icon } from '@/components/ui/Icon'

import { AsideList, DetailLayout } from '@/components/content/DetailLayout'
import { resourceDetailMetadata, resourcePage } from '@/features/resources/ResourceViews'
import { RichText } from '@/components/content/RichText'
import { formatDate } from '@/features/content/format'
import { fileFormat, formatFileSize } from '@/features/media/file-size'
import { htmlLang } from '@/i18n/routing'
import { ArticleJsonLd } from '@/features/seo/ArticleJsonLd'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

export const revalidate = 300
export { generateStaticParams } from '@/app/(site)/[locale]/on-demand'

type Props = { params: Promise<{ locale: string; id: string }> }

export const generateMetadata = ({ params }: Props) => resourceDetailMetadata('docs', params)

export default async function DocPage({ params }: Props) {
  const { locale, found } = await resourcePage('docs', params)
  if (!found) return <NotFoundPage locale={locale} />
  const { doc, related, listing, typeCrumb } = found
  const [t, tc] = await Promise.all([getTranslations('pages.doc'), getTranslations('pages.common')])
  const file = typeof doc.file === 'object' && doc.file?.url ? doc.file : null
  // What the tap fetches, for a visitor on a phone's data plan: "Download PDF (2.4 MB)".
  const format = fileFormat(file?.filename)
  const size = formatFileSize(file?.filesize ?? Number.NaN, htmlLang[locale])
  const downloadLabel = format && size ? t('downloadFile', { format, size }) : t('download')
  return (
    <DetailLayout
      crumbs={[{ label: t('title'), href: '/doc' }, ...typeCrumb, { label: doc.title }]}
      title={doc.title}
      lead={doc.summary}
      meta={
        <>
          <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, locale)}</time>
          {doc.product ? <span>{doc.product}</span> : null}
          {doc.version ? <span>{t('version', { version: doc.version })}</span> : null}
        </>
      }
      backHref={listing}
      aside={
        <>
          {file ? (
            <a
              href={file.url ?? undefined}
              download
              className="flex items-center justify-center gap-2 rounded-[6px] bg-accent-strong px-5 py-3 font-medium text-white hover:bg-[#085bb8]"
            >
              <Icon icon={Download} className="size-4" /> {downloadLabel}
            </a>
          ) : null}
          <AsideList title={tc('relatedDocs')} items={related} />
        </>
      }
    >
      <ArticleJsonLd
        locale={locale}
        type="TechArticle"
        path={`/doc/${doc.id}`}
        title={doc.meta?.title || doc.title}
        description={doc.meta?.description || doc.summary}
        image={doc.cover}
        datePublished={doc.publishedAt}
        dateModified={doc.updatedAt}
      />
      <RichText data={doc.body} />
    </DetailLayout>
  )
}
