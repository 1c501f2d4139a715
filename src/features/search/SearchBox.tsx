'use client'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { takeEarlyInput } from '@/components/runtime/early-input'
import { readDraft, submitDraft, typeDraft } from './search-draft'
import type { SearchDialog as SearchDialogType } from './SearchDialog'

// The dialog (Radix dialog, the search box and its results) is not part of the page's load:
// fetched at the first hover or focus on the button, or on first use.
const loadDialog = () => import('./SearchDialog')

/** Is the visitor typing somewhere, so that "/" is a character and not the shortcut? */
function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el) return false
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}

/**
 * Stands in for the dialog while its code loads (the same box, so the swap does not show): the
 * visitor can type and press Enter at once; the dialog takes over what was typed.
 */
function PendingDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('search')
  const input = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => input.current?.focus(), [])
  return (
    <>
      <div className="fixed inset-0 z-[90] bg-slate-950/55" />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('dialogTitle')}
        className="fixed inset-x-0 top-0 z-[100] mx-auto flex w-full flex-col overflow-hidden bg-white text-ink shadow-2xl sm:top-[12vh] sm:w-[min(680px,92vw)] sm:rounded-card"
      >
        <div className="flex items-center gap-2 border-b border-line px-4">
          <span aria-hidden className="size-5 shrink-0" />
          <input
            ref={input}
            type="search"
            aria-label={t('inputLabel')}
            placeholder={t('placeholder')}
            defaultValue={readDraft().q}
            onChange={(e) => typeDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                submitDraft()
              } else if (e.key === 'Escape') {
                onClose()
              }
            }}
            className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:hidden"
          />
          <span aria-hidden className="size-9 shrink-0" />
        </div>
      </div>
    </>
  )
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
  const [Dialog, setDialog] = useState<typeof SearchDialogType | null>(null)

  useEffect(() => {
    let live = true
    const load = () => void loadDialog().then((m) => live && setDialog(() => m.SearchDialog))
    const show = () => {
      load()
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
    // The button or the shortcut used before this island was live (runtime/early-input.ts).
    if (takeEarlyInput('search')) show()
    document.addEventListener('keydown', onKey)
    button.current?.addEventListener('pointerenter', load, { once: true })
    button.current?.addEventListener('focus', load, { once: true })
    return () => {
      live = false
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

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
        data-early="search"
        onClick={() => {
          void loadDialog().then((m) => setDialog(() => m.SearchDialog))
          setMounted(true)
          setOpen(true)
        }}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-control text-[var(--hdr-fg)] transition-colors hover:text-[var(--hdr-hover)] max-[769px]:size-10"
      >
        {children}
      </button>
      {mounted && Dialog ? (
        <Dialog open={open} setOpen={setOpen} trigger={button} />
      ) : open ? (
        <PendingDialog onClose={close} />
      ) : null}
    </>
  )
}
