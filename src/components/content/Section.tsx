import type { ReactNode } from 'react'
import { cn } from '@/components/ui/cn'

/** One band of the page with the site's section rhythm (96 px desktop, 56 px phone). */
export function Section({
  children,
  tone = 'plain',
  className,
  labelledBy,
  id,
}: {
  children: ReactNode
  tone?: 'plain' | 'soft'
  className?: string
  labelledBy?: string
  id?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(tone === 'soft' && 'bg-accent-soft/60', 'py-14 md:py-24', className)}
    >
      <div className="container-site">{children}</div>
    </section>
  )
}

export function SectionHeading({
  id,
  title,
  lead,
  align = 'left',
  action,
}: {
  id?: string
  title: string
  lead?: string | null
  align?: 'left' | 'center'
  action?: ReactNode
}) {
  return (
    <div
      className={cn(
        'mb-8 flex flex-wrap items-end justify-between gap-4 md:mb-12',
        align === 'center' && 'flex-col items-center text-center',
      )}
    >
      <div className={cn('min-w-0', align === 'center' && 'mx-auto')}>
        <h2 id={id} className="text-2xl leading-snug font-bold md:text-[32px]">
          {title}
        </h2>
        {lead ? (
          <p className={cn('mt-3 max-w-2xl text-ink-muted', align === 'center' && 'mx-auto')}>{lead}</p>
        ) : null}
      </div>
      {action}
    </div>
  )
}
