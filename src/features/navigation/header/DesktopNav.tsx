'use client'
import { usePathname } from 'next/navigation'
import { useRef, type ReactNode } from 'react'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { NewTabLink } from '@/components/ui/NewTabLink'
import { anchorStyle, isOpen, moveFocus, useLater, usePopoverOpen } from '@/components/ui/popover'
import { currentItem } from '../current'
import { isCurrentPath } from '../shell/menu'
import type { NavItem } from './types'

// The top items' look: `.nav-top` in globals.css (one short name in the HTML for each of them).
const top = 'nav-top'
const linkClass =
  'rounded-control px-3 py-2 text-[15px] whitespace-nowrap text-ink hover:bg-accent-soft hover:text-accent-strong focus-visible:bg-accent-soft'

/**
 * The desktop menus (≥ 769 px): the disclosure navigation pattern, each menu a button and its
 * platform popover of links (components/ui/popover.ts). Hover opens one after 80 ms and closes it
 * 150 ms after the pointer leaves; a click that follows the hover keeps it open. ←/→ move between
 * the top items, ↓ opens a menu on its first link, ↑/↓ move inside; Esc closes it and returns to
 * its button; focus leaving the navigation closes it. Icons are rendered by the server (props).
 */
export function DesktopNav({
  items,
  label,
  newTab,
  chevron,
  external,
}: {
  items: NavItem[]
  label: string
  newTab: string
  chevron: ReactNode
  external: ReactNode
}) {
  const pathname = usePathname() ?? '/'
  const current = currentItem(pathname, items)
  const nav = useRef<HTMLElement>(null)
  const openPanel = () => [...(nav.current?.querySelectorAll('[popover]') ?? [])].find(isOpen) as HTMLElement

  return (
    <nav
      ref={nav}
      aria-label={label}
      className="relative max-[769px]:hidden"
      onKeyDown={(e) => {
        const target = e.target as HTMLElement
        if (!target.hasAttribute('data-top')) {
          moveFocus(e, [...(target.closest('ul')?.querySelectorAll<HTMLElement>('a') ?? [])])
        } else if (e.key === 'ArrowDown' && target.getAttribute('popovertarget')) {
          e.preventDefault()
          const panel = document.getElementById(target.getAttribute('popovertarget')!)
          panel?.togglePopover(true)
          panel?.querySelector<HTMLElement>('a')?.focus()
        } else {
          const all = [...(nav.current?.querySelectorAll<HTMLElement>('[data-top]') ?? [])]
          moveFocus(e, all, ['ArrowLeft', 'ArrowRight'])
        }
      }}
      onBlur={(e) => {
        if (e.relatedTarget && !nav.current?.contains(e.relatedTarget as Node)) openPanel()?.hidePopover()
      }}
    >
      {/* Each item a flex box: a line box around an item still being parsed stood 3.6 px taller. */}
      <ul className="flex items-center [&>li]:flex">
        {items.map((item) => {
          const active = current === item.key ? '' : undefined
          return (
            <li key={item.key}>
              {item.href && item.external ? (
                <NewTabLink href={item.href} className={top} newTab={newTab} data-top="">
                  {item.label}
                </NewTabLink>
              ) : item.href ? (
                <Link
                  href={item.href}
                  className={top}
                  data-top=""
                  data-active={active}
                  aria-current={active === '' ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              ) : (
                <Menu item={item} active={active} chevron={chevron}>
                  {item.links && item.links.length > 0 ? (
                    <ul className="flex flex-col">
                      {item.links.map((link) => (
                        <li key={link.href}>
                          {link.external ? (
                            <NewTabLink
                              href={link.href}
                              className={`flex items-center justify-between gap-3 ${linkClass}`}
                              newTab={newTab}
                            >
                              {link.label}
                              <span aria-hidden className="inline-flex text-ink-subtle">
                                {external}
                              </span>
                            </NewTabLink>
                          ) : (
                            <Link
                              href={link.href}
                              aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
                              className={`block ${linkClass} aria-[current=page]:font-medium aria-[current=page]:text-accent-strong`}
                            >
                              {link.label}
                            </Link>
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="px-3 py-2 text-sm whitespace-nowrap text-ink-subtle">{item.empty}</p>
                  )}
                </Menu>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** One drop-down: its button and its panel, opened by hover, click or keyboard. */
function Menu({
  item,
  active,
  chevron,
  children,
}: {
  item: NavItem
  active: '' | undefined
  chevron: ReactNode
  children: ReactNode
}) {
  const id = `nav-menu-${item.key}`
  const panel = useRef<HTMLDivElement>(null)
  const open = usePopoverOpen(id)
  const later = useLater()
  // Opened by the pointer: the click that follows the hover keeps the menu open.
  const hovered = useRef(false)
  const hover = (show: boolean, e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return
    later(
      () => {
        hovered.current = show
        panel.current?.togglePopover(show)
      },
      show ? 80 : 150,
    )
  }

  return (
    <div
      className="flex"
      style={anchorStyle(id)}
      onPointerEnter={(e) => hover(true, e)}
      onPointerLeave={(e) => hover(false, e)}
    >
      <button
        type="button"
        popoverTarget={id}
        className={`${top} popover-anchor`}
        data-top=""
        data-state={open ? 'open' : 'closed'}
        data-active={active}
        onClick={(e) => {
          later()
          if (open && hovered.current) e.preventDefault()
          hovered.current = false
        }}
      >
        {item.label}
        <span
          aria-hidden
          className="inline-flex opacity-70 transition-transform duration-200 in-data-[state=open]:rotate-180"
        >
          {chevron}
        </span>
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        // A followed link closes the menu (the header stays mounted across client navigations).
        onClick={(e) => (e.target as Element).closest('a') && panel.current?.hidePopover()}
        className="popover-panel min-w-52 rounded-card border border-line bg-white p-2 text-ink shadow-card [position-area:bottom] [margin-top:-6px]"
      >
        {children}
      </div>
    </div>
  )
}
