'use client'
import type { Image } from '@/features/content/visitor'
import { useImageViewer } from '@/components/ImageViewer/lazy'
import { viewerImage } from '@/components/ImageViewer/sources'
import { clickActs } from '@/components/runtime/early-input'

type Item = { id: number; title: string; meta: string; image: Image }

/** A column of the grid: half the width on phones and tablets, a quarter after. Two certificates
 * a row on a phone: one a row made the wall several screens tall for a page of thumbnails that
 * open full size on a tap. */
export const wallSizes = '(min-width: 1024px) 260px, 48vw'

/** The honors grid: a click on a certificate opens it in the image viewer (one made before the
 * page was live too, once it is). */
export function HonorWall({ items, openLabel }: { items: Item[]; openLabel: string }) {
  const { show, viewer } = useImageViewer(() => items.map((h) => viewerImage(h.image, h.title)), 'honor-wall')
  return (
    <>
      <ul data-testid="honor-wall" className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {items.map((h, i) => (
          <li
            key={h.id}
            className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
          >
            <button
              type="button"
              data-early={`honor-wall:${i}`}
              onClick={(e) => clickActs(e, `honor-wall:${i}`) && show(i)}
              aria-label={`${openLabel}: ${h.title}`}
              className="block cursor-zoom-in bg-accent-soft p-2 sm:p-4"
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
            <div className="p-3 sm:p-5">
              <h3 className="text-sm font-bold sm:text-base">{h.title}</h3>
              {h.meta ? <p className="mt-1 text-xs text-ink-subtle sm:text-sm">{h.meta}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {viewer}
    </>
  )
}
