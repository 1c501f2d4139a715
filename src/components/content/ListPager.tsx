import { Pagination } from '@/components/Pagination/Pagination'

type Props = {
  total: number
  page: number
  pageSize: number
  pathname: string
  /** The listing's other parameters, kept in the pager's links (page and size are its own). */
  query?: Record<string, string | undefined>
}

/** The listings' pager in one place: the shell's Pagination (page and size in the URL, sizes 10/20/30). */
export function ListPager({ total, page, pageSize, pathname, query }: Props) {
  return (
    <Pagination
      className="mt-12"
      total={total}
      page={page}
      pageSize={pageSize}
      pathname={pathname}
      query={query}
      pageSizes={[10, 20, 30]}
    />
  )
}
