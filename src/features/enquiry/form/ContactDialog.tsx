'use client'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import { LazyContactForm } from './LazyContactForm'

const FOCUSABLE = 'button:not([disabled]), input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])'

/**
 * The contact (demand enquiry) dialog, spec sections 3, 4 and 5: a native modal <dialog> (the
 * page behind it is inert; focus stays inside and goes back to the opener on close). Only the
 * close button and "cancel" close it: `closedby="none"` and a refused `cancel` event keep an
 * outside click or Escape from closing it, so a half-typed enquiry is never lost by accident.
 * Closing resets the form.
 */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('contact')
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const introId = useId()
  // A new key after each close: the form starts empty next time.
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const close = () => {
    onClose()
    setGeneration((g) => g + 1)
  }

  // Escape does not close it; Tab wraps around inside it.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      return
    }
    if (e.key !== 'Tab') return
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent,
    )
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      data-testid="contact-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      // Not closed by a click on the backdrop or a close request (Escape, the back gesture).
      {...{ closedby: 'none' }}
      onCancel={(e) => e.preventDefault()}
      onKeyDown={onKeyDown}
      className="m-auto max-h-[92vh] min-h-[min(860px,92vh)] w-[90vw] max-w-none flex-col overflow-hidden rounded-card border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/55 open:flex md:min-h-[min(660px,92vh)] md:w-[760px]"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line bg-gradient-to-r from-accent-soft to-white px-6 py-5 md:px-8">
        <div>
          <h2 id={titleId} className="text-[22px] leading-tight font-bold text-ink">
            {t('title')}
          </h2>
          <p id={introId} className="mt-1.5 text-sm text-ink-muted">
            {t('intro')}
          </p>
        </div>
        <button
          type="button"
          aria-label={t('close')}
          onClick={close}
          className="-mr-2 rounded-control p-2 text-ink-muted hover:bg-white hover:text-ink"
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          >
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      </div>
      {/* The form's code loads on the dialog's first opening, not with the page: the dialog
          opens at once, the fields appear when that code has arrived. Its minimum height is the
          form's own (one column below md, two from md), so it does not jump when they do. */}
      <LazyContactForm
        wanted={open}
        loadingLabel={open ? t('loading') : null}
        generation={generation}
        onCancel={close}
        onSent={close}
      />
    </dialog>
  )
}
