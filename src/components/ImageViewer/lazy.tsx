'use client'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { takeEarlyImage, type Gallery } from '@/components/runtime/early-input'
import type { ViewerImage } from './sources'

/** The image viewer, whose code and styles load at the first click only (yet-another-react-lightbox). */
export const LazyImageViewer = dynamic(() => import('./ImageViewer').then((m) => m.ImageViewer), {
  ssr: false,
})

/**
 * A gallery's viewer: `show(i)` opens image i; `viewer` is rendered beside the gallery. It mounts
 * at the first click and then stays, so closing and reopening does not load it again. With
 * `gallery`, an image clicked before the page was live (its button's `data-early`) opens at once.
 */
export function useImageViewer(images: () => ViewerImage[], gallery?: Gallery) {
  const [index, setIndex] = useState<number | null>(null)
  const [used, setUsed] = useState(false)
  const show = (i: number) => {
    setUsed(true)
    setIndex(i)
  }
  useEffect(() => {
    // The page's own state meets what the inline script remembered (runtime/early-input.ts).
    const open = (i: number) => {
      setUsed(true)
      setIndex(i)
    }
    const early = gallery ? takeEarlyImage(gallery) : null
    if (early !== null) open(early)
  }, [gallery])
  const viewer = used ? (
    <LazyImageViewer
      images={images()}
      index={index ?? 0}
      open={index !== null}
      onClose={() => setIndex(null)}
      onIndexChange={setIndex}
    />
  ) : null
  return { show, viewer }
}
