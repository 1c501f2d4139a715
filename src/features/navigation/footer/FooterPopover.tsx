'use client'
import { useId, useRef, type ReactNode } from 'react'
import { anchorStyle, useLater, usePopoverOpen } from '@/components/ui/popover'

/** The button's looks: a round icon button, or a pill with an icon and a label. */
const shapes = {
  round:
    'size-10 rounded-full bg-white/8 text-slate-200 ring-1 ring-white/15 hover:bg-accent hover:text-white data-[state=open]:bg-accent data-[state=open]:text-white',
  pill: 'h-8 gap-1.5 rounded-control bg-white/8 px-3 text-[13px] text-slate-200 ring-1 ring-white/15 hover:bg-accent hover:text-white data-[state=open]:bg-accent data-[state=open]:text-white',
} as const

/**
 * A footer popover (phone, e-mail, QR codes, related links), a platform popover at its button
 * (components/ui/popover.ts): mouse hover shows it for as long as the pointer stays; a click (or
 * Enter, Space) opens it, or keeps it open when hover already did, and it then stays until Escape,
 * a click outside or its close control. A visitor who hovers and then clicks, the natural move,
 * must not lose the number (issue 20). Content is rendered by the server.
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
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const arrow = useRef<HTMLSpanElement>(null)
  const open = usePopoverOpen(id)
  const later = useLater()
  // Pinned by a click: only Escape, an outside click or the close control close it then.
  const pinned = useRef(false)
  const hover = (show: boolean, e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse' || pinned.current) return
    later(() => panel.current?.togglePopover(show), show ? 80 : 200)
  }

  return (
    <div
      style={anchorStyle(id)}
      onPointerEnter={(e) => hover(true, e)}
      onPointerLeave={(e) => hover(false, e)}
    >
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-label={label}
        data-state={open ? 'open' : 'closed'}
        data-testid={testId}
        onClick={(e) => {
          later()
          // Open already (by hover or a click): the click pins it instead of closing it.
          if (open) e.preventDefault()
          pinned.current = true
        }}
        className={`popover-anchor inline-flex items-center justify-center transition-colors ${shapes[shape]}`}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        role="group"
        aria-label={label}
        onToggle={(e) => {
          if (e.newState === 'closed') pinned.current = false
          // The arrow points at the button, also where the panel was shifted to stay in the window.
          const b = button.current?.getBoundingClientRect()
          const p = panel.current?.getBoundingClientRect()
          if (b && p && arrow.current) arrow.current.style.left = `${b.left + b.width / 2 - p.left}px`
        }}
        className={`popover-panel w-max max-w-[calc(100vw-24px)] rounded-card [margin-inline:12px] border border-line bg-white p-4 pr-10 text-ink shadow-card ${side === 'top' ? '[position-area:top] [margin-bottom:10px]' : '[position-area:bottom] [margin-top:10px]'}`}
      >
        <button
          type="button"
          aria-label={closeLabel}
          data-testid="footer-popover-close"
          onClick={() => {
            panel.current?.hidePopover()
            button.current?.focus()
          }}
          className="absolute top-1.5 right-1.5 inline-flex size-7 items-center justify-center rounded-control text-ink-muted hover:bg-accent-soft hover:text-ink"
        >
          {closeIcon}
        </button>
        {children}
        <span
          ref={arrow}
          aria-hidden
          className={`popover-arrow absolute left-1/2 -ml-[7px] size-0 border-x-[7px] border-x-transparent ${side === 'top' ? 'top-full border-t-[7px] border-t-white' : 'bottom-full border-b-[7px] border-b-white'}`}
        />
      </div>
    </div>
  )
}
