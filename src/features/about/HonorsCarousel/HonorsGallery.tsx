'use client'
import { useImageViewer } from '@/components/ImageViewer/lazy'
import { HonorsCarousel, type Honor } from './HonorsCarousel'

/**
 * The carousel wired to the viewer, for server pages that cannot pass a click handler. `priority`
 * when the carousel opens the page (the honor page), not when it is far below (the home page).
 */
export function HonorsGallery({ items, priority = false }: { items: Honor[]; priority?: boolean }) {
  const { show, viewer } = useImageViewer(
    () =>
      items.map((h) => ({
        src: h.imageUrl,
        alt: h.title,
        width: h.width,
        height: h.height,
        srcSet: h.srcSet,
      })),
    'honors',
  )
  return (
    <>
      <HonorsCarousel items={items} priority={priority} onSelect={(_url, i) => show(i)} />
      {viewer}
    </>
  )
}
