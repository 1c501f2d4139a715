import { SiteLink as Link } from '@/components/runtime/SiteLink'
import type { ReactNode } from 'react'
import { cn } from '@/components/ui/cn'
import type { Image } from '@/features/content/visitor'
import { Img } from './Img'

/** A responsive grid of cards: one column on phones, two on tablets, `cols` on desktop. */
export function CardGrid({
  children,
  cols = 3,
  className,
}: {
  children: ReactNode
  cols?: 2 | 3 | 4
  className?: string
}) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        cols === 3 && 'lg:grid-cols-3',
        cols === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {children}
    </ul>
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
}

/** A card of a grid: optional cover, badge, title, two lines of text, a link. */
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
}: CardProps) {
  const Heading = headingLevel
  return (
    <li className="group relative flex min-w-0 flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow duration-200 hover:shadow-lg">
      {image ? (
        <div className="aspect-[16/9] overflow-hidden bg-accent-soft">
          <Img
            image={image}
            alt=""
            priority={priority}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {badge || meta ? (
          <div className="mb-3 flex flex-wrap items-center gap-2 text-sm text-ink-subtle">
            {badge ? (
              // Outlined on white: accent-strong text on accent-soft is 4.47:1, short of AA for small text.
              <span className="rounded-full border border-accent-strong/25 bg-white px-2.5 py-0.5 text-xs font-medium text-accent-strong">
                {badge}
              </span>
            ) : null}
            {meta}
          </div>
        ) : null}
        <Heading className="text-lg leading-snug font-bold break-words">
          {href ? (
            <Link
              href={href}
              className="after:absolute after:inset-0 hover:text-accent-strong focus-visible:outline-none"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {text ? <p className="mt-2 line-clamp-3 text-[15px] text-ink-muted">{text}</p> : null}
        {footer}
        {href && cta ? (
          <span
            aria-hidden
            className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-accent-strong"
          >
            {cta}
            {/* The arrow is drawn by CSS (globals.css): a grid repeats it in every card, and as an
                icon component each copy was an element pair in the HTML and a client component
                in the page's data that hydration had to run. */}
            <span className="icon-arrow-right size-4 transition-transform duration-200 group-hover:translate-x-0.5" />
          </span>
        ) : null}
      </div>
    </li>
  )
}
