'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { currentItem } from '@/features/navigation/current'
import { isCurrentPath } from '@/features/shell/menu'
import type { NavItem } from './types'

// The top items' look: `.nav-top` in globals.css (one short name in the HTML for each of them).
const top = 'nav-top'

const OPEN_DELAY = 80
const CLOSE_DELAY = 150

/**
 * The desktop menus (≥ 769 px), opened by hover, click or keyboard. The disclosure navigation
 * pattern: each menu is a button (aria-expanded) followed by its list of links, so Tab walks
 * into the open menu; Esc closes it and returns to its button, ←/→ move between the top items,
 * ↓ enters an open menu. Focus or a click outside closes it. No Radix code on the first load.
 * Icons are rendered by the server (props).
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
  const [open, setOpen] = useState<string | null>(null)
  const nav = useRef<HTMLElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // The menu the pointer opened: a click that follows the hover keeps it open instead of closing it.
  const hovered = useRef<string | null>(null)

  // A new page closes the menu (adjusting state during render, React's pattern for this).
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpen(null)
  }

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!nav.current?.contains(e.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  useEffect(() => () => clearTimeout(timer.current), [])

  const later = (next: string | null, delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      hovered.current = next
      setOpen(next)
    }, delay)
  }

  /** The top-level buttons and links, for ←/→. */
  const topItems = () => Array.from(nav.current?.querySelectorAll<HTMLElement>('[data-top]') ?? [])

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement
    if (e.key === 'Escape' && open) {
      e.preventDefault()
      nav.current?.querySelector<HTMLElement>(`[data-nav="${open}"]`)?.focus()
      setOpen(null)
      return
    }
    if (!target.hasAttribute('data-top')) {
      // Inside an open menu: ↑/↓ move between its links.
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
      const links = Array.from(target.closest('ul')?.querySelectorAll<HTMLElement>('a') ?? [])
      const i = links.indexOf(target)
      if (i < 0) return
      e.preventDefault()
      links[(i + (e.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus()
      return
    }
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const all = topItems()
      const i = all.indexOf(target)
      e.preventDefault()
      all[(i + (e.key === 'ArrowRight' ? 1 : all.length - 1)) % all.length]?.focus()
    } else if (e.key === 'ArrowDown' && target.dataset.nav) {
      e.preventDefault()
      setOpen(target.dataset.nav)
      // The list renders with the state change; focus its first link next frame.
      requestAnimationFrame(() => target.parentElement?.querySelector<HTMLElement>('ul a')?.focus())
    }
  }

  return (
    <nav
      ref={nav}
      aria-label={label}
      className="relative max-[768px]:hidden"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (e.relatedTarget && !nav.current?.contains(e.relatedTarget as Node)) setOpen(null)
      }}
    >
      {/* Each item a flex box: a line box around an item still being parsed stood 3.6 px taller. */}
      <ul className="flex items-center [&>li]:flex">
        {items.map((item) => {
          const active = current === item.key
          if (item.href && item.external) {
            return (
              <li key={item.key}>
                <a href={item.href} target="_blank" rel="noopener noreferrer" className={top} data-top="">
                  {item.label}
                  <span className="sr-only">{newTab}</span>
                </a>
              </li>
            )
          }
          if (item.href) {
            return (
              <li key={item.key}>
                <Link
                  href={item.href}
                  className={top}
                  data-top=""
                  data-active={active ? '' : undefined}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            )
          }
          const isOpen = open === item.key
          const listId = `nav-menu-${item.key}`
          return (
            <li
              key={item.key}
              className="relative"
              onPointerEnter={(e) => e.pointerType === 'mouse' && later(item.key, OPEN_DELAY)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && later(null, CLOSE_DELAY)}
            >
              <button
                type="button"
                className={top}
                aria-expanded={isOpen}
                aria-controls={isOpen ? listId : undefined}
                data-top=""
                data-state={isOpen ? 'open' : 'closed'}
                data-active={active ? '' : undefined}
                data-nav={item.key}
                onClick={() => {
                  clearTimeout(timer.current)
                  const byHover = hovered.current === item.key
                  hovered.current = null
                  if (isOpen && byHover) return
                  setOpen(isOpen ? null : item.key)
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
              {isOpen ? (
                <div
                  id={listId}
                  className="absolute top-[calc(100%-6px)] left-1/2 z-50 min-w-52 -translate-x-1/2 rounded-card border border-line bg-white p-2 text-ink shadow-card"
                >
                  {item.links && item.links.length > 0 ? (
                    <ul className="flex flex-col">
                      {item.links.map((link) => {
                        const here = !link.external && isCurrentPath(pathname, link.href)
                        return (
                          <li key={link.href}>
                            {link.external ? (
                              <a
                                href={link.href}
                                target="_blank"
                                rel="noopener noreferrer"
                                onClick={() => setOpen(null)}
                                className="flex items-center justify-between gap-3 rounded-control px-3 py-2 text-[15px] whitespace-nowrap text-ink hover:bg-accent-soft hover:text-accent-strong focus-visible:bg-accent-soft"
                              >
                                {link.label}
                                <span aria-hidden className="inline-flex text-ink-subtle">
                                  {external}
                                </span>
                                <span className="sr-only">{newTab}</span>
                              </a>
                            ) : (
                              <Link
                                href={link.href}
                                onClick={() => setOpen(null)}
                                aria-current={here ? 'page' : undefined}
                                className="block rounded-control px-3 py-2 text-[15px] whitespace-nowrap text-ink hover:bg-accent-soft hover:text-accent-strong focus-visible:bg-accent-soft aria-[current=page]:font-medium aria-[current=page]:text-accent-strong"
                              >
                                {link.label}
                              </Link>
                            )}
                          </li>
                        )
                      })}
                    </ul>
                  ) : (
                    <p className="px-3 py-2 text-sm whitespace-nowrap text-ink-subtle">{item.empty}</p>
                  )}
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
