import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, MoreHorizontal } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { useTranslations } from 'next-intl'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { cn } from '@/components/ui/cn'
import { clampPage, otherParams, pageCount, pageHref, pagerItems, type Query } from './pager'
import { SizeSelect } from './SizeSelect'

export type PaginationProps = {
  /** Number of items in the whole listing. */
  total: number
  /** Current page, 1-based (clamped into range). */
  page: number
  /** Current page size. */
  pageSize: number
  /** Public path of the listing, e.g. "/about/news". */
  pathname: string
  /** The listing's other query parameters (e.g. the page's searchParams); page and size are replaced. */
  query?: Query
  pageSizes?: number[]
  className?: string
}

const box =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-control border border-line bg-white px-2 text-sm text-ink transition-colors'
const linkBox = cn(box, 'hover:border-accent hover:text-accent-strong')
const disabledBox = cn(box, 'cursor-not-allowed text-ink-subtle/60 bg-slate-50')

/**
 * Pagination of a listing (spec sections 2 and 9). Server-rendered: every control is a link or a GET
 * form, so the state lives in the URL (`page`, `size`) and works without JavaScript. Hidden when the
 * total is 0 or fits one page; below 500 px only "previous" and "next" remain, with "page / pages"
 * between them.
 */
export function Pagination({
  total,
  page,
  pageSize,
  pathname,
  query,
  pageSizes = [10, 20, 30],
  className,
}: PaginationProps) {
  const t = useTranslations('pagination')
  const count = pageCount(total, pageSize)
  if (count <= 1) return null
  const current = clampPage(page, count)
  const href = (p: number) => pageHref(pathname, query, p, pageSize)
  const hidden = otherParams(query)
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b)
  const desktopOnly = 'max-phone:hidden'

  return (
    <nav
      aria-label={t('label')}
      data-testid="pagination"
      className={cn('flex flex-wrap items-center justify-center gap-2 text-sm text-ink-muted', className)}
    >
      <span className={cn('mr-1 tabular-nums', desktopOnly)}>{t('total', { total })}</span>

      <form action={pathname} method="get" className={cn('flex items-center gap-1', desktopOnly)}>
        {hidden.map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="page" value="1" />
        <SizeSelect
          name="size"
          defaultValue={pageSize}
          label={t('pageSize')}
          className={cn(box, 'cursor-pointer pr-1 hover:border-accent')}
        >
          {sizes.map((s) => (
            <option key={s} value={s}>
              {t('perPage', { size: s })}
            </option>
          ))}
        </SizeSelect>
        <noscript>
          <button type="submit" className={linkBox}>
            {t('go')}
          </button>
        </noscript>
      </form>

      {current > 1 ? (
        <Link href={href(current - 1)} rel="prev" aria-label={t('prev')} className={linkBox}>
          <Icon icon={ChevronLeft} className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" aria-label={t('prev')} role="link" className={disabledBox}>
          <Icon icon={ChevronLeft} className="size-4" />
        </span>
      )}

      {/* On phones the page buttons give way to where the visitor is, between the two arrows. */}
      <span className="px-1 text-ink tabular-nums phone:hidden" data-testid="pagination-status">
        <span aria-hidden="true">
          {current} / {count}
        </span>
        <span className="sr-only">{t('status', { page: current, count })}</span>
      </span>

      <ul className={cn('flex items-center gap-1', desktopOnly)}>
        {pagerItems(current, count).map((item) =>
          item.kind === 'page' ? (
            <li key={`p${item.page}`}>
              {item.page === current ? (
                <span
                  aria-current="page"
                  className={cn(
                    box,
                    'border-accent-strong bg-accent-strong font-semibold text-white tabular-nums',
                  )}
                >
                  {item.page}
                </span>
              ) : (
                <Link
                  href={href(item.page)}
                  aria-label={t('page', { page: item.page })}
                  className={cn(linkBox, 'tabular-nums')}
                >
                  {item.page}
                </Link>
              )}
            </li>
          ) : (
            <li key={`m${item.direction}`}>
              <Link
                href={href(item.page)}
                aria-label={item.direction === 'prev' ? t('morePrev') : t('moreNext')}
                className={cn(linkBox, 'group border-transparent')}
              >
                <Icon
                  icon={MoreHorizontal}
                  aria-hidden
                  className="size-4 group-hover:hidden group-focus-visible:hidden"
                />
                {item.direction === 'prev' ? (
                  <Icon
                    icon={ChevronsLeft}
                    aria-hidden
                    className="hidden size-4 group-hover:block group-focus-visible:block"
                  />
                ) : (
                  <Icon
                    icon={ChevronsRight}
                    aria-hidden
                    className="hidden size-4 group-hover:block group-focus-visible:block"
                  />
                )}
              </Link>
            </li>
          ),
        )}
      </ul>

      {current < count ? (
        <Link href={href(current + 1)} rel="next" aria-label={t('next')} className={linkBox}>
          <Icon icon={ChevronRight} className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" aria-label={t('next')} role="link" className={disabledBox}>
          <Icon icon={ChevronRight} className="size-4" />
        </span>
      )}

      <form action={pathname} method="get" className={cn('ml-1 flex items-center gap-1.5', desktopOnly)}>
        {hidden.map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="size" value={pageSize} />
        <label className="flex items-center gap-1.5">
          <span>{t('goto')}</span>
          <input
            type="number"
            name="page"
            min={1}
            max={count}
            required
            inputMode="numeric"
            aria-label={t('jump')}
            className={cn(box, 'w-14 px-1 text-center tabular-nums focus:border-accent')}
          />
          {t('pageUnit') ? <span>{t('pageUnit')}</span> : null}
        </label>
        <button type="submit" className="sr-only focus:not-sr-only focus:rounded-control focus:px-2">
          {t('go')}
        </button>
      </form>
    </nav>
  )
}
