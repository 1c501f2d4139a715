import { SiteLink as Link } from '@/components/runtime/SiteLink'
import type { ReactNode } from 'react'
import { ArrowLeft, ArrowRight } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'

type Neighbour = { href: string; title: string } | null

type Props = {
  crumbs: Crumb[]
  crumbsLabel: string
  title: string
  meta?: ReactNode
  lead?: string | null
  children: ReactNode
  aside?: ReactNode
  prev?: Neighbour
  next?: Neighbour
  labels: { prev: string; next: string; back: string }
  backHref: string
  /** Rendered after the article inside <main> (the contact band). */
  after?: ReactNode
}

/** A detail page (news, article, case, document, video): title, meta, body, aside, previous/next. */
export function DetailLayout({
  crumbs,
  crumbsLabel,
  title,
  meta,
  lead,
  children,
  aside,
  prev,
  next,
  labels,
  backHref,
  after,
}: Props) {
  return (
    <main>
      {/* data-hero in the HTML: the header overlays it from the first paint (no shift on hydration). */}
      <header
        data-hero
        className="relative isolate overflow-hidden bg-gradient-to-br from-night to-night-2 pt-28 pb-10 text-white md:pt-32 md:pb-14"
      >
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(30_144_255/0.22),transparent_60%)]"
        />
        <div className="container-site">
          <Breadcrumbs items={crumbs} label={crumbsLabel} />
          <h1 className="mt-5 max-w-4xl text-[28px] leading-tight font-bold text-balance break-words md:text-[40px]">
            {title}
          </h1>
          {meta ? (
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-300">
              {meta}
            </div>
          ) : null}
          {lead ? <p className="mt-5 max-w-3xl text-lg text-slate-200">{lead}</p> : null}
        </div>
      </header>
      <div className="container-site grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="min-w-0">
          {children}
          {prev || next ? (
            <nav
              className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
              aria-label={`${labels.prev} / ${labels.next}`}
            >
              {prev ? (
                <Link
                  href={prev.href}
                  className="group rounded-card border border-line p-4 hover:border-accent"
                  rel="prev"
                >
                  <span className="flex items-center gap-1 text-sm text-ink-subtle">
                    <Icon icon={ArrowLeft} className="size-4" /> {labels.prev}
                  </span>
                  <span className="mt-1 line-clamp-2 font-medium group-hover:text-accent-strong">
                    {prev.title}
                  </span>
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link
                  href={next.href}
                  className="group rounded-card border border-line p-4 text-right hover:border-accent"
                  rel="next"
                >
                  <span className="flex items-center justify-end gap-1 text-sm text-ink-subtle">
                    {labels.next} <Icon icon={ArrowRight} className="size-4" />
                  </span>
                  <span className="mt-1 line-clamp-2 font-medium group-hover:text-accent-strong">
                    {next.title}
                  </span>
                </Link>
              ) : null}
            </nav>
          ) : null}
          <p className="mt-8">
            <Link
              href={backHref}
              className="inline-flex items-center gap-1 font-medium text-accent-strong hover:underline"
            >
              <Icon icon={ArrowLeft} className="size-4" /> {labels.back}
            </Link>
          </p>
        </article>
        {aside ? <aside className="min-w-0 space-y-8">{aside}</aside> : null}
      </div>
      {after}
    </main>
  )
}

/** A titled list of links in a detail page's aside. */
export function AsideList({
  title,
  items,
}: {
  title: string
  items: { href: string; title: string; meta?: string }[]
}) {
  if (items.length === 0) return null
  return (
    <section className="rounded-card border border-line p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      <ul className="mt-4 space-y-4">
        {items.map((i) => (
          <li key={i.href}>
            <Link href={i.href} className="line-clamp-2 font-medium hover:text-accent-strong">
              {i.title}
            </Link>
            {i.meta ? <p className="mt-1 text-sm text-ink-subtle">{i.meta}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
