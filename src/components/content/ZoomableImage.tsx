'use client'
import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import type { Image } from '@/features/content/visitor'
import { LazyImageViewer } from '@/components/ImageViewer/lazy'
import { viewerImage } from '@/components/ImageViewer/sources'

/**
 * A diagram that opens in the image viewer on click: wide architecture diagrams are too small to
 * read on a phone, so the visitor can enlarge and pan them.
 */
export function ZoomableImage({
  image,
  title,
  children,
}: {
  image: Image
  title: string
  children: ReactNode
}) {
  const t = useTranslations('common')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('openImage', { title })}
        className="group block w-full cursor-zoom-in rounded-card"
      >
        {children}
        {/* Below the image, not over it: a diagram has content up to its edges. */}
        <span
          aria-hidden
          className="mt-3 flex items-center justify-end gap-1.5 text-xs font-medium text-accent-strong group-hover:underline"
        >
          {/* Drawn inline: an icon component here would ship the icon library's runtime. */}
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-3.5"
          >
            <path d="M15 3h6v6M21 3l-7 7M3 21l7-7M9 21H3v-6" />
          </svg>
          {t('enlarge')}
        </span>
      </button>
      {open ? (
        <LazyImageViewer images={[viewerImage(image)]} index={0} open onClose={() => setOpen(false)} />
      ) : null}
    </>
  )
}
