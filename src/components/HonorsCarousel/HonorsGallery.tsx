'use client'
import { useState } from 'react'
import { ImageViewer } from '@/components/ImageViewer/ImageViewer'
import { HonorsCarousel, type Honor } from './HonorsCarousel'

/** The carousel wired to the viewer, for server pages that cannot pass a click handler. */
export function HonorsGallery({ items }: { items: Honor[] }) {
  const [index, setIndex] = useState<number | null>(null)
  return (
    <>
      <HonorsCarousel items={items} onSelect={(_url, i) => setIndex(i)} />
      <ImageViewer
        images={items.map((h) => ({ src: h.imageUrl, alt: h.title, width: h.width, height: h.height }))}
        index={index ?? 0}
        open={index !== null}
        onClose={() => setIndex(null)}
        onIndexChange={setIndex}
      />
    </>
  )
}
