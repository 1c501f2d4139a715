import type { CollectionConfig } from 'payload'
import { ltext, ltextarea, points, seo, sort } from '../fields'
import { contentCollection } from './content'

/** The managed and consulting services behind /services/{type}. */
export const Services: CollectionConfig = contentCollection({
  slug: 'services',
  labels: { singular: { zh: '服务', en: 'Service' }, plural: { zh: '服务', en: 'Services' } },
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
      required: true,
      unique: true,
      index: true,
      label: { zh: '服务类型', en: 'Service type' },
      options: ['consulting_service', 'operation_management', 'huaweiCloud_service'].map((v) => ({
        label: v,
        value: v,
      })),
    },
    ltext('title', { zh: '名称', en: 'Name' }, true),
    ltext('tagline', { zh: '一句话介绍', en: 'Tagline' }),
    ltextarea('summary', { zh: '简介', en: 'Summary' }),
    { name: 'heroImage', type: 'upload', relationTo: 'media', label: { zh: '首屏背景', en: 'Hero image' } },
    points('offerings', { zh: '服务内容', en: 'What we offer' }),
    points('process', { zh: '服务流程', en: 'How the engagement runs' }),
    points('deliverables', { zh: '交付成果', en: 'Deliverables' }),
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
