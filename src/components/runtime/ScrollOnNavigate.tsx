'use client'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** The element a URL hash names (`#id`, percent-decoded), if any. */
function hashTarget(hash: string): Element | null {
  if (hash.length < 2) return null
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // keep it raw
  }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null
}

/**
 * On route change (path or query) the view scrolls to the top, or to the hash target when the
 * URL has one (spec section 2). Back/forward keeps the position the browser restores.
 */
export function ScrollOnNavigate() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const first = useRef(true)
  const popped = useRef(false)

  useEffect(() => {
    const onPop = () => (popped.current = true)
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])

  useEffect(() => {
    // The first render is the page load: the browser already handled the initial hash.
    if (first.current) {
      first.current = false
      return
    }
    if (popped.current) {
      popped.current = false
      return
    }
    const hash = window.location.hash
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    // The target may arrive in a later streamed chunk: look for it for up to a second.
    let frame = 0
    let tries = 0
    const seek = () => {
      const el = hashTarget(hash)
      if (el) return el.scrollIntoView({ block: 'start', behavior: 'instant' })
      if (++tries < 60) frame = requestAnimationFrame(seek)
      else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    }
    seek()
    return () => cancelAnimationFrame(frame)
  }, [pathname, search])

  return null
}
