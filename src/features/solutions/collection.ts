import type { CollectionConfig } from 'payload'
import {
  architectureImage,
  dateStamp,
  flag,
  industryOptions,
  ltext,
  ltextarea,
  points,
  productTypeOptions,
  relatedCases,
  select,
  seo,
  sort,
  upload,
} from '@/cms/fields'
import { contentCollection } from '@/features/content/collection'

/**
 * Solution plans (/solution/{number}) and product plans (/product_solution/{number}) share one
 * shape; `number` is the id of the spec's routes and of GET /api/solutionplans and /api/productplans.
 */
function planCollection(slug: string, labels: CollectionConfig['labels']): CollectionConfig {
  return contentCollection({
    slug,
    labels,
    list: {
      group: 'solutions',
      search: ['title', 'summary'],
      columns: ['number', 'title', 'industry', 'isRecommend'],
      sort: 'sort',
    },
    fields: [
      {
        name: 'number',
        type: 'number',
        required: true,
        unique: true,
        index: true,
        min: 1,
        label: { zh: '编号（页面地址）', en: 'Number (page address)' },
        admin: { position: 'sidebar' },
      },
      ltext('title', { zh: '标题', en: 'Title' }, true),
      select('industry', { zh: '行业', en: 'Industry' }, industryOptions, { index: true }),
      flag('isRecommend', { zh: '推荐（页眉、页脚）', en: 'Recommended (header, footer)' }),
      sort,
      dateStamp('createTime', { zh: '创建时间', en: 'Created' }),
      ltextarea('summary', { zh: '简介', en: 'Summary' }),
      upload('heroImage', { zh: '首屏图片', en: 'Hero image' }),
      points('challenges', { zh: '业务挑战', en: 'Challenges' }, { zh: '挑战', en: 'Challenge' }),
      { name: 'body', type: 'richText', localized: true, label: { zh: '方案详情', en: 'The solution' } },
      architectureImage({ zh: '方案架构图', en: 'Architecture diagram' }),
      points('benefits', { zh: '方案价值', en: 'Benefits' }, { zh: '价值', en: 'Benefit' }),
      select('relatedProducts', { zh: '相关产品', en: 'Related products' }, productTypeOptions, {
        hasMany: true,
      }),
      relatedCases,
      seo,
    ],
  })
}

export const SolutionPlans = planCollection('solution-plans', {
  singular: { zh: '行业解决方案', en: 'Solution plan' },
  plural: { zh: '行业解决方案', en: 'Solution plans' },
})

export const ProductPlans = planCollection('product-plans', {
  singular: { zh: '产品解决方案', en: 'Product plan' },
  plural: { zh: '产品解决方案', en: 'Product plans' },
})
