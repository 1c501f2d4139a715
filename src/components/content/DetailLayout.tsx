import { SiteLink as Link } from '@/components/runtime/SiteLink'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { ArrowLeft, ArrowRight } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { cn } from '@/components/ui/cn'
import type { Image } from '@/features/content/visitor'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { CtaBand } from './CtaBand'
import { Img } from './Img'

type Neighbour = { href: string; title: string } | null

type Props = {
  /** The trail below the home page (Breadcrumbs adds it). */
  crumbs: Crumb[]
  title: string
  meta?: ReactNode
  lead?: string | null
  children: ReactNode
  aside?: ReactNode
  prev?: Neighbour
  next?: Neighbour
  backHref: string
}

/**
 * A detail page (news, article, case, document, video): title, meta, body, aside, previous/next,
 * then the contact band.
 */
export async function DetailLayout({
  crumbs,
  title,
  meta,
  lead,
  children,
  aside,
  prev,
  next,
  backHref,
}: Props) {
  const tc = await getTranslations('pages.common')
  // The article holds its title (so it is named by its heading) and its related items; the
  // contact band after it is the site's, not the article's.
  return (
    <main>
      <article>
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
            <Breadcrumbs trail={crumbs} />
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
          <div className="min-w-0">
            {children}
            {prev || next ? (
              <nav
                className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
                aria-label={`${tc('prev')} / ${tc('next')}`}
              >
                {prev ? <NeighbourLink rel="prev" to={prev} label={tc('prev')} /> : <span />}
                {next ? <NeighbourLink rel="next" to={next} label={tc('next')} /> : null}
              </nav>
            ) : null}
            <p className="mt-8">
              <Link
                href={backHref}
                className="inline-flex items-center gap-1 font-medium text-accent-strong hover:underline"
              >
                <Icon icon={ArrowLeft} className="size-4" /> {tc('back')}
              </Link>
            </p>
          </div>
          {/* Named, an aside inside an article stays a complementary landmark. On a desktop screen
              tall enough to hold it whole, it stays in view beside a long body (below the 64 px
              header) and lets go where the body ends, so it never covers the contact band or the
              footer: the old site's "scroll-fix", in CSS. */}
          {aside ? (
            <aside
              className="min-w-0 space-y-8 lg:top-22 lg:self-start lg:[@media(min-height:760px)]:sticky"
              aria-label={tc('aside')}
            >
              {aside}
            </aside>
          ) : null}
        </div>
      </article>
      <CtaBand />
    </main>
  )
}

/** The link to the previous (left) or next (right) document, with its title. */
function NeighbourLink({
  rel,
  to,
  label,
}: {
  rel: 'prev' | 'next'
  to: NonNullable<Neighbour>
  label: string
}) {
  const next = rel === 'next'
  return (
    <Link
      href={to.href}
      className={cn('group rounded-card border border-line p-4 hover:border-accent', next && 'text-right')}
      rel={rel}
    >
      <span className={cn('flex items-center gap-1 text-sm text-ink-subtle', next && 'justify-end')}>
        {next ? (
          <>
            {label} <Icon icon={ArrowRight} className="size-4" />
          </>
        ) : (
          <>
            <Icon icon={ArrowLeft} className="size-4" /> {label}
          </>
        )}
      </span>
      <span className="mt-1 line-clamp-2 font-medium group-hover:text-accent-strong">{to.title}</span>
    </Link>
  )
}

/** The cover image at the top of a detail page's body. */
export function DetailCover({ image }: { image: Image | null }) {
  if (!image) return null
  return (
    <Img
      image={image}
      priority
      sizes="(min-width: 1200px) 800px, 100vw"
      className="mb-8 w-full rounded-card"
    />
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
