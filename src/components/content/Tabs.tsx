import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { cn } from '@/components/ui/cn'

export type TabItem = { href: string; label: string; active: boolean }

/**
 * Tabs that are plain links (the selection lives in the URL, so every tab is its own page). They
 * wrap onto more rows on narrow screens: a row scrolling sideways hid the last tabs on phones with
 * nothing to show they were there (issue 20).
 */
export function LinkTabs({ items, label }: { items: TabItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-2 gap-y-1 border-b border-line pb-px">
        {items.map((t) => (
          <li key={t.href}>
            <Link
              href={t.href}
              aria-current={t.active ? 'page' : undefined}
              className={cn(
                'inline-block rounded-t-[6px] border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors duration-150',
                t.active
                  ? 'border-accent-strong bg-accent-soft text-accent-strong'
                  : 'border-transparent text-ink-muted hover:text-accent-strong',
              )}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A row of filter chips (one group of a listing's filters). */
export function FilterChips({ items, label }: { items: TabItem[]; label: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-medium text-ink-subtle">{label}</span>
      {items.map((t) => (
        <Link
          key={t.href}
          href={t.href}
          aria-current={t.active ? 'true' : undefined}
          className={cn(
            'rounded-full border px-3.5 py-1 text-sm transition-colors duration-150',
            t.active
              ? 'border-accent-strong bg-accent-strong text-white'
              : 'border-line bg-white text-ink-muted hover:border-accent hover:text-accent-strong',
          )}
        >
          {t.label}
        </Link>
      ))}
    </div>
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
