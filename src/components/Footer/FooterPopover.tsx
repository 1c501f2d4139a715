'use client'
import { Popover } from 'radix-ui'
import { useRef, useState, type ReactNode } from 'react'
import { cn } from '@/components/ui/cn'

/**
 * A footer popover (phone, e-mail, QR codes, related links): opens on click, Enter or Space, and
 * on mouse hover; Escape or an outside click closes it. Content is rendered by the server.
 */
export function FooterPopover({
  label,
  trigger,
  children,
  testId,
  triggerClassName,
  side = 'top',
}: {
  label: string
  trigger: ReactNode
  children: ReactNode
  testId?: string
  triggerClassName?: string
  side?: 'top' | 'bottom'
}) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const hover = (next: boolean) => (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(next), next ? 80 : 200)
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        data-testid={testId}
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full bg-white/8 text-slate-200 ring-1 ring-white/15 transition-colors hover:bg-accent hover:text-white data-[state=open]:bg-accent data-[state=open]:text-white',
          triggerClassName,
        )}
      >
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side={side}
          sideOffset={10}
          collisionPadding={12}
          onPointerEnter={hover(true)}
          onPointerLeave={hover(false)}
          className="z-[60] max-w-[calc(100vw-24px)] rounded-card border border-line bg-white p-4 text-ink shadow-card"
        >
          {children}
          <Popover.Arrow className="fill-white" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
