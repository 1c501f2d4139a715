'use client'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslations } from '@/i18n/client'

// The dialog (Radix dialog, the search box and its results) is not part of the first load:
// fetched after the load event, at the first hover or focus on the button, or on first use.
const loadDialog = () => import('./SearchDialog')
const SearchDialog = dynamic(() => loadDialog().then((m) => m.SearchDialog), { ssr: false })

/** Is the visitor typing somewhere, so that "/" is a character and not the shortcut? */
function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el) return false
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}

/**
 * The header's search: a button (and the `/` or Ctrl/Cmd+K shortcut) opens the search dialog.
 * The icon comes from the server (children).
 */
export function SearchBox({ children }: { children: ReactNode }) {
  const t = useTranslations('search')
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so closing keeps what was typed.
  const [mounted, setMounted] = useState(false)

  useEffect(() => {
    const show = () => {
      setMounted(true)
      setOpen(true)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        show()
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target)) {
        e.preventDefault()
        show()
      }
    }
    let timer: number | undefined
    const prefetchSoon = () => {
      timer = window.setTimeout(() => void loadDialog(), 1500)
    }
    if (document.readyState === 'complete') prefetchSoon()
    else window.addEventListener('load', prefetchSoon, { once: true })
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('load', prefetchSoon)
      window.clearTimeout(timer)
    }
  }, [])

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="/ Control+K Meta+K"
        title={t('shortcut')}
        data-testid="search-open"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-control text-[var(--hdr-fg)] transition-colors hover:text-[var(--hdr-hover)] max-[768px]:ml-auto max-[768px]:size-10"
      >
        {children}
      </button>
      {mounted ? <SearchDialog open={open} setOpen={setOpen} trigger={button} /> : null}
    </>
  )
}
