import type { CollectionConfig, Field } from 'payload'
import { ltext, ltextarea, publishedAt, select, seo, upload } from '@/cms/fields'
import { contentCollection } from '@/features/content/collection'

/** A dated post with a rich body and scheduled publishing: the title, summary, the post's own fields, cover, body. */
function postCollection(options: {
  slug: string
  labels: CollectionConfig['labels']
  searchable: string[]
  columns: string[]
  fields: Field[]
}): CollectionConfig {
  return contentCollection(
    {
      slug: options.slug,
      labels: options.labels,
      list: {
        group: 'content',
        search: ['title', 'summary', ...options.searchable],
        columns: ['title', ...options.columns, 'publishedAt'],
        sort: '-publishedAt',
      },
      fields: [
        ltext('title', { zh: '标题', en: 'Title' }, true),
        ltextarea('summary', { zh: '摘要', en: 'Summary' }),
        ...options.fields,
        upload('cover', { zh: '封面', en: 'Cover' }),
        { name: 'body', type: 'richText', localized: true, label: { zh: '正文', en: 'Body' } },
        publishedAt,
        seo,
      ],
    },
    { schedulePublish: true },
  )
}

/** The news categories, in the admin's languages. */
const newsCategories = [
  { value: 'company', label: { zh: '公司动态', en: 'Company' } },
  { value: 'product', label: { zh: '产品发布', en: 'Product' } },
  { value: 'event', label: { zh: '市场活动', en: 'Event' } },
  { value: 'industry', label: { zh: '行业资讯', en: 'Industry' } },
]

/** News (/about/news) and technology articles (/technology/article). */
export const News: CollectionConfig = postCollection({
  slug: 'news',
  labels: { singular: { zh: '新闻', en: 'News item' }, plural: { zh: '新闻动态', en: 'News' } },
  searchable: [],
  columns: ['category'],
  fields: [select('category', { zh: '分类', en: 'Category' }, newsCategories, { defaultValue: 'company' })],
})

export const Articles: CollectionConfig = postCollection({
  slug: 'articles',
  labels: { singular: { zh: '技术文章', en: 'Article' }, plural: { zh: '技术文章', en: 'Articles' } },
  searchable: ['author'],
  columns: ['author'],
  fields: [
    ltext('author', { zh: '作者', en: 'Author' }),
    { name: 'tags', type: 'text', hasMany: true, label: { zh: '标签', en: 'Tags' } },
  ],
})
