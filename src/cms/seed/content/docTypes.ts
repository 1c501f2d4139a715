import type { SeedDocType } from './types'

/** Document categories, one per key of `docTypeKeys`. */
export const docTypes: SeedDocType[] = [
  { key: '0', title: { zh: '白皮书', en: 'White papers' }, sort: 1 },
  { key: '1', title: { zh: '技术手册', en: 'Technical manuals' }, sort: 2 },
  { key: '2', title: { zh: '产品彩页', en: 'Brochures and datasheets' }, sort: 3 },
  { key: '3', title: { zh: '最佳实践', en: 'Best practices' }, sort: 4 },
  { key: 'MogDB', title: { zh: 'MogDB 产品文档', en: 'MogDB documentation' }, product: 'MogDB', sort: 5 },
  { key: 'zCloud', title: { zh: 'zCloud 产品文档', en: 'zCloud documentation' }, product: 'zCloud', sort: 6 },
  {
    key: 'zDataX',
    title: { zh: 'zData X 产品文档', en: 'zData X documentation' },
    product: 'zDataX',
    sort: 7,
  },
  { key: 'ZAIoT', title: { zh: 'zAIoT 产品文档', en: 'zAIoT documentation' }, product: 'zAIoT', sort: 8 },
]
