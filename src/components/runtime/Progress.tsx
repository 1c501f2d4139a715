'use client'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

/** A navigation faster than this shows no bar. */
const DELAY_MS = 120

/** Is this click on a link that Next will follow inside the site (a client navigation)? */
function internalNavigation(e: MouseEvent): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false
  const link = e.target instanceof Element ? e.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false
  if (link.target && link.target !== '_self') return false
  const url = new URL(link.href, location.href)
  // Another site, or the same page (a hash jump): no page load to show.
  return (
    url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search)
  )
}

/**
 * The page-loading bar of spec section 4: starts when a link inside the site is clicked, fills
 * and fades once the new route is shown. A few lines instead of a progress-bar library, so it is
 * live from the first paint at no cost to the first load.
 */
export default function Progress() {
  const route = `${usePathname()}?${useSearchParams().toString()}`
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The route changed: the navigation is over (adjusting state during render, React's pattern).
  const [seen, setSeen] = useState(route)
  if (seen !== route) {
    setSeen(route)
    if (state === 'busy') setState('done')
  }

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!internalNavigation(e)) return
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setState('busy'), DELAY_MS)
    }
    // Capture: next/link cancels the click's default action in its own handler.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    clearTimeout(timer.current)
    if (state !== 'done') return
    timer.current = setTimeout(() => setState('idle'), 400)
  }, [state, seen])

  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <div
      aria-hidden
      data-state={state}
      data-testid="nav-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[110] h-[3px] origin-left bg-accent opacity-0 transition-[transform,opacity] data-[state=busy]:scale-x-[0.85] data-[state=busy]:opacity-100 data-[state=busy]:duration-[8000ms] data-[state=busy]:ease-out data-[state=done]:scale-x-100 data-[state=done]:opacity-0 data-[state=done]:duration-300 data-[state=idle]:scale-x-0 data-[state=idle]:duration-0"
    />
  )
}
