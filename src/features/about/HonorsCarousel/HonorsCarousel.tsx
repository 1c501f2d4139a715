'use client'
import { useEffect, useState, type ComponentType } from 'react'
import { useTranslations } from 'next-intl'
import 'swiper/css'
import 'swiper/css/effect-coverflow'
import { ArrowButton, frameClass, HonorFigure, LOOP_FROM, slideClass, trackClass, type Honor } from './parts'

export type { Honor } from './parts'

type Props = {
  items: Honor[]
  onSelect?: (imageUrl: string, index: number) => void
  /** The carousel opens its page: its first image is fetched at once (HonorFigure). */
  priority?: boolean
}
type Move = 'prev' | 'next'
type EngineProps = Props & { initialMove?: Move }

/** The wrapper's offset that centres the first slide, with the looped last slide before it or not. */
const centreFirst = {
  loop: 'translate-x-[calc(50%-min(34%,170px)-min(68%,340px)-24px)] sm:translate-x-[calc(50%-474px)] xl:translate-x-[calc(50%-534px)]',
  plain:
    'translate-x-[calc(50%-min(34%,170px))] sm:translate-x-[calc(50%-150px)] xl:translate-x-[calc(50%-170px)]',
}

/**
 * The carousel as plain markup, the way Swiper lays it out with the first honor centred (and, when
 * it loops, the last one on its left): what the server renders and the visitor sees until the
 * engine has loaded (same size, so nothing shifts).
 */
function StaticCarousel({
  items,
  onSelect,
  priority,
  onFirstUse,
  onPress,
}: Props & { onFirstUse: (move?: Move) => void; onPress: (down: boolean) => void }) {
  const t = useTranslations('common')
  const loop = items.length >= LOOP_FROM
  const order = items.map((item, i) => ({ item, i }))
  if (loop) order.unshift(order.pop()!)
  return (
    <div
      className={frameClass}
      data-testid="honors-carousel"
      onPointerEnter={() => onFirstUse()}
      onTouchStart={() => onFirstUse()}
      onFocus={() => onFirstUse()}
      // While a press is under way the slides must stay put: swapping them for the engine between
      // the press and the release would lose the click (the viewer would not open).
      onPointerDownCapture={() => onPress(true)}
      // Released after the click that follows has been dispatched to these same slides.
      onPointerUpCapture={() => setTimeout(() => onPress(false), 0)}
      onPointerCancelCapture={() => onPress(false)}
    >
      <div className={`swiper ${trackClass}`}>
        <div className={`swiper-wrapper ${loop ? centreFirst.loop : centreFirst.plain}`}>
          {order.map(({ item, i }) => (
            <div
              key={`${item.imageUrl}-${i}`}
              className={`swiper-slide mr-6 ${slideClass} ${i === 0 ? 'swiper-slide-active' : 'scale-90'}`}
            >
              <HonorFigure
                item={item}
                label={t('openImage', { title: item.title })}
                onSelect={() => onSelect?.(item.imageUrl, i)}
                priority={priority && i === 0}
                early={`honors:${i}`}
              />
            </div>
          ))}
        </div>
      </div>
      <ArrowButton side="prev" label={t('prevSlide')} onClick={() => onFirstUse('prev')} />
      <ArrowButton side="next" label={t('nextSlide')} onClick={() => onFirstUse('next')} />
    </div>
  )
}

/**
 * The honors carousel (spec section 2): a coverflow loop of honor images with titles, autoplaying
 * every 3000 ms, pausing on hover and keyboard focus, still under prefers-reduced-motion.
 * Clicking an image hands its URL to `onSelect` (the pages open it in the ImageViewer). The slides
 * are plain markup first, the first honor centred; Swiper (about 30 KB gzip) loads on first use:
 * the pointer entering the carousel, a touch, keyboard focus or an arrow. The autoplay starts
 * with it. An arrow pressed before it arrived is carried out once it runs.
 */
export function HonorsCarousel(props: Props) {
  const [wanted, setWanted] = useState<{ move?: Move } | null>(null)
  // The static slides stay until the engine's code has arrived (no empty frame in between, which
  // would move the page below).
  const [Engine, setEngine] = useState<ComponentType<EngineProps> | null>(null)
  const [pressed, setPressed] = useState(false)
  useEffect(() => {
    if (!wanted) return
    let live = true
    void import('./SwiperCarousel').then((m) => live && setEngine(() => m.default))
    return () => {
      live = false
    }
  }, [wanted])
  if (props.items.length === 0) return null
  if (Engine && !pressed) return <Engine {...props} initialMove={wanted?.move} />
  return (
    <StaticCarousel
      {...props}
      onPress={setPressed}
      onFirstUse={(move) => setWanted((w) => (w && !move ? w : { move: move ?? w?.move }))}
    />
  )
}
