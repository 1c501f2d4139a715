import type { CollectionConfig, Field } from 'payload'
import {
  architectureImage,
  figures,
  ltext,
  ltextarea,
  points,
  productTypeOptions,
  relatedCases,
  seo,
  sort,
  upload,
} from '@/cms/fields'
import { contentCollection } from '@/features/content/collection'
import { serviceTypes } from '@/features/products/types'

/**
 * A collection of one page per `type` (products, services): the type, the hero's texts and
 * image, the collection's own sections, related cases.
 */
function typePageCollection(options: {
  slug: string
  labels: CollectionConfig['labels']
  typeField: { label: { zh: string; en: string }; options: { label: string; value: string }[] }
  titleLabel: { zh: string; en: string }
  sections: Field[]
}): CollectionConfig {
  return contentCollection({
    slug: options.slug,
    labels: options.labels,
    list: {
      group: 'products',
      search: ['title', 'tagline', 'summary'],
      columns: ['title', 'type', 'sort'],
      sort: 'sort',
    },
    fields: [
      { name: 'type', type: 'select', required: true, unique: true, index: true, ...options.typeField },
      ltext('title', options.titleLabel, true),
      ltext('tagline', { zh: '一句话介绍', en: 'Tagline' }),
      ltextarea('summary', { zh: '简介', en: 'Summary' }),
      upload('heroImage', { zh: '首屏背景', en: 'Hero image' }),
      ...options.sections,
      relatedCases,
      sort,
      seo,
    ],
  })
}

/** The product briefs behind /products/{type} and GET /api/productBrief. */
export const Products: CollectionConfig = typePageCollection({
  slug: 'products',
  labels: { singular: { zh: '产品', en: 'Product' }, plural: { zh: '产品', en: 'Products' } },
  typeField: { label: { zh: '产品类型', en: 'Product type' }, options: productTypeOptions },
  titleLabel: { zh: '名称（菜单标题）', en: 'Name (menu title)' },
  sections: [
    figures,
    points('values', { zh: '核心价值', en: 'Value propositions' }, { zh: '价值', en: 'Value' }),
    points('features', { zh: '产品特性', en: 'Features' }, { zh: '特性', en: 'Feature' }),
    points('scenarios', { zh: '应用场景', en: 'Scenarios' }, { zh: '场景', en: 'Scenario' }),
    architectureImage({ zh: '架构图', en: 'Architecture diagram' }),
    ltext('architectureCaption', { zh: '架构图说明', en: 'Architecture caption' }),
    upload('icon', { zh: '图标', en: 'Icon' }),
  ],
})

/** The managed and consulting services behind /services/{type}. */
export const Services: CollectionConfig = typePageCollection({
  slug: 'services',
  labels: { singular: { zh: '服务', en: 'Service' }, plural: { zh: '服务', en: 'Services' } },
  typeField: {
    label: { zh: '服务类型', en: 'Service type' },
    options: serviceTypes.map((v) => ({ label: v, value: v })),
  },
  titleLabel: { zh: '名称', en: 'Name' },
  sections: [
    points('offerings', { zh: '服务内容', en: 'What we offer' }, { zh: '服务项', en: 'Offering' }),
    points('process', { zh: '服务流程', en: 'How the engagement runs' }, { zh: '步骤', en: 'Step' }),
    points('deliverables', { zh: '交付成果', en: 'Deliverables' }, { zh: '成果', en: 'Deliverable' }),
  ],
})
