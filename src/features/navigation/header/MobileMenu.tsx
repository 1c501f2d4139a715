'use client'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { NewTabLink } from '@/components/ui/NewTabLink'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { usePopoverOpen } from '@/components/ui/popover'
import { currentItem } from '../current'
import { isCurrentPath } from '../shell/menu'
import { chooseLanguage, type SiteOrigins } from '@/features/locale/choose'
import { useContact } from '@/features/enquiry/form/ContactProvider'
import type { Locale } from '@/i18n/routing'
import type { NavItem } from './types'

type Props = {
  items: NavItem[]
  locale: Locale
  origins: SiteOrigins
  labels: {
    open: string
    close: string
    menu: string
    helpCenter: string
    language: string
    contact: string
    newTab: string
    names: Record<Locale, string>
  }
  helpCenterUrl: string
  /** Icons, rendered by the server. */
  icons: { menu: ReactNode; close: ReactNode; chevron: ReactNode; external: ReactNode; help: ReactNode }
}

/**
 * The mobile menu (≤ 768 px): a platform popover under the header with the same entries
 * (components/ui/popover.ts), so its button works before the page's scripts have run. While it
 * is open, globals.css locks the body's scrolling; a followed link or a new path closes it.
 * A section's links are rendered only while it is expanded: every page carries this menu, on
 * desktops too, and the collapsed sections' links (most of the header's) cost each page's HTML,
 * its server render and its hydration, which a first tap waits for. Only a script expands one.
 */
export function MobileMenu({ items, locale, origins, labels, helpCenterUrl, icons }: Props) {
  const pathname = usePathname() ?? '/'
  const panel = useRef<HTMLElement>(null)
  const open = usePopoverOpen('mobile-menu')
  const { openContact } = useContact()
  const current = currentItem(pathname, items)
  // One section open at a time (an accordion), the current page's at first and after a new path.
  const [expanded, setExpanded] = useState<string | null>(current)
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setExpanded(current)
  }
  const seen = useRef(pathname)
  useEffect(() => {
    if (seen.current === pathname) return
    seen.current = pathname
    panel.current?.hidePopover()
  }, [pathname])

  // `.mobile-menu-link` in globals.css: the menu holds every header link, each with this class.
  const linkClass = 'mobile-menu-link'

  return (
    <div className="min-[769px]:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        data-state={open ? 'open' : 'closed'}
        aria-label={open ? labels.close : labels.open}
        data-testid="mobile-menu-button"
        className="inline-flex size-10 items-center justify-center rounded-control text-[var(--hdr-fg)]"
      >
        {open ? icons.close : icons.menu}
      </button>
      <nav
        ref={panel}
        id="mobile-menu"
        popover="auto"
        aria-label={labels.menu}
        data-testid="mobile-menu"
        onClick={(e) => (e.target as Element).closest('a') && panel.current?.hidePopover()}
        className="inset-x-0 top-16 bottom-0 m-0 h-auto w-auto overflow-y-auto overscroll-contain border-t border-line bg-white px-4 pt-2 pb-10 text-ink min-[769px]:hidden"
      >
        {items.map((item) =>
          item.href && item.external ? (
            <NewTabLink
              key={item.key}
              href={item.href}
              className="block border-b border-line px-1 py-3.5 text-base font-medium"
              newTab={labels.newTab}
            >
              {item.label}
            </NewTabLink>
          ) : item.href ? (
            <Link
              key={item.key}
              href={item.href}
              aria-current={current === item.key ? 'page' : undefined}
              className="block border-b border-line px-1 py-3.5 text-base font-medium aria-[current=page]:text-accent-strong"
            >
              {item.label}
            </Link>
          ) : (
            <div key={item.key} className="border-b border-line">
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded === item.key}
                  aria-controls={`mobile-menu-${item.key}`}
                  data-state={expanded === item.key ? 'open' : 'closed'}
                  onClick={() => setExpanded((e) => (e === item.key ? null : item.key))}
                  className="group flex w-full items-center justify-between px-1 py-3.5 text-left text-base font-medium data-[state=open]:text-accent-strong"
                >
                  <span className={current === item.key ? 'text-accent-strong' : undefined}>
                    {item.label}
                  </span>
                  <span
                    aria-hidden
                    className="inline-flex transition-transform group-data-[state=open]:rotate-180"
                  >
                    {icons.chevron}
                  </span>
                </button>
              </h3>
              <div
                id={`mobile-menu-${item.key}`}
                role="region"
                aria-label={item.label}
                hidden={expanded !== item.key}
                className="pb-2"
              >
                {expanded !== item.key ? null : item.links && item.links.length > 0 ? (
                  <ul>
                    {item.links.map((link) => (
                      <li key={link.href}>
                        {link.external ? (
                          <NewTabLink
                            href={link.href}
                            className={`${linkClass} flex items-center gap-2`}
                            newTab={labels.newTab}
                          >
                            {link.label}
                            <span aria-hidden className="inline-flex text-ink-subtle">
                              {icons.external}
                            </span>
                          </NewTabLink>
                        ) : (
                          <Link
                            href={link.href}
                            aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
                            className={linkClass}
                          >
                            {link.label}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="px-3 py-2 text-sm text-ink-subtle">{item.empty}</p>
                )}
              </div>
            </div>
          ),
        )}

        <div className="mt-6 flex flex-col gap-4">
          <div role="group" aria-label={labels.language} className="flex gap-2">
            {(['zh', 'en'] as const).map((l) => (
              <button
                key={l}
                type="button"
                disabled={l === locale}
                aria-pressed={l === locale}
                lang={l === 'zh' ? 'zh-CN' : 'en'}
                onClick={() => chooseLanguage(l, origins)}
                className="flex-1 rounded-control border border-line px-3 py-2 text-[15px] disabled:border-accent-strong disabled:bg-accent-soft disabled:text-accent-strong"
              >
                {labels.names[l]}
              </button>
            ))}
          </div>
          {helpCenterUrl ? (
            <NewTabLink
              href={helpCenterUrl}
              className="inline-flex items-center gap-2 px-1 text-[15px] text-ink-muted"
              newTab={labels.newTab}
            >
              {icons.help}
              {labels.helpCenter}
            </NewTabLink>
          ) : null}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              panel.current?.hidePopover()
              openContact()
            }}
            className="h-11 rounded-control bg-accent-strong text-[15px] font-medium text-white"
          >
            {labels.contact}
          </button>
        </div>
      </nav>
    </div>
  )
}
