'use client'
import { ChevronDown, ExternalLink } from 'lucide-react'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { usePathname } from 'next/navigation'
import { NavigationMenu } from 'radix-ui'
import { isCurrentPath, sectionOf } from '@/features/shell/menu'
import type { NavItem } from './types'

const top =
  'relative inline-flex h-16 items-center gap-1 whitespace-nowrap px-4 text-[15px] text-[var(--hdr-fg)] transition-colors hover:text-[var(--hdr-hover)] data-[state=open]:text-[var(--hdr-hover)] max-[1300px]:px-3 max-[1100px]:px-2.5 max-[1000px]:px-2 max-[1000px]:text-sm max-[900px]:px-1.5 after:absolute after:inset-x-3 after:bottom-3 after:h-0.5 after:rounded-full after:bg-accent after:opacity-0 after:transition-opacity aria-[current=page]:after:opacity-100 data-[active]:after:opacity-100 max-[1000px]:after:inset-x-2 max-[830px]:gap-0.5 max-[830px]:px-[5px] max-[830px]:after:inset-x-1'

/** The desktop menus (≥ 769 px): Radix navigation menu, opened by hover, click or keyboard. */
export function DesktopNav({ items, label, newTab }: { items: NavItem[]; label: string; newTab: string }) {
  const pathname = usePathname() ?? '/'
  const current = sectionOf(pathname)
  return (
    <NavigationMenu.Root aria-label={label} className="relative max-[768px]:hidden" delayDuration={80}>
      <NavigationMenu.List className="flex items-center">
        {items.map((item) => {
          const active = current === item.section
          if (item.href) {
            return (
              <NavigationMenu.Item key={item.section}>
                <NavigationMenu.Link asChild active={active}>
                  <Link href={item.href} className={top} aria-current={active ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            )
          }
          return (
            <NavigationMenu.Item key={item.section} className="relative">
              <NavigationMenu.Trigger
                className={top}
                data-active={active ? '' : undefined}
                data-nav={item.section}
              >
                {item.label}
                <ChevronDown
                  aria-hidden
                  className="size-3.5 opacity-70 transition-transform duration-200 in-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-[calc(100%-6px)] left-1/2 z-50 min-w-52 -translate-x-1/2 rounded-card border border-line bg-white p-2 text-ink shadow-card">
                {item.links && item.links.length > 0 ? (
                  <ul className="flex flex-col">
                    {item.links.map((link) => {
                      const here = !link.external && isCurrentPath(pathname, link.href)
                      return (
                        <li key={link.href}>
                          <NavigationMenu.Link asChild active={here}>
                            {link.external ? (
                              <a
                                href={link.href}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="flex items-center justify-between gap-3 rounded-control px-3 py-2 text-[15px] whitespace-nowrap text-ink hover:bg-accent-soft hover:text-accent-strong focus-visible:bg-accent-soft"
                              >
                                {link.label}
                                <ExternalLink aria-hidden className="size-3.5 text-ink-subtle" />
                                <span className="sr-only">{newTab}</span>
                              </a>
                            ) : (
                              <Link
                                href={link.href}
                                aria-current={here ? 'page' : undefined}
                                className="block rounded-control px-3 py-2 text-[15px] whitespace-nowrap text-ink hover:bg-accent-soft hover:text-accent-strong focus-visible:bg-accent-soft aria-[current=page]:font-medium aria-[current=page]:text-accent-strong"
                              >
                                {link.label}
                              </Link>
                            )}
                          </NavigationMenu.Link>
                        </li>
                      )
                    })}
                  </ul>
                ) : (
                  <p className="px-3 py-2 text-sm whitespace-nowrap text-ink-subtle">{item.empty}</p>
                )}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          )
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
