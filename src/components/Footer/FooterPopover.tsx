'use client'
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/** The button's looks: a round icon button, or a pill with an icon and a label. */
const shapes = {
  round:
    'size-10 rounded-full bg-white/8 text-slate-200 ring-1 ring-white/15 hover:bg-accent hover:text-white data-[state=open]:bg-accent data-[state=open]:text-white',
  pill: 'h-8 gap-1.5 rounded-control bg-white/8 px-3 text-[13px] text-slate-200 ring-1 ring-white/15 hover:bg-accent hover:text-white data-[state=open]:bg-accent data-[state=open]:text-white',
} as const

/** Space kept between the popover and the window's edges. */
const EDGE = 12

/**
 * A footer popover (phone, e-mail, QR codes, related links): mouse hover shows it for as long as
 * the pointer stays; a click (or Enter, Space) opens it, or keeps it open when hover already did,
 * and it then stays until Escape, a click outside or its close control. A visitor who hovers and
 * then clicks, the natural move, must not lose the number (issue 20). Content is rendered by the
 * server. A disclosure with a non-modal panel, in a few lines (no positioning library): the panel
 * sits above (or below) its button and is shifted back inside the window when needed.
 */
export function FooterPopover({
  label,
  closeLabel,
  closeIcon,
  trigger,
  children,
  testId,
  shape = 'round',
  side = 'top',
}: {
  label: string
  /** The close control's accessible name. */
  closeLabel: string
  /** Drawn by the server. */
  closeIcon: ReactNode
  trigger: ReactNode
  children: ReactNode
  testId?: string
  shape?: keyof typeof shapes
  side?: 'top' | 'bottom'
}) {
  // Open by hover (closes when the pointer leaves), or pinned by a click (closes only on request).
  const [state, setState] = useState<'closed' | 'hover' | 'pinned'>('closed')
  const open = state !== 'closed'
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const arrow = useRef<HTMLSpanElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onHover = (next: boolean, e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => setState((s) => (s === 'pinned' ? s : next ? 'hover' : 'closed')),
      next ? 80 : 200,
    )
  }
  const close = () => {
    clearTimeout(timer.current)
    setState('closed')
    button.current?.focus()
  }

  // Keep the panel inside the window; the arrow stays over the button.
  useLayoutEffect(() => {
    const el = panel.current
    if (!open || !el) return
    el.style.marginLeft = '0'
    const box = el.getBoundingClientRect()
    const shift =
      box.left < EDGE
        ? EDGE - box.left
        : box.right > window.innerWidth - EDGE
          ? window.innerWidth - EDGE - box.right
          : 0
    el.style.marginLeft = `${shift}px`
    if (arrow.current) arrow.current.style.marginLeft = `${-7 - shift}px`
  }, [open])

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setState('closed')
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setState('closed')
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => onHover(true, e)}
      onPointerLeave={(e) => onHover(false, e)}
      // Focus leaving the button and its panel closes it, as an outside click does.
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) setState('closed')
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        data-testid={testId}
        onClick={() => {
          clearTimeout(timer.current)
          setState('pinned')
        }}
        className={`inline-flex items-center justify-center transition-colors ${shapes[shape]}`}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panel}
          id={id}
          role="group"
          aria-label={label}
          className={`absolute left-1/2 z-[60] w-max max-w-[calc(100vw-24px)] -translate-x-1/2 rounded-card border border-line bg-white p-4 pr-10 text-ink shadow-card ${side === 'top' ? 'bottom-full mb-2.5' : 'top-full mt-2.5'}`}
        >
          <button
            type="button"
            aria-label={closeLabel}
            data-testid="footer-popover-close"
            onClick={close}
            className="absolute top-1.5 right-1.5 inline-flex size-7 items-center justify-center rounded-control text-ink-muted hover:bg-accent-soft hover:text-ink"
          >
            {closeIcon}
          </button>
          {children}
          <span
            ref={arrow}
            aria-hidden
            className={`absolute left-1/2 -ml-[7px] size-0 border-x-[7px] border-x-transparent ${side === 'top' ? 'top-full border-t-[7px] border-t-white' : 'bottom-full border-b-[7px] border-b-white'}`}
          />
        </div>
      ) : null}
    </div>
  )
}
