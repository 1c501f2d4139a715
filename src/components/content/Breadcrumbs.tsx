import { getTranslations } from 'next-intl/server'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { ChevronRight } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { cn } from '@/components/ui/cn'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'

export type Crumb = { label: string; href?: string }

/**
 * A trail of links back up the site, from the home page (added here, so pages name only what lies
 * below it); the last item is the current page. The same trail goes to search engines as a
 * BreadcrumbList.
 */
export async function Breadcrumbs({ trail, tone = 'dark' }: { trail: Crumb[]; tone?: 'dark' | 'light' }) {
  const tc = await getTranslations('pages.common')
  const items: Crumb[] = [{ label: tc('home'), href: '/' }, ...trail]
  const label = tc('breadcrumbs')
  return (
    <nav aria-label={label} className="text-sm">
      <BreadcrumbJsonLd items={items} />
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-1">
            {i > 0 ? (
              <Icon
                icon={ChevronRight}
                aria-hidden
                className={cn('size-3.5', tone === 'dark' ? 'text-slate-400' : 'text-ink-subtle')}
              />
            ) : null}
            {item.href && i < items.length - 1 ? (
              <Link
                href={item.href}
                className={cn(
                  'hover:underline',
                  tone === 'dark'
                    ? 'text-slate-300 hover:text-white'
                    : 'text-ink-muted hover:text-accent-strong',
                )}
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={i === items.length - 1 ? 'page' : undefined}
                className={cn('line-clamp-1', tone === 'dark' ? 'text-white' : 'text-ink')}
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
