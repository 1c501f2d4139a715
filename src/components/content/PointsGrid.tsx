import { cn } from '@/components/ui/cn'
import { Section, SectionHeading } from './Section'

export type PointItem = { id?: string | null; title: string; text?: string | null }

/** Titled points (values, features, scenarios, benefits…) as a numbered grid or ordered steps. */
export function PointsGrid({
  items,
  variant = 'grid',
  cols = 3,
}: {
  items: PointItem[]
  variant?: 'grid' | 'steps'
  cols?: 2 | 3 | 4
}) {
  if (variant === 'steps') {
    return (
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(200px,1fr))]">
        {items.map((p, i) => (
          <li key={p.id ?? i} className="relative rounded-card border border-line bg-white p-6">
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-full bg-accent-strong text-sm font-bold text-white tabular-nums"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{p.title}</h3>
            {p.text ? <p className="mt-2 text-[15px] text-ink-muted">{p.text}</p> : null}
          </li>
        ))}
      </ol>
    )
  }
  // Four points in three columns leave one alone on a second row: show them in one row of four.
  const desktop = cols === 3 && items.length === 4 ? 4 : cols
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        desktop === 3 && 'lg:grid-cols-3',
        desktop === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map((p, i) => (
        <li key={p.id ?? i} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span aria-hidden className="block h-1 w-10 rounded-full bg-accent" />
          <h3 className="mt-4 text-lg font-bold">{p.title}</h3>
          {p.text ? <p className="mt-2 text-[15px] text-ink-muted">{p.text}</p> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * Titled points under their heading (`id` is the heading's, `anchor` the band's); nothing when
 * there are none.
 */
export function PointsSection({
  id,
  title,
  items,
  tone,
  anchor,
  variant,
  cols,
}: {
  id: string
  title: string
  items: PointItem[] | null | undefined
  tone?: 'plain' | 'soft'
  anchor?: string
  variant?: 'grid' | 'steps'
  cols?: 2 | 3 | 4
}) {
  if (!items || items.length === 0) return null
  return (
    <Section tone={tone} labelledBy={id} id={anchor}>
      <SectionHeading id={id} title={title} />
      <PointsGrid items={items} variant={variant} cols={cols} />
    </Section>
  )
}

/** A band of figures under the hero, titled for screen readers; nothing without figures. */
export function FiguresBand({
  title,
  items,
  white,
}: {
  title: string
  items: FigureItem[] | null | undefined
  white?: boolean
}) {
  if (!items || items.length === 0) return null
  return (
    <div className={cn('border-b border-line', white && 'bg-white', 'py-10')}>
      <div className="container-site">
        <h2 className="sr-only">{title}</h2>
        <Figures items={items} />
      </div>
    </div>
  )
}

type FigureItem = { id?: string | null; value: string; label: string }

/** The figures band: 3-4 real numbers with their labels. */
export function Figures({ items, tone = 'light' }: { items: FigureItem[]; tone?: 'light' | 'dark' }) {
  if (items.length === 0) return null
  return (
    <dl className={cn('grid grid-cols-2 gap-6', items.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-4')}>
      {items.map((f, i) => (
        // The value shows above its label, which comes first in the HTML (a dl's order). Its row
        // keeps one line of the value's size (1lh of the group's font, which the value takes) even
        // before the value is parsed: a page painted between the two moved the label down 43 px.
        <div
          key={f.id ?? i}
          className="grid grid-rows-[minmax(1lh,auto)_auto] border-l-2 border-accent pl-4 text-2xl md:text-[32px]"
        >
          <dt
            className={cn('row-start-2 mt-1 text-sm', tone === 'dark' ? 'text-slate-300' : 'text-ink-muted')}
          >
            {f.label}
          </dt>
          <dd
            className={cn(
              'row-start-1 font-bold tabular-nums',
              tone === 'dark' ? 'text-white' : 'text-accent-strong',
            )}
          >
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
