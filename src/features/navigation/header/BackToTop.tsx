'use client'
import { useEffect, useState, type ReactNode } from 'react'

/** Back-to-top button, shown from 300 px of scroll (spec section 9). */
export const BACK_TO_TOP_THRESHOLD = 300

export function BackToTop({ label, children }: { label: string; children: ReactNode }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY >= BACK_TO_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid="back-to-top"
      hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
      className="fixed right-5 bottom-6 z-40 inline-flex size-11 items-center justify-center rounded-full bg-accent-strong text-white shadow-card transition hover:bg-[#085bb9] md:right-8 md:bottom-10"
    >
      {children}
    </button>
  )
}
