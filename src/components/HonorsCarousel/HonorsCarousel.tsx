'use client'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { A11y, Autoplay, EffectCoverflow, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import 'swiper/css/effect-coverflow'

export type Honor = { imageUrl: string; title: string; width?: number; height?: number }

/** Autoplay interval, spec section 9. */
export const HONORS_AUTOPLAY_MS = 3000

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(mq.matches)
    update()
    mq.addEventListener('change', update)
    return () => mq.removeEventListener('change', update)
  }, [])
  return reduced
}

/**
 * The honors carousel (spec section 2): a coverflow loop of honor images with titles, autoplaying
 * every 3000 ms, pausing on hover and keyboard focus, still under prefers-reduced-motion.
 * Clicking an image hands its URL to `onSelect` (the honor page opens it in the ImageViewer).
 */
export function HonorsCarousel({
  items,
  onSelect,
}: {
  items: Honor[]
  onSelect?: (imageUrl: string, index: number) => void
}) {
  const t = useTranslations('common')
  const reduced = useReducedMotion()
  const swiper = useRef<SwiperInstance | null>(null)
  const loop = items.length >= 5

  useEffect(() => {
    const s = swiper.current
    if (!s?.autoplay) return
    if (reduced) s.autoplay.stop()
    else s.autoplay.start()
  }, [reduced])

  if (items.length === 0) return null

  return (
    <div
      className="relative"
      data-testid="honors-carousel"
      onFocusCapture={() => swiper.current?.autoplay?.pause()}
      onBlurCapture={() => !reduced && swiper.current?.autoplay?.resume()}
    >
      <Swiper
        modules={[EffectCoverflow, Autoplay, Keyboard, Navigation, A11y]}
        onSwiper={(s) => {
          swiper.current = s
        }}
        effect="coverflow"
        centeredSlides
        loop={loop}
        grabCursor
        // Slide widths come from CSS (below), the same before and after hydration: several
        // certificate-sized slides on wide screens, one and a peek on phones, and no shift.
        slidesPerView="auto"
        spaceBetween={24}
        coverflowEffect={{
          rotate: 0,
          stretch: 0,
          depth: 160,
          modifier: 1.2,
          slideShadows: false,
          scale: 0.9,
        }}
        autoplay={
          reduced
            ? false
            : { delay: HONORS_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }
        }
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={{ prevEl: '.honors-prev', nextEl: '.honors-next' }}
        a11y={{ prevSlideMessage: t('prevSlide'), nextSlideMessage: t('nextSlide') }}
        className="!py-6"
      >
        {items.map((item, i) => (
          <SwiperSlide
            key={`${item.imageUrl}-${i}`}
            className="!h-auto !w-[68%] max-w-[340px] sm:!w-[300px] lg:!w-[340px]"
          >
            <figure className="flex flex-col items-center">
              <button
                type="button"
                onClick={() => onSelect?.(item.imageUrl, i)}
                aria-label={t('openImage', { title: item.title })}
                className="block w-full overflow-hidden rounded-card border border-line bg-white p-3 shadow-card transition hover:border-accent"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- CMS images of unknown size in a 3D carousel */}
                <img
                  src={item.imageUrl}
                  alt={item.title}
                  width={item.width ?? 480}
                  height={item.height ?? 340}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-contain"
                />
              </button>
              <figcaption className="mt-4 line-clamp-2 text-center text-[15px] font-medium text-ink">
                {item.title}
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        aria-label={t('prevSlide')}
        className="honors-prev absolute top-1/2 left-0 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-ink shadow-card hover:text-accent-strong md:inline-flex"
      >
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      <button
        type="button"
        aria-label={t('nextSlide')}
        className="honors-next absolute top-1/2 right-0 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-ink shadow-card hover:text-accent-strong md:inline-flex"
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </div>
  )
}
