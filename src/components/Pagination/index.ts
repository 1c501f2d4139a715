export { Pagination, type PaginationProps } from './Pagination'
export { pageCount, pageHref, clampPage, type Query } from './pager'
