import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { Children, type ReactNode } from 'react'
import { cn } from '@/components/ui/cn'
import type { Image } from '@/features/content/visitor'
import { Img } from './Img'
import { Section, SectionHeading } from './Section'

/**
 * A responsive grid of cards: one column on phones, two on tablets, `cols` on desktop. With three
 * columns, the first cards widen so that no row is left with one or two cards (globals.css).
 * `swipe`: on phones a row that scrolls sideways instead of a column (globals.css, .card-swipe).
 */
export function CardGrid({
  children,
  cols = 3,
  swipe,
  className,
}: {
  children: ReactNode
  cols?: 2 | 3 | 4
  swipe?: boolean
  className?: string
}) {
  const count = Children.toArray(children).length
  return (
    <ul
      // How the first cards widen, decided in globals.css (.card-grid-3); full rows need nothing.
      data-rest={cols === 3 && count % 3 !== 0 ? count % 3 : undefined}
      data-odd={cols === 3 && count % 2 === 1 ? '' : undefined}
      className={cn(
        'grid gap-6',
        // Every row full, whatever the count (globals.css, which sets the columns too).
        cols === 3 ? 'card-grid-3' : 'sm:grid-cols-2',
        cols === 4 && 'lg:grid-cols-4',
        swipe && 'card-swipe',
        className,
      )}
    >
      {children}
    </ul>
  )
}

/**
 * A band of cards under its heading (`id` is the heading's, `anchor` the band's), with an optional
 * "view all" link beside the heading and `after` under the grid; nothing when there are no cards.
 * A band with a "view all" link previews a longer list, so on phones it swipes (CardGrid's `swipe`)
 * rather than stacking its cards down the page.
 */
export function CardSection({
  id,
  title,
  lead,
  tone,
  anchor,
  viewAll,
  after,
  children,
}: {
  id: string
  title: string
  lead?: string | null
  tone?: 'plain' | 'soft'
  anchor?: string
  viewAll?: { href: string; label: string }
  after?: ReactNode
  children: ReactNode
}) {
  if (Children.toArray(children).length === 0) return null
  const action = viewAll ? (
    <Link href={viewAll.href} className="font-medium text-accent-strong hover:underline">
      {viewAll.label}
    </Link>
  ) : undefined
  return (
    <Section tone={tone} labelledBy={id} id={anchor}>
      <SectionHeading id={id} title={title} lead={lead} action={action} />
      <CardGrid swipe={Boolean(viewAll)}>{children}</CardGrid>
      {after}
    </Section>
  )
}

type CardProps = {
  href?: string
  title: string
  text?: string | null
  image?: Image | null
  meta?: ReactNode
  badge?: string | null
  cta?: string
  footer?: ReactNode
  headingLevel?: 'h2' | 'h3'
  /** The cover is likely the page's largest paint (first card of a listing): load it first, not lazily. */
  priority?: boolean
  /** A video: the cover shows a play badge (drawn by CSS, over whatever cover an editor uploads). */
  play?: boolean
}

/**
 * A card of a grid: optional cover, badge, title, two lines of text, a link. Styled by the `card*`
 * component classes in globals.css: a grid repeats every class list once per card in the HTML and
 * again in the flight data, and as utility lists they came to about 24 KB of the home page's 178 KB.
 */
export function Card({
  href,
  title,
  text,
  image,
  meta,
  badge,
  cta,
  footer,
  headingLevel = 'h3',
  priority,
  play,
}: CardProps) {
  const Heading = headingLevel
  return (
    <li className="group card">
      {image ? (
        <div className="card-cover" data-play={play ? '' : undefined}>
          <Img
            image={image}
            alt=""
            priority={priority}
            // The first card of a listing may take a whole row or half of one on desktop.
            sizes={`(min-width: 1024px) ${priority ? 600 : 380}px, (min-width: 640px) 50vw, 100vw`}
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
          />
        </div>
      ) : null}
      <div className="card-body">
        {badge || meta ? (
          <div className="card-meta">
            {badge ? <span className="card-badge">{badge}</span> : null}
            {meta}
          </div>
        ) : null}
        <Heading className="card-title">
          {href ? (
            <Link href={href} className="card-link">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {text ? <p className="card-text">{text}</p> : null}
        {footer ? <div className="card-footer">{footer}</div> : null}
        {href && cta ? (
          <span aria-hidden className="card-cta">
            {cta}
            <span className="card-arrow" />
          </span>
        ) : null}
      </div>
    </li>
  )
}
