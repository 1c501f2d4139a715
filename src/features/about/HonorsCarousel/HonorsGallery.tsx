'use client'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { HonorsCarousel, type Honor } from './HonorsCarousel'

// The viewer's code and styles load at the first click only (yet-another-react-lightbox).
const ImageViewer = dynamic(() => import('@/components/ImageViewer/ImageViewer').then((m) => m.ImageViewer), {
  ssr: false,
})

/**
 * The carousel wired to the viewer, for server pages that cannot pass a click handler. `priority`
 * when the carousel opens the page (the honor page), not when it is far below (the home page).
 */
export function HonorsGallery({ items, priority = false }: { items: Honor[]; priority?: boolean }) {
  const [index, setIndex] = useState<number | null>(null)
  const [used, setUsed] = useState(false)
  const show = (i: number) => {
    setUsed(true)
    setIndex(i)
  }
  return (
    <>
      <HonorsCarousel items={items} priority={priority} onSelect={(_url, i) => show(i)} />
      {used ? (
        <ImageViewer
          images={items.map((h) => ({
            src: h.imageUrl,
            alt: h.title,
            width: h.width,
            height: h.height,
            srcSet: h.srcSet,
          }))}
          index={index ?? 0}
          open={index !== null}
          onClose={() => setIndex(null)}
          onIndexChange={setIndex}
        />
      ) : null}
    </>
  )
}
