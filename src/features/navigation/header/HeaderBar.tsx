'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'

/** Is the first block of the page a dark hero the header may sit on, transparent? */
function markDarkHero(): void {
  const content = document.getElementById('site-content')
  if (!content || content.querySelector('[data-hero]')) return
  const main = content.querySelector('main') ?? content
  const first = main.firstElementChild as HTMLElement | null
  if (!first) return
  const style = getComputedStyle(first)
  const rgb = style.backgroundColor.match(/\d+(\.\d+)?/g)?.map(Number) ?? []
  const [r = 255, g = 255, b = 255, a = 1] = rgb
  const darkColour = a > 0.5 && 0.2126 * r + 0.7152 * g + 0.0722 * b < 90
  // A gradient or image hero with white text (the design's "night" hero) counts as dark too.
  const darkImage = style.backgroundImage !== 'none' && isLight(style.color)
  if (darkColour || darkImage) first.setAttribute('data-hero', 'auto')
}

function isLight(colour: string): boolean {
  const [r = 0, g = 0, b = 0] = colour.match(/\d+(\.\d+)?/g)?.map(Number) ?? []
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 200
}

/**
 * The header's behaviour island: marks the header as scrolled (solid) once the page leaves the
 * top. At scroll 0 over a dark hero (`data-hero` on the page's first block, set by the page or
 * detected here) the styles in globals.css make it transparent with white text.
 */
export function HeaderBar({ children, label }: { children: ReactNode; label?: string }) {
  const pathname = usePathname()
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    markDarkHero()
  }, [pathname])

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header
      aria-label={label}
      data-scrolled={scrolled ? '' : undefined}
      data-testid="site-header"
      className="site-header fixed inset-x-0 top-0 z-50"
    >
      {children}
    </header>
  )
}
