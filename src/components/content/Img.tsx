import type { ComponentProps } from 'react'
import type { Image } from '@/features/content/visitor'
import { cn } from '@/components/ui/cn'
import { EagerImg } from './EagerImg'

type Props = {
  image: Image
  className?: string
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right variant. */
  sizes?: string
  priority?: boolean
  alt?: string
}

/**
 * An upload from the CMS with its intrinsic width and height (nothing shifts while loading) and
 * Payload's resized WebP variants as a srcset. SVG diagrams are served as they are.
 */
export function Img({ image, className, sizes = '(min-width: 1200px) 1200px, 100vw', priority, alt }: Props) {
  const attributes = {
    src: image.url,
    srcSet: image.srcSet,
    sizes: image.srcSet ? sizes : undefined,
    width: image.width,
    height: image.height,
    alt: alt ?? image.alt,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: 'async',
    className: cn('h-auto max-w-full', className),
  } satisfies ComponentProps<'img'>
  if (priority) return <EagerImg {...attributes} />
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- Payload already serves resized variants; alt is in attributes.
  return <img {...attributes} />
}
