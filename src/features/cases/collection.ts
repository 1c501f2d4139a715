import type { CollectionConfig } from 'payload'
import { flag, ltext, ltextarea, publishedAt, select, seo, upload } from '@/cms/fields'
import { contentCollection } from '@/features/content/collection'

import { caseIndustryOptions, caseProductOptions } from './options'

/** Customer cases, filterable by product (1..4) and industry (1..5) as in spec section 2. */
export { caseIndustryOptions, caseProductOptions }

export const Cases: CollectionConfig = contentCollection({
  slug: 'cases',
  labels: {
    singular: { zh: '客户案例', en: 'Customer case' },
    plural: { zh: '客户案例', en: 'Customer cases' },
  },
  list: {
    group: 'customers',
    search: ['title', 'customer', 'summary'],
    columns: ['title', 'product', 'industry', 'publishedAt'],
    sort: '-publishedAt',
  },
  fields: [
    ltext('title', { zh: '标题', en: 'Title' }, true),
    ltext('customer', {
      zh: '客户（按行业与规模描述，不写真实名称）',
      en: 'Customer (by sector and size, no real name)',
    }),
    select('product', { zh: '产品', en: 'Product' }, caseProductOptions, { required: true, index: true }),
    select('industry', { zh: '行业', en: 'Industry' }, caseIndustryOptions, { required: true, index: true }),
    ltextarea('summary', { zh: '摘要', en: 'Summary' }),
    {
      name: 'result',
      type: 'group',
      label: { zh: '成效数字', en: 'Result figure' },
      fields: [
        { name: 'value', type: 'text', label: { zh: '数字', en: 'Value' } },
        { name: 'label', type: 'text', localized: true, label: { zh: '说明', en: 'Label' } },
      ],
    },
    upload('cover', { zh: '封面', en: 'Cover' }),
    { name: 'body', type: 'richText', localized: true, label: { zh: '正文', en: 'Body' } },
    flag('featured', { zh: '首页推荐', en: 'Featured on home' }),
    publishedAt,
    seo,
  ],
})
