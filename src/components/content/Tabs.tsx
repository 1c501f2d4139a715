import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { cn } from '@/components/ui/cn'

export type TabItem = { href: string; label: string; active: boolean }

/**
 * Tabs that are plain links (the selection lives in the URL, so every tab is its own page). They
 * wrap onto more rows on narrow screens: a row scrolling sideways hid the last tabs on phones with
 * nothing to show they were there (issue 20). Below `sm` they are pills, since an underline
 * under the last of several rows left the rows above it looking like loose links.
 */
export function LinkTabs({ items, label }: { items: TabItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 sm:gap-y-1 sm:border-b sm:border-line sm:pb-px">
        {items.map((t) => (
          <li key={t.href}>
            <ItemLink item={t} look={looks.tab} current="page" />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A row of filter chips: one group of a listing's filters, or (`nav`) links to sibling pages such
 * as the industries of the product plans.
 */
export function FilterChips({
  items,
  label,
  nav = false,
  className,
}: {
  items: TabItem[]
  label: string
  nav?: boolean
  className?: string
}) {
  const Wrapper = nav ? 'nav' : 'div'
  return (
    <Wrapper
      aria-label={nav ? label : undefined}
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      <span className="mr-1 text-sm font-medium text-ink-subtle">{label}</span>
      {items.map((t) => (
        <ItemLink key={t.href} item={t} look={looks.chip} current={nav ? 'page' : 'true'} />
      ))}
    </Wrapper>
  )
}

const looks = {
  tab: {
    base: 'inline-block rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors duration-150 sm:rounded-t-[6px] sm:rounded-b-none sm:border-0 sm:border-b-2 sm:px-4 sm:py-2.5',
    active: 'border-accent-strong bg-accent-soft text-accent-strong',
    idle: 'border-line text-ink-muted hover:text-accent-strong sm:border-transparent',
  },
  chip: {
    base: 'rounded-full border px-3.5 py-1 text-sm transition-colors duration-150',
    active: 'border-accent-strong bg-accent-strong text-white',
    idle: 'border-line bg-white text-ink-muted hover:border-accent hover:text-accent-strong',
  },
}

function ItemLink({
  item,
  look,
  current,
}: {
  item: TabItem
  look: (typeof looks)[keyof typeof looks]
  current: 'page' | 'true'
}) {
  return (
    <Link
      href={item.href}
      aria-current={item.active ? current : undefined}
      className={cn(look.base, item.active ? look.active : look.idle)}
    >
      {item.label}
    </Link>
  )
}

/** Builds a listing URL from the current query with some keys changed (undefined removes a key). */
export function hrefWith(
  pathname: string,
  query: Record<string, string | undefined>,
  change: Record<string, string | undefined>,
) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries({ ...query, ...change }))
    if (v !== undefined && v !== '') params.set(k, v)
  const qs = params.toString()
  return qs ? `${pathname}?${qs}` : pathname
}
