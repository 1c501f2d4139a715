'use client'
import { useCallback, useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react'

/*
 * Every menu and popover of the site is the platform's: a `popover="auto"` panel opened by its
 * `popovertarget` button, placed at that button by CSS anchor positioning (globals.css,
 * `.popover-anchor` and `.popover-panel`). The browser gives the top layer, one menu open at a
 * time, Escape and an outside click closing it, focus back to the button, and a button that works
 * before the page's scripts have run. These helpers add what markup cannot say (hover, arrow keys).
 * Radix's menus were measured at 39 KB compressed on the first load; these cost next to nothing.
 */

/** Is the panel open? (`matches` throws on `:popover-open` where popovers are unknown.) */
export function isOpen(el: Element | null | undefined): boolean {
  try {
    return Boolean(el?.matches(':popover-open'))
  } catch {
    return false
  }
}

/** The open state of the panel with this id, for rendering (`data-state`; the browser itself tells assistive technology whether a popovertarget button is expanded); also one opened before hydration. */
export function usePopoverOpen(id: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const el = document.getElementById(id)
      el?.addEventListener('toggle', changed)
      return () => el?.removeEventListener('toggle', changed)
    },
    [id],
  )
  return useSyncExternalStore(
    subscribe,
    () => isOpen(document.getElementById(id)),
    () => false,
  )
}

/** `later(fn, ms)` runs fn after ms, replacing whatever was pending; `later()` cancels. */
export function useLater() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback((fn?: () => void, ms = 0) => {
    clearTimeout(timer.current)
    if (fn) timer.current = setTimeout(fn, ms)
  }, [])
}

/** Ties the `.popover-anchor` button and the `.popover-panel` inside the element with this style. */
export const anchorStyle = (name: string) =>
  ({ '--anchor': `--${name.replace(/[^\w-]/g, '')}` }) as CSSProperties

/**
 * Arrow-key focus among `items` (wrapping; Home and End too). `keys` names the previous and next
 * keys. Returns whether the key was one of them.
 */
export function moveFocus(
  e: { key: string; preventDefault(): void },
  items: HTMLElement[],
  keys: [string, string] = ['ArrowUp', 'ArrowDown'],
): boolean {
  const i = items.indexOf(document.activeElement as HTMLElement)
  const to = { [keys[0]]: i - 1, [keys[1]]: i + 1, Home: 0, End: items.length - 1 }[e.key]
  if (to === undefined || items.length === 0) return false
  e.preventDefault()
  items[(to + items.length) % items.length]?.focus()
  return true
}
