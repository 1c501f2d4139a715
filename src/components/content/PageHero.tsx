import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Image } from '@/features/content/visitor'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { Img } from './Img'

type Props = {
  title: string
  lead?: string | null
  eyebrow?: string | null
  /** The breadcrumb trail below the home page (Breadcrumbs adds it); none on a landing page. */
  crumbs?: Crumb[]
  /** A decorative background (photo or gradient art), darkened by a scrim so text keeps 4.5:1. */
  background?: Image | null
  /** A product visual on the right on wide screens (an architecture diagram, an illustration). */
  visual?: Image | null
  actions?: ReactNode
  children?: ReactNode
  /**
   * Whether it opens the page (the default): the header sits on it and its heading is the h1.
   * A landing page saved before heroes were held to the top may have one further down: a band.
   */
  opening?: boolean
}

const veils = {
  page: { photo: 'opacity-40', veil: 'from-night via-night/85 to-night/40' },
  // The home banner lets more of its photo through.
  home: { photo: 'opacity-50', veil: 'from-night via-night/80 to-night/30' },
}

/** The photo behind a dark hero, dimmed under a gradient so that the words on it read. */
export function HeroBackdrop({
  image,
  priority,
  veil,
}: {
  image: Image
  priority?: boolean
  veil: keyof typeof veils
}) {
  return (
    <div aria-hidden className="absolute inset-0 -z-10">
      <Img
        image={image}
        alt=""
        priority={priority}
        className={`size-full object-cover ${veils[veil].photo}`}
        sizes="100vw"
      />
      <div className={`absolute inset-0 bg-gradient-to-r ${veils[veil].veil}`} />
    </div>
  )
}

/** The dark hero every page opens with: the page's own heading, one line of value, actions. */
export function PageHero({
  title,
  lead,
  eyebrow,
  crumbs,
  background,
  visual,
  actions,
  children,
  opening = true,
}: Props) {
  const Heading = opening ? 'h1' : 'h2'
  return (
    <section
      data-hero={opening || undefined}
      className="relative isolate overflow-hidden bg-gradient-to-br from-night to-night-2 text-white"
    >
      {background ? (
        <HeroBackdrop image={background} priority={opening} veil="page" />
      ) : (
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(30_144_255/0.28),transparent_60%)]"
        />
      )}
      <div className={`container-site pb-14 md:pb-20 ${opening ? 'pt-28 md:pt-36' : 'pt-14 md:pt-20'}`}>
        {crumbs && crumbs.length > 0 ? <Breadcrumbs trail={crumbs} /> : null}
        <div className={visual ? 'mt-6 grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]' : 'mt-6'}>
          <div className="min-w-0">
            {/* An eyebrow that repeats the title says nothing (the zh community page: 技术社区 twice). */}
            {eyebrow && eyebrow !== title ? (
              <p
                data-testid="hero-eyebrow"
                className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase"
              >
                {eyebrow}
              </p>
            ) : null}
            <Heading className="max-w-3xl text-[28px] leading-tight font-bold text-balance break-words md:text-[40px]">
              {title}
            </Heading>
            {lead ? <p className="mt-5 max-w-2xl text-base text-slate-200 md:text-lg">{lead}</p> : null}
            {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
            {children}
          </div>
          {visual ? (
            <div className="hidden rounded-card bg-white/95 p-4 shadow-card lg:block">
              <Img image={visual} priority sizes="560px" className="w-full" />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}

/** The sections a page can sit in: their breadcrumb's message and address. */
const parents = {
  about: { messages: 'pages.common', key: 'about', href: '/about/company' },
  technology: { messages: 'pages.common', key: 'technology', href: '/technology/modb' },
  resources: { messages: 'pages.common', key: 'resources', href: undefined },
  customer: { messages: 'pages.customer', key: 'title', href: '/customer' },
} as const

/**
 * The hero of a fixed page (an about page, a listing): title and lead are the `title` and `lead`
 * of its messages, its trail the section it sits in, if any, and its title.
 */
export async function MessagesHero({
  messages,
  parent,
  ...rest
}: { messages: string; parent?: keyof typeof parents } & Omit<Props, 'title' | 'lead' | 'crumbs'>) {
  const section = parent ? parents[parent] : null
  const [t, tp] = await Promise.all([
    getTranslations(messages),
    section ? getTranslations(section.messages) : null,
  ])
  const title = t('title')
  return (
    <PageHero
      title={title}
      lead={t('lead')}
      crumbs={[...(section && tp ? [{ label: tp(section.key), href: section.href }] : []), { label: title }]}
      {...rest}
    />
  )
}
