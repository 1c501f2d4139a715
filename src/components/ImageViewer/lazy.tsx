'use client'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { ViewerImage } from './sources'

/** The image viewer, whose code and styles load at the first click only (yet-another-react-lightbox). */
export const LazyImageViewer = dynamic(() => import('./ImageViewer').then((m) => m.ImageViewer), {
  ssr: false,
})

/**
 * A gallery's viewer: `show(i)` opens image i; `viewer` is rendered beside the gallery. It mounts
 * at the first click and then stays, so closing and reopening does not load it again.
 */
export function useImageViewer(images: () => ViewerImage[]) {
  const [index, setIndex] = useState<number | null>(null)
  const [used, setUsed] = useState(false)
  const show = (i: number) => {
    setUsed(true)
    setIndex(i)
  }
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
