import type { CollectionConfig } from 'payload'
import { ltext, ltextarea, points, productTypeOptions, seo, sort } from '../fields'
import { contentCollection } from './content'

/** The product briefs behind /products/{type} and GET /api/productBrief. */
export const Products: CollectionConfig = contentCollection({
  slug: 'products',
  labels: { singular: { zh: '产品', en: 'Product' }, plural: { zh: '产品', en: 'Products' } },
  admin: {
    useAsTitle: 'title',
    group: { zh: '产品与服务', en: 'Products & services' },
    listSearchableFields: ['title', 'tagline', 'summary'],
    defaultColumns: ['title', 'type', 'sort', '_status'],
  },
  defaultSort: 'sort',
  fields: [
    {
      name: 'type',
      type: 'select',
      options: productTypeOptions,
      required: true,
      unique: true,
      index: true,
      label: { zh: '产品类型', en: 'Product type' },
    },
    ltext('title', { zh: '名称（菜单标题）', en: 'Name (menu title)' }, true),
    ltext('tagline', { zh: '一句话介绍', en: 'Tagline' }),
    ltextarea('summary', { zh: '简介', en: 'Summary' }),
    { name: 'heroImage', type: 'upload', relationTo: 'media', label: { zh: '首屏背景', en: 'Hero image' } },
    {
      name: 'figures',
      type: 'array',
      localized: true,
      label: { zh: '关键数字', en: 'Key figures' },
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    points('values', { zh: '核心价值', en: 'Value propositions' }),
    points('features', { zh: '产品特性', en: 'Features' }),
    points('scenarios', { zh: '应用场景', en: 'Scenarios' }),
    {
      name: 'architectureImage',
      type: 'upload',
      relationTo: 'media',
      // One diagram per language: its labels are words.
      localized: true,
      label: { zh: '架构图', en: 'Architecture diagram' },
    },
    ltext('architectureCaption', { zh: '架构图说明', en: 'Architecture caption' }),
    { name: 'icon', type: 'upload', relationTo: 'media', label: { zh: '图标', en: 'Icon' } },
    {
      name: 'relatedCases',
      type: 'relationship',
      relationTo: 'cases',
      hasMany: true,
      label: { zh: '相关案例', en: 'Related cases' },
    },
    sort,
    seo,
  ],
})
