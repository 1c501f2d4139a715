'use client'
import type { Image } from '@/features/content/visitor'
import { useImageViewer } from '@/components/ImageViewer/lazy'
import { viewerImage } from '@/components/ImageViewer/sources'

type Item = { id: number; title: string; meta: string; image: Image }

/** A column of the grid: the whole width on phones, half on tablets, a quarter after. */
export const wallSizes = '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 100vw'

/** The honors grid: a click on a certificate opens it in the image viewer. */
export function HonorWall({ items, openLabel }: { items: Item[]; openLabel: string }) {
  const { show, viewer } = useImageViewer(() => items.map((h) => viewerImage(h.image, h.title)))
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((h, i) => (
          <li
            key={h.id}
            className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
          >
            <button
              type="button"
              onClick={() => show(i)}
              aria-label={`${openLabel}: ${h.title}`}
              className="block cursor-zoom-in bg-accent-soft p-4"
            >
              {/* Not components/content/Img: this is a client island, and Img's class merging would
                  ship tailwind-merge (about 8 KB) to the page. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- Payload's variants by srcset. */}
              <img
                src={h.image.url}
                srcSet={h.image.srcSet}
                sizes={h.image.srcSet ? wallSizes : undefined}
                width={h.image.width}
                height={h.image.height}
                alt={h.image.alt || h.title}
                loading="lazy"
                decoding="async"
                className="mx-auto h-auto w-full"
              />
            </button>
            <div className="p-5">
              <h3 className="font-bold">{h.title}</h3>
              {h.meta ? <p className="mt-1 text-sm text-ink-subtle">{h.meta}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {viewer}
    </>
  )
}
