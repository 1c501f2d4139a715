'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { A11y, Autoplay, EffectCoverflow, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import {
  ArrowButton,
  frameClass,
  HonorFigure,
  HONORS_AUTOPLAY_MS,
  LOOP_FROM,
  slideClass,
  trackClass,
  type Honor,
} from './parts'

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
 * The honors carousel's engine (Swiper), loaded on first use (HonorsCarousel): a coverflow loop of honor images with titles, autoplaying
 * every 3000 ms, pausing on hover and keyboard focus, still under prefers-reduced-motion.
 * Clicking an image hands its URL to `onSelect` (the honor page opens it in the ImageViewer).
 */
export default function SwiperCarousel({
  items,
  onSelect,
  priority,
  initialMove,
}: {
  items: Honor[]
  onSelect?: (imageUrl: string, index: number) => void
  priority?: boolean
  /** An arrow pressed while this code was loading. */
  initialMove?: 'prev' | 'next'
}) {
  const t = useTranslations('common')
  const reduced = useReducedMotion()
  const swiper = useRef<SwiperInstance | null>(null)
  const loop = items.length >= LOOP_FROM

  useEffect(() => {
    const s = swiper.current
    if (!s?.autoplay) return
    if (reduced) s.autoplay.stop()
    else s.autoplay.start()
  }, [reduced])

  if (items.length === 0) return null

  return (
    <div
      className={frameClass}
      data-testid="honors-carousel"
      onFocusCapture={() => swiper.current?.autoplay?.pause()}
      onBlurCapture={() => !reduced && swiper.current?.autoplay?.resume()}
    >
      <Swiper
        modules={[EffectCoverflow, Autoplay, Keyboard, Navigation, A11y]}
        onSwiper={(s) => {
          swiper.current = s
          if (initialMove === 'next') s.slideNext()
          else if (initialMove === 'prev') s.slidePrev()
        }}
        effect="coverflow"
        centeredSlides
        loop={loop}
        grabCursor
        // Slide widths come from CSS (below), the same before and after hydration: several
        // certificate-sized slides on wide screens, one and a peek on phones, and no shift.
        slidesPerView="auto"
        spaceBetween={24}
        // The neighbours a tenth smaller, no depth: the slides stand where the server drew them
        // (scale-90 there), so the first hover moves nothing, and on wide screens the three in the
        // box show whole (depth pulled the next ones in, cut off at the edges).
        coverflowEffect={{
          rotate: 0,
          stretch: 0,
          depth: 0,
          modifier: 1,
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
        className={trackClass}
      >
        {items.map((item, i) => (
          <SwiperSlide key={`${item.imageUrl}-${i}`} className={slideClass}>
            <HonorFigure
              item={item}
              label={t('openImage', { title: item.title })}
              onSelect={() => onSelect?.(item.imageUrl, i)}
              priority={priority && i === 0}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <ArrowButton side="prev" label={t('prevSlide')} />
      <ArrowButton side="next" label={t('nextSlide')} />
    </div>
  )
}
