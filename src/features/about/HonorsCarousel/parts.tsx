'use client'
import { clickActs, type EarlyName } from '@/components/runtime/early-input'

export type Honor = {
  /** The original upload: what the viewer opens. */
  imageUrl: string
  title: string
  width?: number
  height?: number
  /** Payload's resized variants (raster uploads only), so a slide fetches the size it shows. */
  srcSet?: string
}

/** Autoplay interval, spec section 9. */
export const HONORS_AUTOPLAY_MS = 3000

/** From this many honors the carousel loops (the last one shows left of the first). */
export const LOOP_FROM = 5

/** A slide's width: several certificate-sized slides on wide screens, one and a peek on phones. */
export const slideClass = '!h-auto !w-[68%] max-w-[340px] sm:!w-[300px] xl:!w-[340px]'
/** The image's width in a slide, for the browser's pick from `srcSet` (slideClass, less the frame). */
export const slideSizes = '(min-width: 1280px) 316px, (min-width: 640px) 276px, min(56vw, 316px)'
/**
 * The carousel's box: exactly three slides and their gaps from `lg` up (3 × 300 + 2 × 24, then
 * 3 × 340 + 2 × 24), so the side slides show whole instead of cut off at the box's edge.
 */
export const frameClass = 'relative mx-auto w-full max-w-[948px] xl:max-w-[1068px]'
/** Narrower, the neighbours only peek in: they fade out at the edge rather than end in a cut. */
export const trackClass =
  '!py-6 max-lg:[mask-image:linear-gradient(90deg,transparent,#000_7%,#000_93%,transparent)]'

/**
 * One honor: the image (a button that opens it) and its title. `priority` is for the first slide
 * of a carousel at the top of its page (the honor page), where it is in view at once and often the
 * largest image: fetched early, not lazily. Further down a page (the home page) every slide is
 * lazy, so none competes with the page's own first image.
 */
export function HonorFigure({
  item,
  label,
  onSelect,
  priority = false,
  early,
}: {
  item: Honor
  label: string
  onSelect: () => void
  priority?: boolean
  /** On the server-rendered slides: a click before the page is live opens it once it is. */
  early?: EarlyName
}) {
  return (
    <figure className="flex flex-col items-center">
      <button
        type="button"
        data-early={early}
        onClick={(e) => (!early || clickActs(e, early)) && onSelect()}
        aria-label={label}
        className="block w-full overflow-hidden rounded-card border border-line bg-white p-3 shadow-card transition hover:border-accent"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- CMS images of unknown size in a 3D carousel */}
        <img
          src={item.imageUrl}
          srcSet={item.srcSet}
          sizes={item.srcSet ? slideSizes : undefined}
          alt={item.title}
          width={item.width ?? 480}
          height={item.height ?? 340}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-[4/3] w-full object-contain"
        />
      </button>
      <figcaption className="mt-4 line-clamp-2 text-center text-[15px] font-medium text-ink">
        {item.title}
      </figcaption>
    </figure>
  )
}

/** The previous/next buttons; Swiper finds them by class once it runs. */
export function ArrowButton({
  side,
  label,
  onClick,
}: {
  side: 'prev' | 'next'
  label: string
  /** Before Swiper runs: ask for it, and for this move. */
  onClick?: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`honors-${side} absolute top-1/2 ${side === 'prev' ? 'left-0 xl:-left-12' : 'right-0 xl:-right-12'} z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-ink shadow-card hover:text-accent-strong md:inline-flex`}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
      >
        <path d={side === 'prev' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
      </svg>
    </button>
  )
}
