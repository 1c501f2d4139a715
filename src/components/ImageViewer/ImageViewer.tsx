'use client'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import Lightbox, { type Labels, type Slide, type ZoomRef } from 'yet-another-react-lightbox'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'

import { viewerSources, type ViewerImage } from './sources'

export type { ViewerImage }

/** Width of a zoomed image, spec section 9. */
export const ZOOMED_WIDTH = 1400

/**
 * The full-screen image viewer (spec section 2): Escape closes, the arrow keys move, a click
 * toggles zoom to a 1400 px wide image. On phones the toolbar's zoom buttons, the previous/next
 * buttons, pinch and touch drag do the same. Built on yet-another-react-lightbox + zoom plugin.
 */
export function ImageViewer({
  images,
  index,
  open,
  onClose,
  onIndexChange,
}: {
  images: ViewerImage[]
  index: number
  open: boolean
  onClose: () => void
  onIndexChange?: (index: number) => void
}) {
  const t = useTranslations('viewer')
  const zoom = useRef<ZoomRef>(null)
  const slides: Slide[] = images.map((img) => ({
    src: img.src,
    alt: img.alt,
    width: img.width,
    height: img.height,
    srcSet: viewerSources(img),
  }))
  const labels = {
    Close: t('close'),
    Previous: t('prev'),
    Next: t('next'),
    'Zoom in': t('zoomIn'),
    'Zoom out': t('zoomOut'),
    Lightbox: t('label'),
  } as Labels

  const toggleZoom = () => {
    const z = zoom.current
    if (!z || z.disabled) return
    if (z.zoom > 1.01) {
      z.changeZoom(1)
      return
    }
    const img = document.querySelector<HTMLImageElement>('.yarl__slide_current .yarl__slide_image')
    const shown = img?.getBoundingClientRect().width ?? 0
    const target = shown > 0 ? ZOOMED_WIDTH / shown : 2
    z.changeZoom(Math.min(z.maxZoom, Math.max(1.25, target)))
  }

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      labels={labels}
      plugins={[Zoom]}
      zoom={{ ref: zoom, maxZoomPixelRatio: 4, doubleClickMaxStops: 0, scrollToZoom: true }}
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: false }}
      on={{
        click: toggleZoom,
        view: ({ index: i }) => onIndexChange?.(i),
      }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      styles={{ container: { backgroundColor: 'rgb(2 6 23 / 0.92)' } }}
    />
  )
}
