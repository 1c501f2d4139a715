import type { CollectionConfig, Field, FieldHook } from 'payload'
import { anyone, hiddenUnlessEditor, isEditor } from '@/cms/access'
import { revalidateAfterChange, revalidateAfterDelete } from '@/features/content/revalidate'
import { ltext, ltextarea, productTypeOptions, publishedAt, select, seo, sort, upload } from '@/cms/fields'
import { urlField } from '@/cms/fields/url'
import { contentCollection } from '@/features/content/collection'
import { adminGroups } from '@/cms/admin-groups'

/** The product a document, a video or a type of them belongs to. */
const product = select('product', { zh: '所属产品', en: 'Product' }, productTypeOptions, { index: true })

/**
 * Documents and videos with their types. The types feed GET /api/productDocType and
 * /api/productVideoType; `key` is the value of the listing's `docType` query parameter.
 */
function typeCollection(slug: string, labels: CollectionConfig['labels']): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      group: adminGroups.resources,
      listSearchableFields: ['title', 'key'],
      defaultColumns: ['title', 'key', 'product', 'sort'],
      hidden: hiddenUnlessEditor,
    },
    defaultSort: 'sort',
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
    fields: [
      {
        name: 'key',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        label: { zh: '标识（地址参数）', en: 'Key (URL parameter)' },
      },
      ltext('title', { zh: '名称', en: 'Title' }, true),
      product,
      select(
        'languages',
        { zh: '显示语言', en: 'Shown in' },
        [
          { value: 'zh', label: '中文' },
          { value: 'en', label: 'English' },
        ],
        { hasMany: true, defaultValue: ['zh', 'en'] },
      ),
      sort,
    ],
  }
}

export const DocTypes = typeCollection('doc-types', {
  singular: { zh: '文档类型', en: 'Document type' },
  plural: { zh: '文档类型', en: 'Document types' },
})

export const VideoTypes = typeCollection('video-types', {
  singular: { zh: '视频类型', en: 'Video type' },
  plural: { zh: '视频类型', en: 'Video types' },
})

const resourceFields = (typeSlug: 'doc-types' | 'video-types'): Field[] => [
  ltext('title', { zh: '标题', en: 'Title' }, true),
  ltextarea('summary', { zh: '摘要', en: 'Summary' }),
  {
    name: 'type',
    type: 'relationship',
    relationTo: typeSlug,
    required: true,
    index: true,
    label: { zh: '类型', en: 'Type' },
  },
  product,
  upload('cover', { zh: '封面', en: 'Cover' }),
]

export const Docs: CollectionConfig = contentCollection({
  slug: 'docs',
  labels: { singular: { zh: '文档', en: 'Document' }, plural: { zh: '文档', en: 'Documents' } },
  list: {
    group: 'resources',
    search: ['title', 'summary', 'version'],
    columns: ['title', 'type', 'product', 'publishedAt'],
    sort: '-publishedAt',
  },
  fields: [
    ...resourceFields('doc-types'),
    { name: 'version', type: 'text', label: { zh: '适用版本', en: 'Version' } },
    // One file per language: a Chinese visitor downloads the Chinese edition, an English one the English.
    upload('file', { zh: '下载文件', en: 'Download file' }, { localized: true }),
    { name: 'body', type: 'richText', localized: true, label: { zh: '正文', en: 'Body' } },
    publishedAt,
    seo,
  ],
})

/** The duration of the video's uploaded file (probed at upload, see Media), or null. */
const videoDurationFromFile: FieldHook = async ({ siblingData, originalDoc, req }) => {
  const file = 'videoFile' in siblingData ? siblingData.videoFile : originalDoc?.videoFile
  const id = typeof file === 'object' && file !== null ? file.id : file
  if (id === null || id === undefined || id === '') return null
  const media = await req.payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  return media?.durationSeconds ?? null
}

export const Videos: CollectionConfig = contentCollection({
  slug: 'videos',
  labels: { singular: { zh: '视频', en: 'Video' }, plural: { zh: '视频', en: 'Videos' } },
  list: {
    group: 'resources',
    search: ['title', 'summary'],
    columns: ['title', 'type', 'product', 'publishedAt'],
    sort: '-publishedAt',
  },
  fields: [
    ...resourceFields('video-types'),
    upload('videoFile', { zh: '视频文件', en: 'Video file' }),
    urlField(
      'externalUrl',
      { zh: '外部视频地址', en: 'External video URL' },
      { admin: { description: { zh: '未上传文件时使用', en: 'Used when no file is uploaded' } } },
    ),
    {
      name: 'durationSeconds',
      type: 'number',
      min: 0,
      label: { zh: '时长（秒）', en: 'Duration (s)' },
      admin: {
        readOnly: true,
        description: { zh: '取自视频文件', en: 'Taken from the video file' },
      },
      // Derived, never typed: the uploaded file's own duration, or none without a file.
      hooks: { beforeChange: [videoDurationFromFile] },
    },
    publishedAt,
    seo,
  ],
})
