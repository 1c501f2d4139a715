import type { SeedVideoType } from './types'

/** Video categories. */
export const videoTypes: SeedVideoType[] = [
  { key: 'product', title: { zh: '产品介绍', en: 'Product overviews' }, sort: 1 },
  { key: 'webinar', title: { zh: '线上研讨会', en: 'Webinars' }, sort: 2 },
  { key: 'case', title: { zh: '客户案例', en: 'Customer stories' }, sort: 3 },
  { key: 'training', title: { zh: '培训课程', en: 'Training' }, sort: 4 },
  { key: 'event', title: { zh: '大会演讲', en: 'Conference talks' }, sort: 5 },
]
